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
 * What the store holds at most, whatever clients publish: the newest messages of a topic, the
 * most recently written topics, and a TTL no longer than the real relay's 30 days. Far beyond
 * what a test or the demo needs; a client that publishes without end cannot fill memory.
 */
export const MAILBOX_LIMITS = {
  messagesPerTopic: 200,
  topics: 10_000,
  /** One message (the hub refuses a longer one as invalid params). */
  messageChars: 512 * 1024,
  storedChars: 32 * 1024 * 1024,
  ttlSeconds: 30 * 86_400,
} as const

const charsOf = (list: readonly StoredMessage[] | undefined): number => (list ?? []).reduce((sum, entry) => sum + entry.message.length, 0)

/**
 * Per-topic message store with TTL, so a peer that subscribes after a publish (the dapp
 * subscribing to a session topic it has just derived) still receives the message.
 */
export function createMailbox(now: () => number = Date.now) {
  // Insertion order is write order: the first topic is the one written longest ago.
  const topics = new Map<string, StoredMessage[]>()
  let chars = 0

  /** Stores `list` as the topic's messages; `written` moves the topic to the newest end. */
  function replace(topic: string, list: StoredMessage[], written: boolean): void {
    chars -= charsOf(topics.get(topic))
    if (written || list.length === 0) topics.delete(topic)
    if (list.length === 0) return
    topics.set(topic, list)
    chars += charsOf(list)
  }

  function live(topic: string): StoredMessage[] {
    const list = topics.get(topic) ?? []
    const kept = list.filter((entry) => entry.expiresAt > now())
    if (kept.length !== list.length) replace(topic, kept, false)
    return kept
  }

  /** Drops the topics written longest ago, then the current topic's oldest messages, until within the limits. */
  function evict(current: string): void {
    for (const topic of topics.keys()) {
      if (topics.size <= MAILBOX_LIMITS.topics && chars <= MAILBOX_LIMITS.storedChars) return
      if (topic !== current) replace(topic, [], false)
    }
    const list = topics.get(current) ?? []
    while (chars > MAILBOX_LIMITS.storedChars && list.length > 1) chars -= list.shift()?.message.length ?? 0
  }

  return {
    put(entry: Omit<StoredMessage, 'acked' | 'publishedAt' | 'expiresAt'> & { ttlSeconds: number }): StoredMessage {
      const { ttlSeconds, ...rest } = entry
      const publishedAt = now()
      const ttl = Math.min(ttlSeconds, MAILBOX_LIMITS.ttlSeconds)
      const stored: StoredMessage = { ...rest, publishedAt, expiresAt: publishedAt + ttl * 1000, acked: new Set() }
      const list = live(entry.topic)
      // A client retrying a publish must not make the peer see the message twice.
      const existing = list.find((other) => other.message === stored.message)
      if (existing) return existing
      replace(entry.topic, [...list, stored].slice(-MAILBOX_LIMITS.messagesPerTopic), true)
      evict(entry.topic)
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
    topicCount: (): number => topics.size,
    storedChars: (): number => chars,
  }
}

export type Mailbox = ReturnType<typeof createMailbox>
