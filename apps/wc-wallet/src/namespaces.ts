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

/**
 * The namespaces this wallet approves: every eip155 chain the dapp asked for (required or
 * optional) that the wallet can reach, with its single account on each, and the Solana clusters
 * asked for when the wallet holds a Solana key (message signing only).
 */
export function approvedNamespaces(
  proposal: Pick<ProposalTypes.Struct, 'requiredNamespaces' | 'optionalNamespaces'>,
  address: string,
  reachableChainIds: readonly number[],
  solanaPublicKey?: string,
): SessionTypes.Namespaces {
  const asked = [
    ...(proposal.requiredNamespaces.eip155?.chains ?? []),
    ...(proposal.optionalNamespaces?.eip155?.chains ?? []),
  ]
  const chains = [...new Set(asked)].filter((chain) => reachableChainIds.includes(Number(chain.split(':')[1])))
  const namespaces: SessionTypes.Namespaces = {
    eip155: {
      chains,
      accounts: chains.map((chain) => `${chain}:${address}`),
      methods: [...walletMethods],
      events: [...walletEvents],
    },
  }
  const solanaChains = [
    ...new Set([...(proposal.requiredNamespaces.solana?.chains ?? []), ...(proposal.optionalNamespaces?.solana?.chains ?? [])]),
  ]
  // Signing a message needs no node, so any Solana cluster the dapp names is fine.
  if (solanaPublicKey && solanaChains.length) {
    namespaces.solana = {
      chains: solanaChains,
      accounts: solanaChains.map((chain) => `${chain}:${solanaPublicKey}`),
      methods: ['solana_signMessage'],
      events: [],
    }
  }
  return namespaces
}
