import { BaseError, type BaseErrorParameters } from '@/registry/lib/errors/base'

// The catalogue's classes, re-exported so connector code and its callers share one `instanceof`.
export { ProviderUndefinedError } from '@/registry/lib/errors/connector'
export { ChainNotSupportedError } from '@/registry/lib/errors/network'

/** A wallet reply that does not match the EIP-1193 shape walletkit expects. */
export class InvalidWalletResponseError extends BaseError {
  static readonly code = 'WALLET_RESPONSE_INVALID'
  override name = 'InvalidWalletResponseError'
  constructor(method: string, parameters: BaseErrorParameters = {}) {
    super(InvalidWalletResponseError.code, 'An error occurred', { ...parameters, details: `Unexpected reply to ${method}`, meta: { method } })
  }
}
