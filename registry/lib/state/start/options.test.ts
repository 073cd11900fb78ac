import { describe, expect, test } from 'vitest'
import { createAlerts } from '../modal/alerts-store'
import { SiweAndSiwxConflictError } from './errors'
import { defaultFeatures, defaultSocials, getConnectMethodsOrder, resolveFeatures } from './options'
import { createOptions } from './options-store'
import type { PlatformDetector } from '../embedded/social-platform'

const desktop: PlatformDetector = { isTelegram: () => false, os: () => 'other', isMobile: () => false }

describe('options', () => {
  test('behavior: a missing projectId raises the project-id-not-configured alert', () => {
    const alerts = createAlerts()
    createOptions({}, { alerts, platform: desktop })
    expect(alerts.store.getState().current).toMatchObject({ kind: 'ALERT_PROJECT_ID_NOT_CONFIGURED', message: 'Project ID Not Configured' })
  })

  test('behavior: a configured projectId raises nothing', () => {
    const alerts = createAlerts()
    createOptions({ projectId: 'p' }, { alerts, platform: desktop })
    expect(alerts.store.getState().current).toBeUndefined()
  })

  test('behavior: siweConfig together with siwx throws', () => {
    const create = () => createOptions({ projectId: 'p', siweConfig: {}, siwx: {} }, { alerts: createAlerts(), platform: desktop })
    expect(create).toThrow(SiweAndSiwxConflictError)
    expect(create).toThrow('Cannot set both `siweConfig` and `siwx` options')
  })

  test('behavior: connect-method order is wallet, email, social when injected or announced wallets exist', () => {
    expect(getConnectMethodsOrder({ hasInjectedOrAnnounced: true })).toEqual(['wallet', 'email', 'social'])
  })

  test('behavior: connect-method order is email, social, wallet otherwise', () => {
    expect(getConnectMethodsOrder({ hasInjectedOrAnnounced: false })).toEqual(['email', 'social', 'wallet'])
  })

  test('behavior: a configured connect-method order overrides', () => {
    const options = createOptions(
      { projectId: 'p', features: { connectMethodsOrder: ['social', 'wallet'] } },
      { alerts: createAlerts(), platform: desktop },
    )
    expect(options.connectMethodsOrder(true)).toEqual(['social', 'wallet'])
  })

  test('default: features swaps, onramp, receive, send on, with email, socials and history', () => {
    expect(resolveFeatures(undefined)).toEqual(defaultFeatures)
    expect(defaultFeatures).toMatchObject({ swaps: true, onramp: true, receive: true, send: true, email: true, history: true })
  })

  test('default: socials google, x, discord, farcaster, github, apple, facebook', () => {
    expect(defaultSocials).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  test('parameters: features merge over the defaults', () => {
    expect(resolveFeatures({ swaps: false, onramp: undefined })).toMatchObject({ swaps: false, onramp: true, send: true })
  })

  test('default: network switching enabled and sdk type appkit', () => {
    const options = createOptions({ projectId: 'p' }, { alerts: createAlerts(), platform: desktop })
    expect(options.store.getState()).toMatchObject({ enableNetworkSwitch: true, sdkType: 'appkit' })
  })

  test('parameters: socials false hides social login', () => {
    const options = createOptions({ projectId: 'p', features: { socials: false } }, { alerts: createAlerts(), platform: desktop })
    expect(options.store.getState().socials).toEqual([])
  })

  test('behavior: setFeatures re-applies the platform filter', () => {
    const telegramIos: PlatformDetector = { isTelegram: () => true, os: () => 'ios', isMobile: () => true }
    const options = createOptions({ projectId: 'p' }, { alerts: createAlerts(), platform: telegramIos })
    options.setFeatures({ socials: ['google', 'github'] })
    expect(options.store.getState().socials).toEqual(['github'])
  })

  test('parameters: pendingTransactionsPolling is off by default (SPEC §9), 30000 ms when true, or the given interval', () => {
    const polling = (pendingTransactionsPolling?: boolean | { intervalMs: number }) =>
      createOptions({ projectId: 'p', pendingTransactionsPolling }, { alerts: createAlerts(), platform: desktop }).store.getState()
        .pendingTransactionsPollingMs
    expect(polling()).toBe(false)
    expect(polling(false)).toBe(false)
    expect(polling(true)).toBe(30_000)
    expect(polling({ intervalMs: 5_000 })).toBe(5_000)
  })
})
