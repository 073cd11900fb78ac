import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { isEvmAddress } from '@/registry/lib/caip/is-evm-address'
import { isSolanaAddress } from '@/registry/lib/caip/is-solana-address'
import type { Network } from '@/registry/lib/chains/chain-types'
import { evmChainIdToCoinType } from '@/registry/lib/chains/evm-chain-id-to-coin-type'
import { NameResolveError } from '@/registry/lib/errors/name'
import { InvalidSendInputError } from '@/registry/lib/errors/send'

export type ReceiverProfile = {
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  receiverError: string | undefined
  receiverErrorCode?: string | undefined
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
 * Whether `input` can be a name the profile service resolves: dot-separated labels (a name always
 * has its zone or TLD: alice.reown.id, vitalik.eth) without spaces or URL punctuation. A mistyped
 * address (bc1q…, 0x12…, a base58 key) has no dot, so it is reported as an invalid address rather
 * than as a failed name lookup, and the profile service is not asked about it.
 *
 * @example
 * canBeName('alice.reown.id') // true
 * canBeName('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsy') // false
 */
export function canBeName(input: string): boolean {
  return /^[^\s./:@?#]+(?:\.[^\s./:@?#]+)+$/u.test(input)
}

/**
 * Turns what the user typed as receiver into an address and its profile. An address of the
 * active namespace (on bip122: of the active Bitcoin network) is kept as typed and its identity (name, avatar) is looked up through
 * GET /v1/identity; a failed identity lookup leaves just the address. A string that can be a
 * name (`canBeName`) is resolved through GET /v1/profile/account/{name}: 'Error resolving name'
 * when it has no address for this network. Anything else is not a receiver on this network and
 * throws InvalidSendInputError (SPEC §5 'Please enter a valid amount and receiver address', the
 * text Send shows for it on every namespace) without asking the profile service.
 *
 * @example
 * const profile = await resolveReceiver({ getApi, network, input: 'alice.reown.id' })
 */
export async function resolveReceiver(parameters: {
  getApi: () => Promise<BlockchainApiClient>
  network: Network | undefined
  sender?: string | undefined
  input: string
}): Promise<ReceiverProfile> {
  const { getApi, network, sender, input } = parameters
  const isAddress =
    network?.chainNamespace === 'bip122'
      ? // Bitcoin addresses are checked against the network (bc1 is not a testnet address); the decoder loads only here.
        (await import('@/registry/lib/bitcoin/is-bitcoin-address')).isBitcoinAddress(input, network)
      : network?.chainNamespace === 'solana'
        ? isSolanaAddress(input)
        : isEvmAddress(input)
  if (isAddress) {
    const profile: ReceiverProfile = {
      receiverAddress: input,
      receiverProfileName: undefined,
      receiverProfileImageUrl: undefined,
      receiverError: undefined,
    }
    if (network?.chainNamespace !== 'eip155') return profile
    try {
      const [api, { fetchIdentity }] = await Promise.all([getApi(), import('@/registry/lib/api/blockchain/fetch-identity')])
      const identity = await fetchIdentity(api, { address: input, sender })
      return { ...profile, receiverProfileName: identity.name ?? undefined, receiverProfileImageUrl: identity.avatar ?? undefined }
    } catch {
      return profile
    }
  }
  if (!canBeName(input))
    throw new InvalidSendInputError({ details: `${input} is neither a ${network?.name ?? 'network'} address nor a name` })
  const [api, { lookupName }] = await Promise.all([getApi(), import('@/registry/lib/api/blockchain/lookup-name')])
  const profile = await lookupName(api, { name: input })
  const receiverAddress = addressFor(network, profile.addresses)
  if (!receiverAddress)
    throw new NameResolveError({ details: `${profile.name} has no address for ${network?.caipNetworkId ?? 'this network'}` })
  return {
    receiverAddress,
    receiverProfileName: profile.name,
    receiverProfileImageUrl: profile.attributes[0]?.avatar,
    receiverError: undefined,
  }
}
