// Plural forms by Intl.PluralRules: languages have up to six (Arabic), English two, Japanese one.

/** A text per plural category of the locale; `other` is the one every language has. `#` is the count. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

const rules = new Map<string, { plural: Intl.PluralRules; number: Intl.NumberFormat }>()

function rulesOf(locale: string) {
  let entry = rules.get(locale)
  if (!entry) {
    entry = { plural: new Intl.PluralRules(locale), number: new Intl.NumberFormat(locale) }
    rules.set(locale, entry)
  }
  return entry
}

/**
 * The form of `forms` the locale's plural rules pick for `count`, with `#` replaced by the count
 * written in the locale's digits.
 *
 * @example
 * plural('ar', 3, { zero: '…', one: 'ثانية واحدة', two: 'ثانيتان', few: '# ثوانٍ', many: '# ثانية', other: '# ثانية' }) // '٣ ثوانٍ'
 */
export function plural(locale: string, count: number, forms: PluralForms): string {
  const { plural, number } = rulesOf(locale)
  const form = forms[plural.select(count)] ?? forms.other
  return form.replaceAll('#', number.format(count))
}
