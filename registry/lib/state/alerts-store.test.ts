import { describe, expect, test } from 'vitest'
import { createAlerts } from './alerts-store'

describe('alerts', () => {
  test('behavior: each kind is raised once per session', () => {
    const alerts = createAlerts()
    const alert = { kind: 'switch-network-not-found', message: 'Network Not Found', variant: 'error' } as const
    expect(alerts.raise(alert)).toBe(true)
    alerts.dismiss()
    expect(alerts.raise(alert)).toBe(false)
    expect(alerts.store.getState().current).toBeUndefined()
  })

  test('behavior: different kinds each show', () => {
    const alerts = createAlerts()
    alerts.raise({ kind: 'a', message: 'A', variant: 'info' })
    alerts.raise({ kind: 'b', message: 'B', variant: 'info' })
    expect(alerts.store.getState()).toMatchObject({ current: { kind: 'b' }, raised: ['a', 'b'] })
  })
})
