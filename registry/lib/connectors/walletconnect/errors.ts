import { BaseError, type BaseErrorParameters } from '@/registry/lib/errors/base'

/** The user left the WalletConnect view before a wallet answered the pairing. */
export class PairingAbortedError extends BaseError {
  static readonly code = 'WALLETCONNECT_PAIRING_ABORTED'
  override name = 'PairingAbortedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(PairingAbortedError.code, 'Request was aborted', parameters)
  }
}
