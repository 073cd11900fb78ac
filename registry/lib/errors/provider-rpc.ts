import { BaseError } from '@/registry/lib/errors/base'

/** An alert the modal can show for a wallet error; each kind is shown once per session. */
export type ProviderAlert = { kind: string; message: string; description?: string | undefined; variant: 'error' | 'warning' | 'info' }

/** A wallet refusal or failure, carrying the SPEC alert it maps to. */
export class ProviderRpcError extends BaseError {
  override name = 'ProviderRpcError'
  readonly rpcCode: number
  readonly alert: ProviderAlert
  constructor(rpcCode: number, alert: ProviderAlert, cause: unknown) {
    super(alert.kind.replace(/^ALERT_/, 'PROVIDER_'), alert.message, { cause, details: alert.description, meta: { rpcCode } })
    this.rpcCode = rpcCode
    this.alert = alert
  }
}
