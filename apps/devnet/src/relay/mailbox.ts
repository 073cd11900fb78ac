/** One message held by the relay until every peer of its topic has acknowledged it, or its TTL ends. */
export type StoredMessage = {
  topic: string
  message: string
  publishedAt: number
  expiresAt: number
  tag: number | undefined
  attestation: string | undefined
  publisher: string
  /** Client ids that acknowledged delivery; they never get it again. */
  acked: Set<string>
}

/**
 * Per-topic message store with TTL, so a peer that subscribes after a publish (the dapp
 * subscribing to a session topic it has just derived) still receives the message.
 */
export function createMailbox(now: () => number = Date.now) {
  const topics = new Map<string, StoredMessage[]>()

  function live(topic: string): StoredMessage[] {
    const kept = (topics.get(topic) ?? []).filter((entry) => entry.expiresAt > now())
    if (kept.length) topics.set(topic, kept)
    else topics.delete(topic)
    return kept
  }

  return {
    put(entry: Omit<StoredMessage, 'acked' | 'publishedAt' | 'expiresAt'> & { ttlSeconds: number }): StoredMessage {
      const { ttlSeconds, ...rest } = entry
      const publishedAt = now()
      const stored: StoredMessage = { ...rest, publishedAt, expiresAt: publishedAt + ttlSeconds * 1000, acked: new Set() }
      const list = live(entry.topic)
      // A client retrying a publish must not make the peer see the message twice.
      const existing = list.find((other) => other.message === stored.message)
      if (existing) return existing
      topics.set(entry.topic, [...list, stored])
      return stored
    },
    /** Messages on `topic` the client has neither published nor acknowledged. */
    pendingFor(topic: string, clientId: string): StoredMessage[] {
      return live(topic).filter((entry) => entry.publisher !== clientId && !entry.acked.has(clientId))
    },
    size(): number {
      let count = 0
      for (const topic of [...topics.keys()]) count += live(topic).length
      return count
    },
  }
}

export type Mailbox = ReturnType<typeof createMailbox>
