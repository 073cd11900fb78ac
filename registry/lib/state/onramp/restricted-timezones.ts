import type { Features } from '@/registry/lib/state/start/options'

/**
 * SPEC §9: restricted timezones exist for "several Chinese regions" (the list is not shown).
 * What we chose: the IANA zones of mainland China, Hong Kong and Macau, including the legacy
 * mainland aliases browsers may still report. A host replaces the list with the
 * `restrictedTimezones` option (an empty list restricts nothing).
 */
export const DEFAULT_RESTRICTED_TIMEZONES: readonly string[] = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Macau',
  'Asia/Macao',
  'Asia/Hong_Kong',
  'PRC',
  'Hongkong',
]

/** The user's timezone as the browser reports it (undefined where Intl cannot tell). */
export function currentTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined
  } catch {
    return undefined
  }
}

/** Whether `timeZone` is in `restricted` (exact IANA names). */
export function isTimeZoneRestricted(timeZone: string | undefined, restricted: readonly string[] = DEFAULT_RESTRICTED_TIMEZONES): boolean {
  return timeZone !== undefined && restricted.includes(timeZone)
}

/**
 * What the kit restricts there (SPEC does not say; we chose the usual case): buying crypto with
 * fiat. The on-ramp feature is off, so Account shows no Buy button and the OnRamp route does not
 * open, whatever the host's `features.onramp` says. Everything else works as anywhere else.
 */
export function restrictFeatures(features: Features, restricted: boolean): Features {
  return restricted ? { ...features, onramp: false } : features
}
