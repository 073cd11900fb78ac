import { describe, expect, test } from 'vitest'
import { createRelayHub } from './hub'
import { MAILBOX_LIMITS } from './mailbox'
import type { Peer } from './peer'

function peer(clientId: string) {
  const sent: Array<Record<string, unknown>> = []
  const value: Peer = {
    clientId,
    subscriptions: new Map(),
    inflight: new Map(),
    send: (frame) => sent.push(frame as Record<string, unknown>),
  }
  return { peer: value, sent }
}

const call = (method: string, params: unknown, id = 1) => ({ id, jsonrpc: '2.0', method, params })
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const deliveries = (sent: Array<Record<string, unknown>>) => sent.filter((frame) => frame.method === 'irn_subscription')

describe('createRelayHub', () => {
  test('behavior: a publish reaches subscribers of the topic, not the publisher', async () => {
    const hub = createRelayHub()
    const a = peer('did:key:a')
    const b = peer('did:key:b')
    hub.handle(a.peer, call('irn_subscribe', { topic: 't' }))
    hub.handle(b.peer, call('irn_subscribe', { topic: 't' }))
    expect(hub.handle(a.peer, call('irn_publish', { topic: 't', message: 'm1', ttl: 300, tag: 1 }, 2))).toEqual({
      id: 2,
      jsonrpc: '2.0',
      result: true,
    })
    await flush()
    expect(deliveries(a.sent)).toEqual([])
    expect(deliveries(b.sent)).toMatchObject([
      { params: { id: b.peer.subscriptions.get('t'), data: { topic: 't', message: 'm1', tag: 1 } } },
    ])
  })

  test('behavior: a late subscriber gets stored messages; an unacked one is delivered again after reconnect, an acked one is not', async () => {
    const hub = createRelayHub()
    const a = peer('did:key:a')
    hub.handle(a.peer, call('irn_publish', { topic: 't', message: 'm1', ttl: 300 }))
    const first = peer('did:key:b')
    hub.handle(first.peer, call('irn_subscribe', { topic: 't' }))
    await flush()
    expect(deliveries(first.sent)).toHaveLength(1)
    hub.detach(first.peer)

    const second = peer('did:key:b')
    hub.handle(second.peer, call('irn_batchSubscribe', { topics: ['t'] }))
    await flush()
    const [delivery] = deliveries(second.sent)
    expect(delivery).toBeDefined()
    hub.handle(second.peer, { id: delivery!.id, jsonrpc: '2.0', result: true })
    hub.detach(second.peer)

    const third = peer('did:key:b')
    hub.handle(third.peer, call('irn_subscribe', { topic: 't' }))
    await flush()
    expect(deliveries(third.sent)).toEqual([])
  })

  test('behavior: wc_proposeSession subscribes the proposer; wc_approveSession routes both halves', async () => {
    const hub = createRelayHub()
    const dapp = peer('did:key:dapp')
    const wallet = peer('did:key:wallet')
    hub.handle(dapp.peer, call('wc_proposeSession', { pairingTopic: 'p', sessionProposal: 'proposal', ttl: 300 }))
    hub.handle(wallet.peer, call('irn_subscribe', { topic: 'p' }))
    await flush()
    expect(deliveries(wallet.sent)).toMatchObject([{ params: { data: { topic: 'p', message: 'proposal', tag: 1100 } } }])
    hub.handle(
      wallet.peer,
      call('wc_approveSession', {
        pairingTopic: 'p',
        sessionTopic: 's',
        sessionProposalResponse: 'response',
        sessionSettlementRequest: 'settle',
        ttl: 300,
      }),
    )
    await flush()
    expect(deliveries(dapp.sent)).toMatchObject([{ params: { data: { topic: 'p', message: 'response', tag: 1101 } } }])
    // The dapp subscribes to the session topic only after reading the response; the settle waits for it.
    const fetched = hub.handle(dapp.peer, call('irn_batchFetchMessages', { topics: ['s'] }))
    expect(fetched).toMatchObject({ result: { messages: [{ topic: 's', message: 'settle', tag: 1102 }], hasMore: false } })
  })

  test('behavior: bad params and unknown methods get JSON-RPC errors', () => {
    const hub = createRelayHub()
    const a = peer('did:key:a')
    expect(hub.handle(a.peer, call('irn_publish', { topic: 't' }))).toMatchObject({ error: { code: -32602 } })
    expect(hub.handle(a.peer, call('irn_nope', {}))).toMatchObject({ error: { code: -32601 } })
    expect(hub.handle(a.peer, { hello: 'world' })).toMatchObject({ error: { code: -32600 } })
  })

  test('behavior: a message longer than the mailbox holds is invalid params, and nothing is stored (issue 32)', () => {
    const hub = createRelayHub()
    const a = peer('did:key:a')
    const reply = hub.handle(a.peer, call('irn_publish', { topic: 't', message: 'x'.repeat(MAILBOX_LIMITS.messageChars + 1), ttl: 300 }))
    expect(reply).toMatchObject({ error: { code: -32602 } })
    expect(hub.mailbox.size()).toBe(0)
  })
})
