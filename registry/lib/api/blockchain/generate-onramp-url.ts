import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { onrampUrlSchema } from '@/registry/lib/api/blockchain/schemas/onramp'

export type GenerateOnrampUrlParameters = {
  destinationWallets: ReadonlyArray<{ address: string; blockchains: readonly string[]; assets: readonly string[] }>
  partnerUserId: string
  defaultNetwork?: string | undefined
  presetCryptoAmount?: number | undefined
  presetFiatAmount?: number | undefined
}

/**
 * POST /v1/generators/onrampurl: the provider URL to open for a purchase.
 *
 * @example
 * const url = await generateOnrampUrl(api, { destinationWallets, partnerUserId })
 */
export async function generateOnrampUrl(client: BlockchainApiClient, parameters: GenerateOnrampUrlParameters): Promise<string> {
  const { destinationWallets, partnerUserId, defaultNetwork, presetCryptoAmount, presetFiatAmount } = parameters
  const { url } = await client.http.post({
    path: '/v1/generators/onrampurl',
    params: { projectId: client.projectId },
    body: { destinationWallets, defaultNetwork, partnerUserId, defaultExperience: 'buy', presetCryptoAmount, presetFiatAmount },
    schema: onrampUrlSchema,
  })
  return url
}
