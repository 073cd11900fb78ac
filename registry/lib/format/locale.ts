// The kit's locale: which language the views speak and format in. Kept apart from the formatters
// (viem's formatUnits, Intl objects) because the options store reads it on every page load.

/** The kit's locale when the host names none: the formatting the views had before locales. */
export const DEFAULT_LOCALE = 'en-US'

/**
 * A BCP 47 tag in its canonical form ('pt-br' -> 'pt-BR'); a tag Intl cannot read is an error
 * naming it, so a typo in the host's `locale` is found at once rather than shown as English.
 *
 * @example
 * canonicalLocale('zh-hant-tw') // 'zh-Hant-TW'
 */
export function canonicalLocale(tag: string): string {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag)
    if (canonical) return canonical
  } catch {
    // RangeError: not a well-formed tag; reported below with the tag itself.
  }
  throw new RangeError(`walletkit: "${tag}" is not a BCP 47 language tag (e.g. "de", "pt-BR", "zh-Hant")`)
}

/**
 * The visitor's first browser language the host serves (navigator.languages, in order), matched
 * by the full tag and then by its language; `fallback` when none matches or there is no browser.
 *
 * @example
 * <WalletKitProvider locale={browserLocale(['en', 'de', 'fr'])} … />
 */
export function browserLocale(
  supported?: readonly string[],
  fallback = DEFAULT_LOCALE,
  languages: readonly string[] | undefined = typeof navigator === 'undefined' ? undefined : navigator.languages,
): string {
  for (const wanted of languages ?? []) {
    let tag: string
    try {
      tag = canonicalLocale(wanted)
    } catch {
      continue
    }
    if (!supported) return tag
    const exact = supported.find((s) => s.toLowerCase() === tag.toLowerCase())
    if (exact) return exact
    const language = tag.split('-')[0]?.toLowerCase()
    const sameLanguage = supported.find((s) => s.split('-')[0]?.toLowerCase() === language)
    if (sameLanguage) return sameLanguage
  }
  return fallback
}

// Scripts written right to left, by language (CLDR): Arabic, Hebrew, Persian, Urdu, Pashto,
// Sindhi, Central Kurdish, Uyghur, Yiddish, Dhivehi. Intl.Locale's text info is not in every
// engine yet, so the list is kept here.
const rightToLeft = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'sd', 'ckb', 'ug', 'yi', 'dv'])

/**
 * The direction the locale's text runs: 'rtl' for Arabic, Hebrew and the other right-to-left
 * languages, 'ltr' otherwise. The modal root carries it as `dir`.
 *
 * @example
 * localeDirection('ar-EG') // 'rtl'
 */
export function localeDirection(locale: string): 'ltr' | 'rtl' {
  const language = locale.split('-')[0]?.toLowerCase() ?? ''
  return rightToLeft.has(language) ? 'rtl' : 'ltr'
}
