import { BaseError, type BaseErrorParameters } from '@/registry/lib/errors/base'
import { defineErrorClass } from '@/registry/lib/errors/define-error-class'

/** A required piece of the connection was missing when an action ran (SPEC §8). */

export class AdapterUndefinedError extends defineErrorClass('AdapterUndefinedError', 'ADAPTER_UNDEFINED', 'adapter is undefined') {}

export class ConnectorUndefinedError extends defineErrorClass('ConnectorUndefinedError', 'CONNECTOR_UNDEFINED', 'connector is undefined') {}

export class ProviderUndefinedError extends defineErrorClass('ProviderUndefinedError', 'PROVIDER_UNDEFINED', 'provider is undefined') {}

/** A wallet reply that does not match the EIP-1193 shape walletkit expects. */
export class InvalidWalletResponseError extends BaseError {
  static readonly code = 'WALLET_RESPONSE_INVALID'
  override name = 'InvalidWalletResponseError'
  constructor(method: string, parameters: BaseErrorParameters = {}) {
    super(InvalidWalletResponseError.code, 'An error occurred', {
      ...parameters,
      details: `Unexpected reply to ${method}`,
      meta: { method },
    })
  }
}

/** A catalogue wallet has no provider of its own: its session comes through WalletConnect after a deep link. */
export class ExternalConnectorError extends BaseError {
  static readonly code = 'EXTERNAL_CONNECTOR_UNSUPPORTED'
  override name = 'ExternalConnectorError'
  constructor(method: string) {
    super(ExternalConnectorError.code, 'provider is undefined', {
      details: `${method} needs a WalletConnect session; open the wallet with a deep link first`,
    })
  }
}

/**
 * A wallet failed a request with something that is not an Error (WalletConnect relays a plain
 * `{ code, message }`) and a code walletkit has no alert for. The wallet's own text is the
 * message when it gave one; its code stays in `meta.rpcCode`.
 */
export class WalletRequestError extends BaseError {
  static readonly code = 'WALLET_REQUEST_FAILED'
  override name = 'WalletRequestError'
  readonly rpcCode: number | undefined
  constructor(walletMessage: string | undefined, rpcCode: number | undefined, cause: unknown) {
    super(WalletRequestError.code, walletMessage || 'An error occurred', { cause, meta: { rpcCode } })
    this.rpcCode = rpcCode
  }
}
