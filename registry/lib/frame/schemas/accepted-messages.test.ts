import { describe, expect, test } from 'vitest'
import { FrameMessageInvalidError } from '@/registry/lib/errors/frame'
import { acceptAppMessage, acceptFrameMessage, parseAppMessage, parseFrameMessage } from '@/registry/lib/frame/schemas/parse'

// API.md §5 "Where the real schema is looser": each looser shape is accepted where it arrives,
// and the strict parser (what walletkit sends) still refuses it.

const refuses = (parse: (input: unknown) => unknown, input: unknown) => expect(() => parse(input)).toThrow(FrameMessageInvalidError)
const social = (email: unknown) => ({
  type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS',
  id: 'a',
  payload: { email, address: '0x1', chainId: 'eip155:1', userName: 'alice' },
})

describe('frame -> app, accepted', () => {
  test('parameters: CONNECT_SOCIAL_SUCCESS.email may be any string or null', () => {
    for (const email of ['', 'alice', 'not an e-mail', null]) {
      expect(acceptFrameMessage(social(email))).toMatchObject({ payload: { email, userName: 'alice' } })
    }
    refuses(parseFrameMessage, social(''))
    refuses(acceptFrameMessage, social(3))
  })

  test('parameters: GET_USER_SUCCESS.email is still checked', () => {
    refuses(acceptFrameMessage, { type: '@w3m-frame/GET_USER_SUCCESS', payload: { email: 'alice', address: '0x1', chainId: 1 } })
  })

  test('parameters: a "none" reply may carry any payload or null, which is dropped', () => {
    for (const type of [
      'CONNECT_DEVICE_SUCCESS',
      'CONNECT_OTP_SUCCESS',
      'SIGN_OUT_SUCCESS',
      'UPDATE_EMAIL_PRIMARY_OTP_SUCCESS',
      'SYNC_THEME_SUCCESS',
      'SYNC_DAPP_DATA_SUCCESS',
      'RELOAD_SUCCESS',
      'RPC_ABORT_SUCCESS',
    ]) {
      for (const payload of [null, 'done', 42, [1], { extra: true }]) {
        expect(acceptFrameMessage({ type: `@w3m-frame/${type}`, id: 'x', payload })).toEqual({
          type: `@w3m-frame/${type}`,
          id: 'x',
          payload: undefined,
        })
      }
      expect(acceptFrameMessage({ type: `@w3m-frame/${type}`, id: 'x' }).type).toBe(`@w3m-frame/${type}`)
    }
    refuses(parseFrameMessage, { type: '@w3m-frame/SIGN_OUT_SUCCESS', payload: null })
  })

  test('parameters: RPC_REQUEST_SUCCESS may omit the payload key', () => {
    expect(acceptFrameMessage({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: 'r' })).toEqual({
      type: '@w3m-frame/RPC_REQUEST_SUCCESS',
      id: 'r',
    })
    expect(acceptFrameMessage({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: 'r', payload: null })).toMatchObject({ payload: null })
  })

  test('parameters: READY with no payload, null or { version }', () => {
    expect(acceptFrameMessage({ type: '@w3m-frame/READY' }).type).toBe('@w3m-frame/READY')
    expect(acceptFrameMessage({ type: '@w3m-frame/READY', payload: null })).toEqual({ type: '@w3m-frame/READY', payload: undefined })
    expect(acceptFrameMessage({ type: '@w3m-frame/READY', payload: { version: '4' } })).toMatchObject({ payload: { version: '4' } })
    refuses(acceptFrameMessage, { type: '@w3m-frame/READY', payload: { version: 4 } })
  })

  test('behavior: an _ERROR still needs { message }', () => {
    refuses(acceptFrameMessage, { type: '@w3m-frame/RPC_REQUEST_ERROR', id: 'r', payload: null })
  })
})

