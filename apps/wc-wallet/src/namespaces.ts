import type { ProposalTypes, SessionTypes } from '@walletconnect/types'

export const walletMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'eth_chainId',
  'eth_accounts',
] as const
export const walletEvents = ['accountsChanged', 'chainChanged'] as const
/** What the wallet answers on bip122 (messages, transfers in devnet's ledger, the account list, PSBT signatures) and polkadot (messages). */
export const bitcoinWalletMethods = ['signMessage', 'sendTransfer', 'getAccountAddresses', 'signPsbt'] as const
export const polkadotWalletMethods = ['polkadot_signMessage'] as const

/** The wallet's keys beyond its EVM account; each addresses its namespace's chains. */
export type NamespaceKeys = {
  solanaPublicKey?: string | undefined
  bitcoin?: { addressOn(chain: string): string } | undefined
  polkadot?: { addressOn(chain: string): string } | undefined
  /** The wallet grants permissions (wallet_grantPermissions) on eip155. */
  smartSessions?: boolean | undefined
}

type Proposal = Pick<ProposalTypes.Struct, 'requiredNamespaces' | 'optionalNamespaces'>
const askedChains = (proposal: Proposal, namespace: string): string[] => [
  ...new Set([...(proposal.requiredNamespaces[namespace]?.chains ?? []), ...(proposal.optionalNamespaces?.[namespace]?.chains ?? [])]),
]

/**
 * The namespaces this wallet approves: every eip155 chain the dapp asked for (required or
 * optional) that the wallet can reach, with its single account on each; and, when the wallet holds
 * the key, every Solana, Bitcoin (bip122) and Polkadot chain asked for (signing needs no node),
 * with the key's address on that chain. A namespace the dapp did not ask for is never approved.
 */
export function approvedNamespaces(
  proposal: Proposal,
  address: string,
  reachableChainIds: readonly number[],
  keys: NamespaceKeys = {},
): SessionTypes.Namespaces {
  const namespaces: SessionTypes.Namespaces = {}
  const chains = askedChains(proposal, 'eip155').filter((chain) => reachableChainIds.includes(Number(chain.split(':')[1])))
  if (chains.length) {
    namespaces.eip155 = {
      chains,
      accounts: chains.map((chain) => `${chain}:${address}`),
      methods: [...walletMethods, ...(keys.smartSessions ? ['wallet_grantPermissions'] : [])],
      events: [...walletEvents],
    }
  }
  const solanaChains = askedChains(proposal, 'solana')
  if (keys.solanaPublicKey && solanaChains.length) {
    namespaces.solana = {
      chains: solanaChains,
      accounts: solanaChains.map((chain) => `${chain}:${keys.solanaPublicKey}`),
      methods: ['solana_signMessage', 'solana_signTransaction'],
      events: [],
    }
  }
  const bitcoinChains = askedChains(proposal, 'bip122')
  if (keys.bitcoin && bitcoinChains.length) {
    const { bitcoin } = keys
    namespaces.bip122 = {
      chains: bitcoinChains,
      accounts: bitcoinChains.map((chain) => `${chain}:${bitcoin.addressOn(chain)}`),
      methods: [...bitcoinWalletMethods],
      events: ['bip122_addressesChanged'],
    }
  }
  const polkadotChains = askedChains(proposal, 'polkadot')
  if (keys.polkadot && polkadotChains.length) {
    const { polkadot } = keys
    namespaces.polkadot = {
      chains: polkadotChains,
      accounts: polkadotChains.map((chain) => `${chain}:${polkadot.addressOn(chain)}`),
      methods: [...polkadotWalletMethods],
      events: [],
    }
  }
  return namespaces
}
