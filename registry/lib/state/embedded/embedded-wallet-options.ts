import type { AuthConnectorParameters } from '@/registry/lib/connectors/auth/create-auth-connector'

/**
 * The host's embedded-wallet settings: the frame (or its options) and the networks it may use.
 * The kit fills in the approval, notice and settle hooks itself.
 */
export type EmbeddedWalletOptions = Partial<Omit<AuthConnectorParameters, 'approve' | 'onNotice' | 'onRequestSettled'>> & {
  /** SPEC §5 allowed-e-mail check, run before a code is sent; false blocks the address. */
  isEmailAllowed?: ((email: string) => boolean | Promise<boolean>) | undefined
}
