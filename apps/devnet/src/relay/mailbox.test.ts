import { describe, expect, test } from 'vitest'
import { createMailbox, MAILBOX_LIMITS } from './mailbox'

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

  // Issue 32: the store grew with every topic and message a client published, for as long as
  // each message's own TTL said (any number of seconds).
  test('behavior: a topic keeps only its newest messages', () => {
    const { mailbox, put } = setup()
    for (let i = 0; i < MAILBOX_LIMITS.messagesPerTopic + 50; i++) put(`m${i}`)
    const kept = mailbox.pendingFor('t', 'wallet').map((entry) => entry.message)
    expect(kept.length).toBe(MAILBOX_LIMITS.messagesPerTopic)
    expect(kept.at(-1)).toBe(`m${MAILBOX_LIMITS.messagesPerTopic + 49}`)
  })

  test('behavior: the oldest topics give way once too many are held, or too many characters', () => {
    let time = 1_000
    const mailbox = createMailbox(() => time++)
    const put = (topic: string, message: string) =>
      mailbox.put({ topic, message, ttlSeconds: 86_400, tag: 1, attestation: undefined, publisher: 'dapp' })
    for (let i = 0; i < MAILBOX_LIMITS.topics + 10; i++) put(`topic-${i}`, `m${i}`)
    expect(mailbox.topicCount()).toBe(MAILBOX_LIMITS.topics)
    expect(mailbox.pendingFor('topic-0', 'wallet')).toEqual([])
    expect(mailbox.pendingFor(`topic-${MAILBOX_LIMITS.topics + 9}`, 'wallet').length).toBe(1)
    const big = 'x'.repeat(MAILBOX_LIMITS.messageChars)
    for (let i = 0; i < Math.ceil(MAILBOX_LIMITS.storedChars / MAILBOX_LIMITS.messageChars) + 5; i++)
      put(`big-${i}`, `${i}${big.slice(String(i).length)}`)
    expect(mailbox.storedChars()).toBeLessThanOrEqual(MAILBOX_LIMITS.storedChars)
  })

  test('behavior: a TTL longer than the limit is cut to it', () => {
    const { put } = setup()
    const entry = put('forever', 10 ** 9)
    expect(entry.expiresAt - entry.publishedAt).toBe(MAILBOX_LIMITS.ttlSeconds * 1000)
  })
})
