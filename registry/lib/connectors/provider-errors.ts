import { z } from 'zod'
import { BaseError } from '@/registry/lib/errors/base'

/** An alert the modal can show for a wallet error; each kind is shown once per session. */
export type ProviderAlert = { kind: string; message: string; variant: 'error' | 'warning' | 'info' }

// EIP-1193 and JSON-RPC codes wallets use for the situations a user can act on.
const alertsByCode: Record<number, ProviderAlert> = {
  4001: { kind: 'provider-user-rejected', message: 'User rejected the request', variant: 'warning' },
  4100: { kind: 'provider-unauthorized', message: 'The wallet has not authorized this account or method', variant: 'error' },
  4200: { kind: 'provider-unsupported-method', message: 'The wallet does not support this method', variant: 'error' },
  4900: { kind: 'provider-disconnected', message: 'The wallet is disconnected', variant: 'error' },
  4901: { kind: 'provider-chain-disconnected', message: 'The wallet is not connected to the requested chain', variant: 'error' },
  [-32002]: { kind: 'provider-request-pending', message: 'A request is already pending in your wallet', variant: 'warning' },
}

const rpcErrorSchema = z.object({
  code: z.number(),
  message: z.string().optional(),
  // Some mobile wallets wrap the real code one level down.
  data: z.object({ originalError: z.object({ code: z.number() }).optional() }).loose().optional(),
})

/** The EIP-1193 error code of a thrown value, unwrapping nested wallet errors. */
export function getProviderErrorCode(error: unknown): number | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current; depth++) {
    const parsed = rpcErrorSchema.safeParse(current)
    if (parsed.success) return parsed.data.data?.originalError?.code ?? parsed.data.code
    current = current instanceof Error ? current.cause : undefined
  }
  return undefined
}

/** A wallet refusal or failure, carrying the SPEC alert it maps to. */
export class ProviderRpcError extends BaseError {
  override name = 'ProviderRpcError'
  readonly rpcCode: number
  readonly alert: ProviderAlert
  constructor(rpcCode: number, alert: ProviderAlert, cause: unknown) {
    super(`PROVIDER_${alert.kind.replace(/^provider-/, '').replace(/-/g, '_').toUpperCase()}`, alert.message, { cause, meta: { rpcCode } })
    this.rpcCode = rpcCode
    this.alert = alert
  }
}

/**
 * Maps a wallet error to a typed ProviderRpcError with its alert; unknown errors come back as
 * given so the caller keeps the original.
 *
 * @example
 * try { await provider.request(args) } catch (error) { throw mapProviderError(error) }
 */
export function mapProviderError(error: unknown): unknown {
  if (error instanceof ProviderRpcError) return error
  const code = getProviderErrorCode(error)
  const alert = code === undefined ? undefined : alertsByCode[code]
  return alert && code !== undefined ? new ProviderRpcError(code, alert, error) : error
}
