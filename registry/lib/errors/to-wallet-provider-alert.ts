import { alerts, type Alert } from '@/registry/lib/errors/alerts'
import { rpcErrorCodes } from '@/registry/lib/errors/rpc-codes'
import { causeChain } from '@/registry/lib/errors/cause-chain'

const byProviderCode: Record<number, Alert> = {
  [rpcErrorCodes.userRejectedRequest]: alerts.userRejectedRequest,
  [rpcErrorCodes.unauthorized]: alerts.walletUnauthorized,
  [rpcErrorCodes.unsupportedMethod]: alerts.walletMethodUnsupported,
  [rpcErrorCodes.disconnected]: alerts.walletDisconnected,
  [rpcErrorCodes.chainDisconnected]: alerts.walletChainDisconnected,
  [rpcErrorCodes.unrecognizedChain]: alerts.walletUnrecognizedChain,
}

/**
 * Maps an EIP-1193 provider error (a plain `{ code }` object, a viem ProviderRpcError, or either
 * wrapped as a cause) to its alert, or undefined when the code is not a provider error.
 *
 * @example
 * const alert = toWalletProviderAlert(error); if (alert) showAlertOnce(alert)
 */
export function toWalletProviderAlert(error: unknown): Alert | undefined {
  for (const link of causeChain(error)) {
    const code = typeof link === 'object' && link !== null ? (link as { code?: unknown }).code : undefined
    if (typeof code === 'number' && byProviderCode[code]) return byProviderCode[code]
  }
  return undefined
}
