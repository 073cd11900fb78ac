import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { FrameMessageInvalidError } from '@/registry/lib/errors/frame'
import { appMessageSchemas } from '@/registry/lib/frame/schemas/app-messages'
import { frameErrorNames, frameSuccessSchemas } from '@/registry/lib/frame/schemas/frame-messages'
import { parseAppMessage, parseFrameMessage } from '@/registry/lib/frame/schemas/parse'
import { appSpecs, frameErrorSpecTypes, frameSpecs, invalidMessage, validMessage } from './test/arbitraries'

const RUNS = 10_000
const frameAll = [...frameSpecs, ...frameErrorSpecTypes]

function rejects(parse: (input: unknown) => unknown, input: unknown): boolean {
  try {
    parse(input)
    return false
  } catch (error) {
    if (error instanceof FrameMessageInvalidError) return true
    throw error
  }
}

describe('coverage', () => {
  test('behavior: the generators cover every schema of both directions', () => {
    expect(appSpecs.map((s) => `@w3m-app/${s.type}`).sort()).toEqual(appMessageSchemas.map((s) => s.shape.type.value).sort())
    const frameTypes = [...frameSuccessSchemas.map((s) => s.shape.type.value), ...frameErrorNames.map((n) => `@w3m-frame/${n}_ERROR`)]
    expect(frameAll.map((s) => `@w3m-frame/${s.type}`).sort()).toEqual(frameTypes.sort())
  })
})

describe('app -> frame', () => {
  test('behavior: every message has an accepted and a rejected example', () => {
    for (const spec of appSpecs) {
      const [valid] = fc.sample(validMessage('@w3m-app/', [spec]), { numRuns: 1, seed: 1 })
      expect(parseAppMessage(valid).type).toBe(`@w3m-app/${spec.type}`)
      const [invalid] = fc.sample(invalidMessage('@w3m-app/', [spec], '@w3m-frame/'), { numRuns: 1, seed: 1 })
      expect(rejects(parseAppMessage, invalid), JSON.stringify(invalid)).toBe(true)
    }
  })

  test('behavior: 10,000 valid messages are accepted unchanged', () => {
    fc.assert(
      fc.property(validMessage('@w3m-app/', appSpecs), (msg) => {
        expect(parseAppMessage(msg)).toEqual(msg)
      }),
      { numRuns: RUNS },
    )
  })

  test('behavior: 10,000 invalid messages are all rejected with FrameMessageInvalidError', () => {
    fc.assert(
      fc.property(invalidMessage('@w3m-app/', appSpecs, '@w3m-frame/'), (msg) => rejects(parseAppMessage, msg)),
      { numRuns: RUNS },
    )
  })

  test('behavior: 10,000 arbitrary values never crash the parser', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(rejects(parseAppMessage, value)).toBe(true)
      }),
      { numRuns: RUNS },
    )
  })
})

describe('frame -> app', () => {
  test('behavior: every message has an accepted and a rejected example', () => {
    for (const spec of frameAll) {
      const [valid] = fc.sample(validMessage('@w3m-frame/', [spec]), { numRuns: 1, seed: 2 })
      expect(parseFrameMessage(valid).type).toBe(`@w3m-frame/${spec.type}`)
      const invalid = spec.breakers.length
        ? fc.sample(invalidMessage('@w3m-frame/', [spec], '@w3m-app/'), { numRuns: 1, seed: 2 })[0]
        : { type: `@w3m-frame/${spec.type}`, id: 1 }
      expect(rejects(parseFrameMessage, invalid), JSON.stringify(invalid)).toBe(true)
    }
  })

  test('behavior: 10,000 valid messages are accepted', () => {
    fc.assert(
      fc.property(validMessage('@w3m-frame/', frameAll), (msg) => {
        expect(parseFrameMessage(msg).type).toBe(msg.type)
      }),
      { numRuns: RUNS },
    )
  })

  test('behavior: 10,000 invalid messages are all rejected with FrameMessageInvalidError', () => {
    fc.assert(
      fc.property(invalidMessage('@w3m-frame/', frameAll, '@w3m-app/'), (msg) => rejects(parseFrameMessage, msg)),
      { numRuns: RUNS },
    )
  })

  test('behavior: 10,000 arbitrary values never crash the parser', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(rejects(parseFrameMessage, value)).toBe(true)
      }),
      { numRuns: RUNS },
    )
  })
})

