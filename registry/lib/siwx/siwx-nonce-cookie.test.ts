import { describe, expect, test } from 'vitest'
import { SiwxSessionInvalidError } from '@/registry/lib/errors/siwx-errors'
import { checkSiwxNonce, issueSiwxNonce, siwxNonceCookieName, siwxNonceLifetimeMs } from './siwx-nonce-cookie'

const secret = 's'.repeat(40)
const t0 = Date.parse('2026-01-01T00:00:00.000Z')
const at = (ms: number) => new Date(t0 + ms).toISOString()

async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(SiwxSessionInvalidError)
  return (error as SiwxSessionInvalidError).details
}

describe('issueSiwxNonce / checkSiwxNonce', () => {
  test('default: a 24-character alphanumeric nonce, sealed with its issue time, accepted for the message that carries it', async () => {
    expect(siwxNonceCookieName).toBe('walletkit_siwx_nonce')
    expect(siwxNonceLifetimeMs).toBe(300_000)
    const { nonce, cookie, expiresAt } = await issueSiwxNonce({ secret, now: t0 })
    expect(nonce).toMatch(/^[A-Za-z0-9]{24}$/)
    expect(cookie.startsWith(`${nonce}.${t0}.`)).toBe(true)
    expect(expiresAt).toBe(t0 + 300_000)
    expect(await checkSiwxNonce({ cookie, data: { nonce, issuedAt: at(1_000) }, secret, now: t0 + 2_000 })).toEqual({
      expiresAt: t0 + 300_000,
    })
    const other = await issueSiwxNonce({ secret, now: t0 })
    expect(other.nonce).not.toBe(nonce)
  })

  test('behavior: refused with the reason: no cookie, a self-chosen nonce, another browser’s nonce, a forged cookie, an expired nonce, a message issued before its nonce or in the future', async () => {
    const mine = await issueSiwxNonce({ secret, now: t0 })
    const theirs = await issueSiwxNonce({ secret, now: t0 })
    const data = { nonce: mine.nonce, issuedAt: at(1_000) }
    const check = (cookie: string | undefined, d = data, now = t0 + 2_000) => checkSiwxNonce({ cookie, data: d, secret, now })
    expect(await refusal(check(undefined))).toBe('no sign-in nonce was issued to this browser (ask for one first)')
    expect(await refusal(check(mine.cookie, { ...data, nonce: 'ChosenByThePage1' }))).toBe('the nonce was not issued to this browser')
    expect(await refusal(check(theirs.cookie))).toBe('the nonce was not issued to this browser')
    expect(await refusal(check(`${mine.nonce}.${t0}.${'A'.repeat(43)}`))).toBe('the nonce cookie was not issued by this server')
    expect(await refusal(checkSiwxNonce({ cookie: mine.cookie, data, secret: 'x'.repeat(40), now: t0 }))).toBe(
      'the nonce cookie was not issued by this server',
    )
    expect(await refusal(check(mine.cookie, data, t0 + 300_000))).toBe('the nonce has expired')
    expect(await refusal(check(mine.cookie, { ...data, issuedAt: at(-3_600_000) }))).toBe('the message was issued before its nonce')
    expect(await refusal(check(mine.cookie, { ...data, issuedAt: 'yesterday' }))).toBe('the message was issued before its nonce')
    expect(await refusal(check(mine.cookie, { ...data, issuedAt: at(120_000) }))).toBe('the message is issued in the future')
  })

  test('behavior: a minute of clock skew between browser and server is allowed either way', async () => {
    const { nonce, cookie } = await issueSiwxNonce({ secret, now: t0 })
    await checkSiwxNonce({ cookie, data: { nonce, issuedAt: at(-59_000) }, secret, now: t0 })
    await checkSiwxNonce({ cookie, data: { nonce, issuedAt: at(59_000) }, secret, now: t0 })
  })
})
