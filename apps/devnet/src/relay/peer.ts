import { createHash } from 'node:crypto'
import type { StoredMessage } from './mailbox'

/** The relay's view of one connected socket. */
export type Peer = {
  clientId: string
  /** topic -> subscription id */
  subscriptions: Map<string, string>
  /** Outgoing irn_subscription request id -> the message it carries, until the client acks. */
  inflight: Map<number, StoredMessage>
  send(frame: unknown): void
}

// Clients compute the same id (sha256 of topic + client id) and ignore a different one only in logs;
// matching it keeps their subscription bookkeeping consistent with ours.
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId, 'utf8')
    .digest('hex')
}

let nextDeliveryId = 1

/** Sends `entry` to `peer` as an irn_subscription request unless it is already on its way. */
export function deliver(peer: Peer, entry: StoredMessage): void {
  const subId = peer.subscriptions.get(entry.topic)
  if (subId === undefined || entry.acked.has(peer.clientId)) return
  for (const pending of peer.inflight.values()) if (pending === entry) return
  const id = Date.now() * 1000 + (nextDeliveryId++ % 1000)
  peer.inflight.set(id, entry)
  peer.send({
    id,
    jsonrpc: '2.0',
    method: 'irn_subscription',
    params: {
      id: subId,
      data: {
        topic: entry.topic,
        message: entry.message,
        publishedAt: entry.publishedAt,
        ...(entry.tag === undefined ? {} : { tag: entry.tag }),
        ...(entry.attestation === undefined ? {} : { attestation: entry.attestation }),
      },
    },
  })
}
