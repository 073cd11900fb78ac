import { BaseError, type BaseErrorParameters } from '@/registry/lib/errors/base'

/** SPEC §8: the wallet could neither switch to nor add the chain. */
export class ChainNotSupportedError extends BaseError {
  static readonly code = 'CHAIN_NOT_SUPPORTED'
  override name = 'ChainNotSupportedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ChainNotSupportedError.code, 'Chain is not supported', parameters)
  }
}

/** A wallet reply that does not match the EIP-1193 shape walletkit expects. */
export class InvalidWalletResponseError extends BaseError {
  static readonly code = 'WALLET_RESPONSE_INVALID'
  override name = 'InvalidWalletResponseError'
  constructor(method: string, parameters: BaseErrorParameters = {}) {
    super(InvalidWalletResponseError.code, 'An error occurred', { ...parameters, details: `Unexpected reply to ${method}`, meta: { method } })
  }
}

/** SPEC §8: no wallet was found to talk to. */
export class ProviderUndefinedError extends BaseError {
  static readonly code = 'PROVIDER_UNDEFINED'
  override name = 'ProviderUndefinedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ProviderUndefinedError.code, 'provider is undefined', parameters)
  }
}