describe('app -> frame, accepted', () => {
  const sendCalls = (params: unknown) => ({ type: '@w3m-app/RPC_REQUEST', id: 's', payload: { method: 'wallet_sendCalls', params } })

  test('parameters: SYNC_DAPP_DATA.sdkType may be any string', () => {
    const message = { type: '@w3m-app/SYNC_DAPP_DATA', payload: { projectId: 'p', sdkType: 'react-walletkit' } }
    expect(acceptAppMessage(message)).toMatchObject({ payload: { sdkType: 'react-walletkit' } })
    refuses(parseAppMessage, message)
  })

  test('parameters: SYNC_DAPP_DATA.locale is sent canonical; the frame takes any readable tag and drops the rest', () => {
    const dappData = (locale: unknown) => ({
      type: '@w3m-app/SYNC_DAPP_DATA',
      id: 'd',
      payload: { projectId: 'p', sdkType: 'appkit', locale },
    })
    expect(parseAppMessage(dappData('pt-BR'))).toMatchObject({ payload: { locale: 'pt-BR' } })
    refuses(parseAppMessage, dappData('pt-br'))
    refuses(parseAppMessage, dappData('pt_BR'))
    expect(acceptAppMessage(dappData('pt-br'))).toMatchObject({ payload: { projectId: 'p', locale: 'pt-BR' } })
    expect(acceptAppMessage(dappData('ZH-hant-tw'))).toMatchObject({ payload: { locale: 'zh-Hant-TW' } })
    // A bad locale never costs the app its other data, nor the frame its reply: it reads as none (English).
    for (const bad of ['pt_BR', '', 'x'.repeat(65), 42, { tag: 'de' }, null]) {
      const accepted = acceptAppMessage(dappData(bad))
      expect(accepted, JSON.stringify(bad)).toMatchObject({ type: '@w3m-app/SYNC_DAPP_DATA', payload: { projectId: 'p' } })
      expect((accepted.payload as { locale?: unknown }).locale).toBeUndefined()
    }
  })

  test('parameters: a wallet_sendCalls batch chainId may be a string or a number, and params may hold several batches', () => {
    const batch = (chainId: unknown) => ({ calls: [{ to: '0xab', value: '0x1' }], chainId })
    expect(acceptAppMessage(sendCalls([batch(31337)]))).toMatchObject({ payload: { params: [{ chainId: 31337 }] } })
    expect(acceptAppMessage(sendCalls([batch('0x7a69'), batch(1)]))).toMatchObject({
      payload: { params: [{ chainId: '0x7a69' }, { chainId: 1 }] },
    })
    refuses(parseAppMessage, sendCalls([batch(31337)]))
    refuses(acceptAppMessage, sendCalls([]))
    refuses(acceptAppMessage, sendCalls([batch(true)]))
  })

  test('parameters: SYNC_THEME values are string|number (themeVariables) and string (w3mThemeVariables)', () => {
    const theme = (payload: unknown) => ({ type: '@w3m-app/SYNC_THEME', payload })
    const ok = {
      themeMode: 'dark',
      themeVariables: { '--w3m-font-size-master': 10, '--w3m-accent': '#3b82f6' },
      w3mThemeVariables: { '--w3m-accent': '#3b82f6' },
    }
    expect(parseAppMessage(theme(ok))).toMatchObject({ payload: ok })
    expect(acceptAppMessage(theme(ok))).toMatchObject({ payload: ok })
    refuses(acceptAppMessage, theme({ themeVariables: { accent: true } }))
    refuses(acceptAppMessage, theme({ w3mThemeVariables: { accent: 1 } }))
  })

  test('parameters: IS_CONNECTED is sent with a token or no payload, and accepted with an empty one', () => {
    expect(parseAppMessage({ type: '@w3m-app/IS_CONNECTED', payload: { token: 't' } }).type).toBe('@w3m-app/IS_CONNECTED')
    refuses(parseAppMessage, { type: '@w3m-app/IS_CONNECTED', payload: {} })
    expect(acceptAppMessage({ type: '@w3m-app/IS_CONNECTED', payload: {} })).toMatchObject({ payload: {} })
  })
})
