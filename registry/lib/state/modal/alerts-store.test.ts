import { describe, expect, test } from 'vitest'
import { alerts as catalogue } from '@/registry/lib/errors/alerts'
import { catalogueAlert, createAlerts } from './alerts-store'

describe('alerts', () => {
  test('behavior: each kind is raised once per session', () => {
    const alerts = createAlerts()
    const alert = catalogueAlert(catalogue.switchNetworkNotFound)
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
