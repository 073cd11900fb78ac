import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { isEvmAddress } from '@/registry/lib/caip/is-evm-address'
import { isSolanaAddress } from '@/registry/lib/caip/is-solana-address'
import type { Network } from '@/registry/lib/chains/types'
import { evmChainIdToCoinType } from '@/registry/lib/chains/evm-chain-id-to-coin-type'
import { NameResolveError } from '@/registry/lib/errors/name'

export type ReceiverProfile = {
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  receiverError: string | undefined
}

/** SLIP-44 coin types a profile may list an address under: Ethereum (60), Solana (501) and Bitcoin (0). */
const ethereumCoinType = '60'
const solanaCoinType = '501'
const bitcoinCoinType = '0'

function addressFor(network: Network | undefined, addresses: Record<string, { address: string }>): string | undefined {
  if (network?.chainNamespace === 'solana') return addresses[solanaCoinType]?.address
  if (network?.chainNamespace === 'bip122') return addresses[bitcoinCoinType]?.address
  // The chain's own ENSIP-11 entry first, then the Ethereum one, then any EVM address it lists.
  const own = typeof network?.id === 'number' ? addresses[String(evmChainIdToCoinType(network.id))]?.address : undefined
  return own ?? addresses[ethereumCoinType]?.address ?? Object.values(addresses).find((a) => isEvmAddress(a.address))?.address
}

/**
 * Turns what the user typed as receiver into an address and its profile. An address of the
 * active namespace (on bip122: of the active Bitcoin network) is kept as typed and its identity (name, avatar) is looked up through
 * GET /v1/identity; a failed identity lookup leaves just the address. Anything else is a name,
 * resolved through GET /v1/profile/account/{name}: 'Error resolving name' when it has no address
 * for this network.
 *
 * @example
 * const profile = await resolveReceiver({ getApi, network, input: 'alice.reown.id' })
 */
export async function resolveReceiver(parameters: { getApi: () => Promise<BlockchainApiClient>; network: Network | undefined; sender?: string | undefined; input: string }): Promise<ReceiverProfile> {
  const { getApi, network, sender, input } = parameters
  const isAddress =
    network?.chainNamespace === 'bip122'
      ? // Bitcoin addresses are checked against the network (bc1 is not a testnet address); the decoder loads only here.
        (await import('@/registry/lib/bitcoin/is-bitcoin-address')).isBitcoinAddress(input, network)
      : network?.chainNamespace === 'solana'
        ? isSolanaAddress(input)
        : isEvmAddress(input)
  if (isAddress) {
    const profile: ReceiverProfile = { receiverAddress: input, receiverProfileName: undefined, receiverProfileImageUrl: undefined, receiverError: undefined }
    if (network?.chainNamespace !== 'eip155') return profile
    try {
      const [api, { fetchIdentity }] = await Promise.all([getApi(), import('@/registry/lib/api/blockchain/fetch-identity')])
      const identity = await fetchIdentity(api, { address: input, sender })
      return { ...profile, receiverProfileName: identity.name ?? undefined, receiverProfileImageUrl: identity.avatar ?? undefined }
    } catch {
      return profile
    }
  }
  const [api, { lookupName }] = await Promise.all([getApi(), import('@/registry/lib/api/blockchain/lookup-name')])
  const profile = await lookupName(api, { name: input })
  const receiverAddress = addressFor(network, profile.addresses)
  if (!receiverAddress) throw new NameResolveError({ details: `${profile.name} has no address for ${network?.caipNetworkId ?? 'this network'}` })
  return { receiverAddress, receiverProfileName: profile.name, receiverProfileImageUrl: profile.attributes[0]?.avatar, receiverError: undefined }
}
