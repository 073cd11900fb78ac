import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { nameServiceReasons } from '@/registry/lib/api/blockchain/name-service-error'
import { NameRegisterError } from '@/registry/lib/errors/name'
import { profileNameSchema, type ProfileName } from '@/registry/lib/api/blockchain/schemas/profile'

export type RegisterNameParameters = {
  /** ENSIP-11: 0x80000000 | evmChainId. */
  coinType: number
  address: string
  /** The signed JSON text `{ name, attributes: {}, timestamp }` (seconds). */
  message: string
  signature: string
}

/**
 * POST /v1/profile/account: registers a name. API.md leaves the answer untyped; the team's
 * contract is the registered ProfileName. Failures are 'Error registering name {name}', or the
 * service's first reason.
 *
 * @example
 * const profile = await registerName(api, { coinType, address, message, signature })
 */
export async function registerName(client: BlockchainApiClient, parameters: RegisterNameParameters): Promise<ProfileName> {
  const { coinType, address, message, signature } = parameters
  try {
    return await client.http.post({
      path: '/v1/profile/account',
      headers: { 'Content-Type': 'application/json' },
      body: { coin_type: coinType, address, message, signature },
      schema: profileNameSchema,
    })
  } catch (cause) {
    throw new NameRegisterError({ cause, reasons: nameServiceReasons(cause), name: nameFromMessage(message) })
  }
}

function nameFromMessage(message: string): string {
  try {
    const parsed: unknown = JSON.parse(message)
    if (parsed && typeof parsed === 'object' && 'name' in parsed && typeof parsed.name === 'string') return parsed.name
  } catch {
    // A message that is not JSON still deserves the generic text.
  }
  return ''
}
