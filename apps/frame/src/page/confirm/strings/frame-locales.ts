// The locales the confirmation speaks besides English: the same as the kit's locale packs
// (registry/lib/i18n/locales, strings.test.ts holds the two lists together). Each table is
// served by this origin at frameStringsPath and fetched only while its locale is active.

export const frameLocaleTags = [
  'ar',
  'de',
  'es',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt-BR',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const

export type FrameLocaleTag = (typeof frameLocaleTags)[number]

/** Where the secure site serves a locale's table (JSON), on its own origin. */
export const frameStringsPath = (tag: FrameLocaleTag): string => `/strings/${tag}.json`
