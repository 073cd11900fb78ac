import { caipAccountAddressPattern } from '@/registry/lib/caip/patterns'
import { parseCaipNetworkId } from '@/registry/lib/caip/parse-caip-network-id'
import type { CaipAddress, CaipNetworkId } from '@/registry/lib/caip/caip-types'
import { InvalidCaip10AddressError } from '@/registry/lib/errors/caip'

export type FormatCaipAddressParameters = {
  caipNetworkId: CaipNetworkId
  address: string
}
export type FormatCaipAddressErrorType = InvalidCaip10AddressError

/**
 * Builds a CAIP-10 account id from a network id and a plain address. Throws
 * 'Invalid CAIP-10 address' when either part breaks the CAIP rules.
 *
 * @example
 * formatCaipAddress({ caipNetworkId: 'eip155:1', address: '0xab…' }) // 'eip155:1:0xab…'
 */
export function formatCaipAddress({ caipNetworkId, address }: FormatCaipAddressParameters): CaipAddress {
  let network: ReturnType<typeof parseCaipNetworkId>
  try {
    network = parseCaipNetworkId(caipNetworkId)
  } catch (cause) {
    throw new InvalidCaip10AddressError({ details: `${String(caipNetworkId)}:${String(address)}`, cause })
  }
  if (typeof address !== 'string' || !caipAccountAddressPattern.test(address))
    throw new InvalidCaip10AddressError({ details: `${caipNetworkId}:${String(address)}` })
  return `${network.caipNetworkId}:${address}`
}
