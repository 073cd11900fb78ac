import { alerts, type Alert as CatalogueAlert } from '@/registry/lib/errors/alerts'
import { ProviderRpcError, type ProviderAlert } from '@/registry/lib/errors/provider-rpc'
import { WalletRequestError } from '@/registry/lib/errors/connector'
import { causeChain } from '@/registry/lib/errors/cause-chain'

export { ProviderRpcError, type ProviderAlert } from '@/registry/lib/errors/provider-rpc'

const toAlert = (entry: CatalogueAlert): ProviderAlert => ({
  kind: entry.code,
  message: entry.title,
  description: entry.description,
  variant: entry.severity,
})

// EIP-1193 and JSON-RPC codes wallets use for the situations a user can act on (SPEC §8 mapped wallet-provider errors).
const alertsByCode: Record<number, ProviderAlert> = {
  4001: toAlert(alerts.userRejectedRequest),
  4100: toAlert(alerts.walletUnauthorized),
  4200: toAlert(alerts.walletMethodUnsupported),
  4900: toAlert(alerts.walletDisconnected),
  4901: toAlert(alerts.walletChainDisconnected),
  // The catalogue has no entry for a pending prompt; it is a wallet-provider error like the others.
  [-32002]: {
    kind: 'ALERT_WALLET_REQUEST_PENDING',
    message: 'Request Already Pending',
    description: 'Your wallet already has a request open. Open the wallet to finish or cancel it.',
    variant: 'warning',
  },
}

// Thrown values are inspected rather than zod-parsed: only a numeric code is read, and this
// module sits on the page-load path of the state layer, where zod would cost most of the budget.
function readCode(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { code, data } = value as { code?: unknown; data?: unknown }
  // Some mobile wallets wrap the real code one level down.
  const nested =
    typeof data === 'object' && data !== null ? (data as { originalError?: { code?: unknown } }).originalError?.code : undefined
  if (typeof nested === 'number') return nested
  return typeof code === 'number' ? code : undefined
}

/** The EIP-1193 error code of a thrown value, unwrapping nested wallet errors. */
export function getProviderErrorCode(error: unknown): number | undefined {
  for (const link of causeChain(error)) {
    const code = readCode(link)
    if (code !== undefined) return code
  }
  return undefined
}

/**
 * Maps a wallet error to a typed ProviderRpcError with its alert. Other Errors come back as given
 * so the caller keeps the original; anything else a wallet threw (a plain `{ code, message }`
 * object, a string) becomes a WalletRequestError, so callers always get an Error.
 *
 * @example
 * try { await provider.request(args) } catch (error) { throw mapProviderError(error) }
 */
export function mapProviderError(error: unknown): unknown {
  if (error instanceof ProviderRpcError) return error
  const code = getProviderErrorCode(error)
  const alert = code === undefined ? undefined : alertsByCode[code]
  if (alert && code !== undefined) return new ProviderRpcError(code, alert, error)
  if (error instanceof Error) return error
  return new WalletRequestError(walletText(error), code, error)
}

function walletText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.slice(0, 300)
  const message = typeof value === 'object' && value !== null ? (value as { message?: unknown }).message : undefined
  return typeof message === 'string' ? message.slice(0, 300) : undefined
}
