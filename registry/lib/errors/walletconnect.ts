import { defineErrorClass } from '@/registry/lib/errors/define-error-class'

/** The user left the WalletConnect view before a wallet answered the pairing (SPEC §8 'Request was aborted'). */
export class PairingAbortedError extends defineErrorClass('PairingAbortedError', 'WALLETCONNECT_PAIRING_ABORTED', 'Request was aborted') {}
