import { BaseError, type BaseErrorParameters } from '@/registry/lib/errors/base'

/** A walletkit hook ran outside <WalletKitProvider>, so there are no stores to read. */
export class WalletKitProviderNotFoundError extends BaseError {
  static readonly code = 'WALLETKIT_PROVIDER_NOT_FOUND'
  override name = 'WalletKitProviderNotFoundError'
  constructor(parameters: BaseErrorParameters & { hook?: string | undefined } = {}) {
    super(WalletKitProviderNotFoundError.code, 'WalletKitProvider not found', {
      details: `${parameters.hook ?? 'This hook'} must be used inside <WalletKitProvider>.`,
      ...parameters,
    })
  }
}
