import { ProviderDisconnectedError, SwitchChainError, UserRejectedRequestError } from 'viem'
import { describe, expect, test } from 'vitest'
import { alerts } from './alerts'
import { toWalletProviderAlert } from './to-wallet-provider-alert'

describe('alerts', () => {
  test('default: every alert has a unique code, a title and an actionable description', () => {
    const list = Object.values(alerts)
    expect(new Set(list.map((alert) => alert.code)).size).toBe(list.length)
    for (const alert of list) {
      expect(alert.title.length, alert.code).toBeGreaterThan(3)
      expect(alert.description.length, alert.code).toBeGreaterThan(20)
    }
  })

  test('parameters: the SPEC titles', () => {
    expect(alerts.invalidAppConfiguration.title).toBe('Invalid App Configuration')
    expect(alerts.networkNotFound.title).toBe('Network Not Found')
    expect(alerts.sessionExpired.title).toBe('Session Expired')
    expect(alerts.projectIdNotConfigured.title).toBe('Project ID Not Configured')
  })
})

describe('toWalletProviderAlert', () => {
  test('default: viem provider errors map by their EIP-1193 code', () => {
    expect(toWalletProviderAlert(new UserRejectedRequestError(new Error('no')))).toBe(alerts.userRejectedRequest)
    expect(toWalletProviderAlert(new ProviderDisconnectedError(new Error('gone')))).toBe(alerts.walletDisconnected)
    expect(toWalletProviderAlert(new SwitchChainError(new Error('x')))).toBe(alerts.walletUnrecognizedChain)
  })

  test('behavior: plain objects and wrapped causes map too', () => {
    expect(toWalletProviderAlert({ code: 4100, message: 'unauthorized' })).toBe(alerts.walletUnauthorized)
    expect(toWalletProviderAlert(new Error('outer', { cause: { code: 4200 } }))).toBe(alerts.walletMethodUnsupported)
    expect(toWalletProviderAlert({ code: 4901 })).toBe(alerts.walletChainDisconnected)
  })

  test('behavior: non-provider errors give no alert', () => {
    expect(toWalletProviderAlert(new Error('x'))).toBeUndefined()
    expect(toWalletProviderAlert({ code: -32000 })).toBeUndefined()
    expect(toWalletProviderAlert(null)).toBeUndefined()
  })
})
