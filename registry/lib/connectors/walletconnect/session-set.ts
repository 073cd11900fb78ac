import { chainNamespaces, type ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { Network } from '@/registry/lib/chains/chain-types'
import type { ConnectResult } from '@/registry/lib/connectors/connector-interface'
import { pickApprovedNetwork, sessionResult } from '@/registry/lib/connectors/walletconnect/active-networks'
import type { WalletConnectSession } from '@/registry/lib/connectors/walletconnect/session'

/**
 * The WalletConnect sessions one connector holds and which of them serves each namespace, with
 * the network each namespace addresses in it. Usually one session carries every namespace; a
 * second one appears when the user pairs a wallet for a namespace the first did not approve
 * (the scoped Connect: MetaMask Mobile for EVM, a Bitcoin wallet for bip122).
 *
 * @example
 * const set = createSessionSet(networks)
 * set.adopt(session)
 * set.account('bip122') // the Bitcoin account, if that session holds one
 */
export function createSessionSet(networks: readonly Network[]) {
  let sessions: WalletConnectSession[] = []
  // Topics, so that an updated session object replaces the old one everywhere at once.
  const owner: Partial<Record<ChainNamespace, string>> = {}
  const active: Partial<Record<ChainNamespace, Network>> = {}
  // Namespaces the user disconnected while their session stayed for the others: no held session
  // serves them again (not an update, not a reload) until a pairing asks for them (claim).
  const released = new Set<ChainNamespace>()

  const byTopic = (topic: string | undefined): WalletConnectSession | undefined => sessions.find((s) => s.topic === topic)
  const of = (namespace: ChainNamespace): WalletConnectSession | undefined => byTopic(owner[namespace])

  /**
   * Adds `next` (or replaces the stored session of its topic). A new session serves every
   * namespace where it holds an account on a configured network (the newest pairing wins); an
   * updated one keeps the namespaces it served, and stops serving those it no longer holds.
   * `wanted`: the chain asked for on one namespace; the others keep the chain they were on.
   */
  function adopt(next: WalletConnectSession, wanted?: { namespace: ChainNamespace; chainId: number | string | undefined }): void {
    const isNew = !byTopic(next.topic)
    sessions = [...sessions.filter((s) => s.topic !== next.topic), next]
    for (const namespace of chainNamespaces) {
      if (released.has(namespace)) continue
      const chainId = namespace === wanted?.namespace ? wanted.chainId : active[namespace]?.id
      const picked = pickApprovedNetwork(next, networks, namespace, chainId)
      const serves = owner[namespace] === next.topic
      if (picked && (isNew || serves || !of(namespace))) {
        owner[namespace] = next.topic
        active[namespace] = picked
      } else if (!picked && serves) {
        delete owner[namespace]
        delete active[namespace]
      }
    }
  }

  /** Forgets one session; returns the namespaces it served (now without a session). */
  function remove(topic: string): ChainNamespace[] {
    sessions = sessions.filter((s) => s.topic !== topic)
    const served = chainNamespaces.filter((namespace) => owner[namespace] === topic)
    for (const namespace of served) {
      delete owner[namespace]
      delete active[namespace]
    }
    if (!sessions.length) released.clear()
    return served
  }

  /** Stops serving `namespace` without ending its session; returns the topic that served it. */
  function release(namespace: ChainNamespace): string | undefined {
    const topic = owner[namespace]
    released.add(namespace)
    delete owner[namespace]
    delete active[namespace]
    return topic
  }

  /** Forgets every session; returns them (to end each with the wallet). */
  function clear(): WalletConnectSession[] {
    const ended = sessions
    sessions = []
    released.clear()
    for (const namespace of chainNamespaces) {
      delete owner[namespace]
      delete active[namespace]
    }
    return ended
  }

  return {
    all: (): readonly WalletConnectSession[] => sessions,
    byTopic,
    /** The session serving `namespace`. */
    of,
    network: (namespace: ChainNamespace): Network | undefined => active[namespace],
    /** Moves `network`'s namespace to it within its session (the caller checked it is approved). */
    setNetwork: (network: Network): void => void (active[network.chainNamespace] = network),
    account: (namespace: ChainNamespace): ConnectResult | undefined => {
      const session = of(namespace)
      return session ? sessionResult(session, active[namespace]) : undefined
    },
    adopt,
    remove,
    release,
    /** `namespace` is asked for again: a held session that approved it serves it again, as may the next one adopted. */
    claim(namespace: ChainNamespace): boolean {
      if (!released.delete(namespace)) return false
      for (const held of sessions) adopt(held)
      return true
    },
    released: (): ChainNamespace[] => [...released],
    /** The namespaces `topic` serves now. */
    served: (topic: string): ChainNamespace[] => chainNamespaces.filter((namespace) => owner[namespace] === topic),
    clear,
  }
}

export type SessionSet = ReturnType<typeof createSessionSet>
