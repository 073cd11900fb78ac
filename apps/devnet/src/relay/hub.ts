import type { z } from 'zod'
import { createMailbox } from './mailbox'
import { deliver, subscriptionId, type Peer } from './peer'
import * as s from './schemas'

type Log = (line: string) => void

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

function parse<T extends z.ZodType>(schema: T, params: unknown): z.infer<T> {
  const result = schema.safeParse(params)
  if (!result.success) throw new RpcError(-32602, `Invalid params: ${result.error.issues[0]?.message ?? 'bad shape'}`)
  return result.data
}

/**
 * The relay's routing core, independent of sockets: topics -> subscribed peers, a mailbox per
 * topic, and one handler per JSON-RPC method the 2.25 clients call (irn_* plus the Sign 2.5
 * wc_proposeSession / wc_approveSession publish shortcuts).
 */
export function createRelayHub(log: Log = () => {}) {
  const mailbox = createMailbox()
  const subscribers = new Map<string, Set<Peer>>()

  function subscribe(peer: Peer, topic: string): string {
    const id = subscriptionId(topic, peer.clientId)
    peer.subscriptions.set(topic, id)
    let set = subscribers.get(topic)
    if (!set) subscribers.set(topic, (set = new Set()))
    set.add(peer)
    // Deliver after the subscribe reply is on the wire: clients only accept messages for known topics.
    queueMicrotask(() => mailbox.pendingFor(topic, peer.clientId).forEach((entry) => deliver(peer, entry)))
    return id
  }

  /** Takes `peer` off `topic`, and the topic off the map once nobody is left on it. */
  function drop(peer: Peer, topic: string): void {
    const set = subscribers.get(topic)
    set?.delete(peer)
    if (set?.size === 0) subscribers.delete(topic)
  }

  function unsubscribe(peer: Peer, topic: string): void {
    peer.subscriptions.delete(topic)
    drop(peer, topic)
  }

  function publish(peer: Peer, params: s.PublishParams): void {
    const entry = mailbox.put({
      topic: params.topic,
      message: params.message,
      ttlSeconds: params.ttl,
      tag: params.tag,
      attestation: params.attestation,
      publisher: peer.clientId,
    })
    for (const other of subscribers.get(params.topic) ?? []) if (other.clientId !== peer.clientId) deliver(other, entry)
  }

  const methods: Record<string, (peer: Peer, params: unknown) => unknown> = {
    irn_subscribe: (peer, params) => subscribe(peer, parse(s.subscribeParams, params).topic),
    irn_batchSubscribe: (peer, params) => parse(s.batchSubscribeParams, params).topics.map((topic) => subscribe(peer, topic)),
    irn_unsubscribe: (peer, params) => (unsubscribe(peer, parse(s.unsubscribeParams, params).topic), true),
    irn_batchUnsubscribe: (peer, params) => {
      for (const { topic } of parse(s.batchUnsubscribeParams, params).subscriptions) unsubscribe(peer, topic)
      return true
    },
    irn_publish: (peer, params) => (publish(peer, parse(s.publishParams, params)), true),
    irn_batchPublish: (peer, params) => {
      for (const message of parse(s.batchPublishParams, params).messages) publish(peer, message)
      return true
    },
    irn_batchFetchMessages: (peer, params) => {
      const messages = parse(s.batchFetchParams, params).topics.flatMap((topic) => {
        const pending = mailbox.pendingFor(topic, peer.clientId)
        // A fetch is its own acknowledgement: the client processes the batch without acking each message.
        pending.forEach((entry) => entry.acked.add(peer.clientId))
        return pending.map(({ topic, message, publishedAt, tag, attestation }) => ({ topic, message, publishedAt, tag, attestation }))
      })
      return { messages, hasMore: false }
    },
    wc_proposeSession: (peer, params) => {
      const p = parse(s.proposeSessionParams, params)
      // The proposer never sends irn_subscribe for the pairing topic: this call subscribes it.
      subscribe(peer, p.pairingTopic)
      publish(peer, { topic: p.pairingTopic, message: p.sessionProposal, ttl: p.ttl, tag: p.tag ?? 1100, attestation: p.attestation })
      return true
    },
    wc_approveSession: (peer, params) => {
      const p = parse(s.approveSessionParams, params)
      // Likewise the approving wallet relies on this call to subscribe it to the new session topic.
      subscribe(peer, p.sessionTopic)
      publish(peer, { topic: p.pairingTopic, message: p.sessionProposalResponse, ttl: p.ttl, tag: 1101 })
      publish(peer, { topic: p.sessionTopic, message: p.sessionSettlementRequest, ttl: p.ttl, tag: 1102 })
      return true
    },
  }

  return {
    mailbox,
    /** Handles one parsed-or-not frame from `peer`; returns the reply to send, if any. */
    handle(peer: Peer, raw: unknown): unknown {
      const frame = s.frameSchema.safeParse(raw)
      if (!frame.success) return { id: null, jsonrpc: '2.0', error: { code: -32600, message: 'Invalid Request' } }
      if (!('method' in frame.data)) {
        const entry = peer.inflight.get(Number(frame.data.id))
        peer.inflight.delete(Number(frame.data.id))
        if (entry && frame.data.result === true) entry.acked.add(peer.clientId)
        return undefined
      }
      const { id, method, params } = frame.data
      const handler = methods[method]
      if (!handler) return { id, jsonrpc: '2.0', error: { code: -32601, message: `Method not found: ${method}` } }
      try {
        const result = handler(peer, params)
        log(`relay ${method} ${peer.clientId.slice(-8)}`)
        return { id, jsonrpc: '2.0', result }
      } catch (error) {
        const code = error instanceof RpcError ? error.code : -32603
        return { id, jsonrpc: '2.0', error: { code, message: error instanceof Error ? error.message : 'Internal error' } }
      }
    },
    detach(peer: Peer): void {
      for (const topic of peer.subscriptions.keys()) drop(peer, topic)
      peer.inflight.clear()
    },
  }
}

export type RelayHub = ReturnType<typeof createRelayHub>
