import { logger } from '@/registry/lib/logger/logger'

/** The host's terms and privacy links shown under Connect, and whether the user must tick that they agree first. */
export type LegalOptions = {
  termsUrl?: string | undefined
  privacyUrl?: string | undefined
  /** A required checkbox: no wallet (nor the e-mail / social wallet) can be picked until it is ticked. */
  requireConsent?: boolean | undefined
}

export type ResolvedLegal = { termsUrl: string | undefined; privacyUrl: string | undefined; requireConsent: boolean }

// Only web pages: a javascript: or data: link from a misconfigured host must not become a clickable link.
function webUrl(value: string | undefined, option: string): string | undefined {
  if (value === undefined) return undefined
  if (/^https?:\/\//i.test(value)) {
    try {
      return new URL(value).href
    } catch {
      // Falls through to the warning.
    }
  }
  logger.warn(`legal.${option} is not an http(s) URL; it is not shown`, value)
  return undefined
}

/**
 * The host's legal options, with links that are not web pages dropped.
 *
 * @example
 * resolveLegal({ termsUrl: 'https://example.com/terms', requireConsent: true }) // { termsUrl: 'https://example.com/terms', privacyUrl: undefined, requireConsent: true }
 */
export function resolveLegal(options: LegalOptions | undefined): ResolvedLegal {
  return {
    termsUrl: webUrl(options?.termsUrl, 'termsUrl'),
    privacyUrl: webUrl(options?.privacyUrl, 'privacyUrl'),
    requireConsent: options?.requireConsent ?? false,
  }
}