describe('SPEC §7 frame messages', () => {
  test('behavior: each message SPEC §7 lists is accepted with its payload, and each is a schema of its own', () => {
    const listed: Array<[string, unknown]> = [
      ['SWITCH_NETWORK', { chainId: 'eip155:1' }],
      ['CONNECT_EMAIL', { email: 'a@b.dev' }],
      ['CONNECT_DEVICE', undefined],
      ['CONNECT_OTP', { otp: '123456' }],
      ['CONNECT_SOCIAL', { uri: 'https://app.test/?code=1' }],
      ['GET_FARCASTER_URI', undefined],
      ['CONNECT_FARCASTER', undefined],
      ['GET_USER', { chainId: 1 }],
      ['GET_USER', { chainId: 'eip155:1', preferredAccountType: 'smartAccount' }],
      ['GET_SOCIAL_REDIRECT_URI', { provider: 'google' }],
      ['SIGN_OUT', undefined],
      ['IS_CONNECTED', undefined],
      ['IS_CONNECTED', { token: 't' }],
      ['GET_CHAIN_ID', undefined],
      ['GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined],
      ['INIT_SMART_ACCOUNT', undefined],
      ['SET_PREFERRED_ACCOUNT', { type: 'eoa' }],
      ['RPC_REQUEST', { method: 'eth_chainId', params: [] }],
      // API.md §5 names UPDATE_EMAIL's field `email` (SPEC's {newEmail} is the value it carries).
      ['UPDATE_EMAIL', { email: 'new@b.dev' }],
      ['UPDATE_EMAIL_PRIMARY_OTP', { otp: '111111' }],
      ['UPDATE_EMAIL_SECONDARY_OTP', { otp: '222222' }],
      ['SYNC_THEME', { themeMode: 'dark', themeVariables: {}, w3mThemeVariables: {} }],
      ['SYNC_DAPP_DATA', { projectId: 'p' }],
      ['RELOAD', undefined],
    ]
    for (const [name, payload] of listed) {
      const type = `@w3m-app/${name}`
      expect(parseAppMessage({ type, id: 'r1', payload }), type).toMatchObject({ type, id: 'r1' })
    }
    const types = new Set<string>(appMessageSchemas.map((s) => s.shape.type.value))
    for (const [name] of listed) expect(types.has(`@w3m-app/${name}`), name).toBe(true)
  })
})

describe('SPEC §5 rules', () => {
  test('parameters: provider enum', () => {
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord'])
      expect(parseAppMessage({ type: '@w3m-app/GET_SOCIAL_REDIRECT_URI', payload: { provider } }).type).toBeDefined()
    expect(rejects(parseAppMessage, { type: '@w3m-app/GET_SOCIAL_REDIRECT_URI', payload: { provider: 'telegram' } })).toBe(true)
  })

  test('parameters: send-calls payload', () => {
    const send = (call: unknown) => ({
      type: '@w3m-app/RPC_REQUEST',
      id: 'a',
      payload: { method: 'wallet_sendCalls', params: [{ calls: [call] }] },
    })
    expect(parseAppMessage(send({ to: '0xab', data: '0x', value: '0x1' })).id).toBe('a')
    expect(rejects(parseAppMessage, send({ to: 'ab' }))).toBe(true)
    expect(rejects(parseAppMessage, send({ to: '0xab', data: 'zz' }))).toBe(true)
    expect(rejects(parseAppMessage, send({ to: '0xab', value: 1 }))).toBe(true)
  })

  test('parameters: preflight commitment enum', () => {
    const signAndSend = (preflightCommitment: string) => ({
      type: '@w3m-app/RPC_REQUEST',
      payload: { method: 'solana_signAndSendTransaction', params: { transaction: 'AA', options: { preflightCommitment } } },
    })
    for (const commitment of ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])
      expect(parseAppMessage(signAndSend(commitment)).payload, commitment).toBeDefined()
    for (const commitment of ['fast', 'Confirmed', '']) expect(rejects(parseAppMessage, signAndSend(commitment)), commitment).toBe(true)
  })

  test('parameters: e-mail format and OTP string', () => {
    expect(rejects(parseAppMessage, { type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'not-an-email' } })).toBe(true)
    expect(rejects(parseAppMessage, { type: '@w3m-app/CONNECT_OTP', payload: { otp: 123456 } })).toBe(true)
  })

  test('behavior: unknown fields are dropped, not fatal', () => {
    expect(parseFrameMessage({ type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: true, extra: 1 }, more: 2 })).toEqual({
      type: '@w3m-frame/IS_CONNECTED_SUCCESS',
      payload: { isConnected: true },
    })
  })
})
