import { createStore } from 'zustand/vanilla'
import type { Alert as CatalogueAlert } from '@/registry/lib/errors/alerts'

export type AlertVariant = 'error' | 'warning' | 'info' | 'success'
/** An alert the modal shows as a banner; `kind` is the stable id of the SPEC §8 alert. */
export type Alert = { kind: string; message: string; description?: string | undefined; variant: AlertVariant }

/** An alert of the SPEC §8 catalogue (lib/errors/alerts) in the store's shape. */
export function catalogueAlert(entry: CatalogueAlert): Alert {
  return { kind: entry.code, message: entry.title, description: entry.description, variant: entry.severity }
}

export type AlertsState = {
  current: Alert | undefined
  /** Kinds already raised this session: each kind is shown once (SPEC §8). */
  raised: readonly string[]
}

/**
 * Session alerts: a kind raised a second time is ignored so a misconfigured host does not
 * flood the user.
 *
 * @example
 * alerts.raise(catalogueAlert(alerts.projectIdNotConfigured))
 */
export function createAlerts() {
  const store = createStore<AlertsState>()(() => ({ current: undefined, raised: [] }))

  /** Returns whether the alert was shown (false when its kind was already raised). */
  function raise(alert: Alert): boolean {
    const { raised } = store.getState()
    if (raised.includes(alert.kind)) return false
    store.setState({ current: alert, raised: [...raised, alert.kind] })
    return true
  }

  function dismiss(): void {
    store.setState({ current: undefined })
  }

  return { store, raise, dismiss }
}

export type Alerts = ReturnType<typeof createAlerts>
