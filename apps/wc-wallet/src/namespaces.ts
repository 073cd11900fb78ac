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
 * The namespaces this EVM-only wallet approves: every eip155 chain the dapp asked for (required
 * or optional) that the wallet can reach, with its single account on each.
 */
export function approvedNamespaces(
  proposal: Pick<ProposalTypes.Struct, 'requiredNamespaces' | 'optionalNamespaces'>,
  address: string,
  reachableChainIds: readonly number[],
): SessionTypes.Namespaces {
  const asked = [
    ...(proposal.requiredNamespaces.eip155?.chains ?? []),
    ...(proposal.optionalNamespaces?.eip155?.chains ?? []),
  ]
  const chains = [...new Set(asked)].filter((chain) => reachableChainIds.includes(Number(chain.split(':')[1])))
  return {
    eip155: {
      chains,
      accounts: chains.map((chain) => `${chain}:${address}`),
      methods: [...walletMethods],
      events: [...walletEvents],
    },
  }
}
