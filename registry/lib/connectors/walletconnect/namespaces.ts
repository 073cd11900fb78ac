import type { Network } from '@/registry/lib/chains/types'
import { evmSessionMethods, sessionEvents, solanaSessionMethods } from '@/registry/lib/connectors/walletconnect/constants'

export type ProposalNamespace = { chains: string[]; methods: string[]; events: string[] }
export type ProposalNamespaces = Partial<Record<'eip155' | 'solana', ProposalNamespace>>

/**
 * The namespaces a session proposal asks for, from the configured networks: eip155 and solana,
 * each listing its networks' CAIP-2 ids. They go out as optional namespaces, so a wallet that
 * knows only one chain family can still approve (required namespaces are deprecated in Sign 2.x).
 *
 * @example
 * buildProposalNamespaces([anvil]) // { eip155: { chains: ['eip155:31337'], methods: [...], events: [...] } }
 */
export function buildProposalNamespaces(networks: readonly Network[]): ProposalNamespaces {
  const chainsOf = (namespace: 'eip155' | 'solana') =>
    networks.filter((network) => network.chainNamespace === namespace).map((network) => network.caipNetworkId as string)
  const result: ProposalNamespaces = {}
  const evm = chainsOf('eip155')
  const solana = chainsOf('solana')
  if (evm.length) result.eip155 = { chains: evm, methods: [...evmSessionMethods], events: [...sessionEvents] }
  if (solana.length) result.solana = { chains: solana, methods: [...solanaSessionMethods], events: [...sessionEvents] }
  return result
}
