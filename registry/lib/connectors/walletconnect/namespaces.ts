import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { Network } from '@/registry/lib/chains/chain-types'
import {
  bip122SessionEvents,
  bip122SessionMethods,
  evmSessionMethods,
  polkadotSessionMethods,
  sessionEvents,
  solanaSessionMethods,
} from '@/registry/lib/connectors/walletconnect/walletconnect-constants'

export type ProposalNamespace = { chains: string[]; methods: string[]; events: string[] }
export type ProposalNamespaces = Partial<Record<ChainNamespace, ProposalNamespace>>

// What the dapp asks each namespace for, in the order namespaces are proposed.
const asked: ReadonlyArray<readonly [ChainNamespace, readonly string[], readonly string[]]> = [
  ['eip155', evmSessionMethods, sessionEvents],
  ['solana', solanaSessionMethods, sessionEvents],
  ['bip122', bip122SessionMethods, bip122SessionEvents],
  ['polkadot', polkadotSessionMethods, []],
]

/**
 * The namespaces a session proposal asks for, from the configured networks: eip155, solana,
 * bip122 and polkadot, each listing its networks' CAIP-2 ids. They go out as optional
 * namespaces, so a wallet that knows only one chain family can still approve (required
 * namespaces are deprecated in Sign 2.x). A namespace without configured networks is left out.
 *
 * @example
 * buildProposalNamespaces([anvil]) // { eip155: { chains: ['eip155:31337'], methods: [...], events: [...] } }
 */
export function buildProposalNamespaces(networks: readonly Network[]): ProposalNamespaces {
  const result: ProposalNamespaces = {}
  for (const [namespace, methods, events] of asked) {
    const chains = [
      ...new Set(networks.filter((network) => network.chainNamespace === namespace).map((network) => network.caipNetworkId as string)),
    ]
    if (chains.length) result[namespace] = { chains, methods: [...methods], events: [...events] }
  }
  return result
}
