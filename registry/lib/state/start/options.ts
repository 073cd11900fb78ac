import { SiweAndSiwxConflictError } from '@/registry/lib/state/start/errors'

export type ConnectMethod = 'wallet' | 'email' | 'social'
export type SocialProvider = 'google' | 'x' | 'discord' | 'farcaster' | 'github' | 'apple' | 'facebook'

export const defaultSocials: readonly SocialProvider[] = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']

export type Features = {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  /** Social providers in display order; false hides social login. */
  socials: readonly SocialProvider[] | false
  history: boolean
  /** Overrides the computed connect-method order. */
  connectMethodsOrder?: readonly ConnectMethod[] | undefined
  /** Show the wallet list under the e-mail field rather than behind a button. */
  emailShowWallets: boolean
  analytics: boolean
}

/** SPEC §1 default wallet features plus the login methods the modal offers out of the box. */
export const defaultFeatures: Features = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  socials: defaultSocials,
  history: true,
  emailShowWallets: true,
  // SPEC §7: on unless the host opts out; the project's catalogue config has the last word.
  analytics: true,
}

/** Merges host features over the defaults; an explicit `undefined` keeps the default. */
export function resolveFeatures(features: Partial<Features> | undefined): Features {
  const resolved: Features = { ...defaultFeatures }
  for (const [key, value] of Object.entries(features ?? {})) {
    if (value !== undefined) Object.assign(resolved, { [key]: value })
  }
  return resolved
}

/**
 * SPEC §2 connect-method order: a configured order wins; with injected or announced wallets
 * the wallet list comes first, otherwise e-mail and socials lead.
 */
export function getConnectMethodsOrder(parameters: {
  configured?: readonly ConnectMethod[] | undefined
  hasInjectedOrAnnounced: boolean
}): readonly ConnectMethod[] {
  if (parameters.configured?.length) return parameters.configured
  return parameters.hasInjectedOrAnnounced ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet']
}

export type SignInOptions = { siweConfig?: unknown; siwx?: unknown }

/** Throws the SPEC §5 error when both sign-in options are set. */
export function assertSignInOptions(options: SignInOptions): void {
  if (options.siweConfig !== undefined && options.siwx !== undefined) throw new SiweAndSiwxConflictError()
}
