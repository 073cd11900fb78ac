import { describe, expect, test } from 'vitest'
import { createMailbox } from './mailbox'

function setup() {
  let time = 1_000
  const mailbox = createMailbox(() => time)
  const put = (message: string, ttlSeconds = 300) =>
    mailbox.put({ topic: 't', message, ttlSeconds, tag: 1100, attestation: undefined, publisher: 'dapp' })
  return { mailbox, put, advance: (ms: number) => void (time += ms) }
}

describe('createMailbox', () => {
  test('behavior: a peer that subscribes later still gets the message, the publisher never does', () => {
    const { mailbox, put } = setup()
    put('hello')
    expect(mailbox.pendingFor('t', 'wallet').map((entry) => entry.message)).toEqual(['hello'])
    expect(mailbox.pendingFor('t', 'dapp')).toEqual([])
  })

  test('behavior: an acknowledged message is not pending for that peer any more', () => {
    const { mailbox, put } = setup()
    put('hello').acked.add('wallet')
    expect(mailbox.pendingFor('t', 'wallet')).toEqual([])
  })

  test('behavior: messages expire after their TTL', () => {
    const { mailbox, put, advance } = setup()
    put('short', 30)
    put('long', 300)
    advance(30_000)
    expect(mailbox.pendingFor('t', 'wallet').map((entry) => entry.message)).toEqual(['long'])
    advance(270_000)
    expect(mailbox.size()).toBe(0)
  })

  test('behavior: a retried publish is stored once', () => {
    const { mailbox, put } = setup()
    expect(put('hello')).toBe(put('hello'))
    expect(mailbox.size()).toBe(1)
  })
})
