import { z } from 'zod'
import { formatCaipAddress } from '@/registry/lib/caip/format-caip-address'
import { formatCaipNetworkId } from '@/registry/lib/caip/format-caip-network-id'
import type { RequestArguments } from '@/registry/lib/connectors/connector-interface'
import { WalletCapabilitiesParseError } from '@/registry/lib/errors/account'
import { logger } from '@/registry/lib/logger/logger'

// EIP-5792 capabilities keyed by hex chain id; ERC-7811 adds assetDiscovery.
const capabilitiesSchema = z.record(
  z.string(),
  z.object({ assetDiscovery: z.object({ supported: z.boolean() }).loose().optional() }).loose(),
)
const hexSchema = z.string().regex(/^0x[0-9a-fA-F]*$/)
const assetSchema = z.object({
  address: z.string(),
  balance: hexSchema,
  type: z.enum(['ERC20', 'NATIVE']).or(z.string()),
  metadata: z
    .object({
      name: z.string(),
      symbol: z.string(),
      decimals: z.number().int().nonnegative(),
      price: z.number().optional(),
      iconUrl: z.string().optional(),
    })
    .loose(),
})
const assetsSchema = z.record(z.string(), z.array(assetSchema))

/** A balance in the blockchain API's shape, so both sources render the same way. */
export type WalletAssetBalance = {
  name: string
  symbol: string
  chainId: string
  address?: string | undefined
  value?: number | undefined
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

type Request = (args: RequestArguments) => Promise<unknown>

/** Integer units to a decimal string without floating point (1500000, 6 -> "1.5"). */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < BigInt(0)
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** Parses a wallet_getCapabilities reply; a malformed one is the SPEC §8 error. */
export function supportsAssetDiscovery(capabilities: unknown, chainId: number): boolean {
  const parsed = capabilitiesSchema.safeParse(capabilities)
  if (!parsed.success) throw new WalletCapabilitiesParseError({ cause: parsed.error })
  const hex = `0x${chainId.toString(16)}`
  return Boolean(parsed.data[hex]?.assetDiscovery?.supported ?? parsed.data['0x0']?.assetDiscovery?.supported)
}

/**
 * Token balances straight from the wallet (SPEC §7: a capability check, then an asset query
 * by account and chain filter). Undefined when the wallet cannot discover assets, so the
 * caller falls back to the blockchain API.
 *
 * @example
 * const balances = (await getWalletAssets(connector.request, { address, chainId: 1 })) ?? (await api())
 */
export async function getWalletAssets(
  request: Request,
  parameters: { address: string; chainId: number },
): Promise<WalletAssetBalance[] | undefined> {
  const hexChainId = `0x${parameters.chainId.toString(16)}`
  try {
    const capabilities = await request({ method: 'wallet_getCapabilities', params: [parameters.address] })
    if (!supportsAssetDiscovery(capabilities, parameters.chainId)) return undefined
  } catch (error) {
    // Most wallets answer 4200/-32601 here; either way the API is the source.
    if (error instanceof WalletCapabilitiesParseError) logger.warn(error.shortMessage, error.cause)
    return undefined
  }
  const reply = assetsSchema.parse(
    await request({ method: 'wallet_getAssets', params: [{ account: parameters.address, chainFilter: [hexChainId] }] }),
  )
  const caipNetworkId = formatCaipNetworkId({ chainNamespace: 'eip155', chainId: parameters.chainId })
  return (reply[hexChainId] ?? []).flatMap((asset) => {
    let tokenAddress: string | undefined
    try {
      tokenAddress = asset.type === 'NATIVE' ? undefined : formatCaipAddress({ caipNetworkId, address: asset.address })
    } catch (error) {
      // A token the wallet names with no CAIP-10 address cannot be sent or priced: it is left out.
      logger.warn('wallet_getAssets: asset without a valid address left out', error)
      return []
    }
    const numeric = formatUnits(BigInt(asset.balance === '0x' ? 0 : asset.balance), asset.metadata.decimals)
    const price = asset.metadata.price ?? 0
    return {
      name: asset.metadata.name,
      symbol: asset.metadata.symbol,
      chainId: caipNetworkId,
      address: tokenAddress,
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(asset.metadata.decimals), numeric },
      iconUrl: asset.metadata.iconUrl ?? '',
    }
  })
}
