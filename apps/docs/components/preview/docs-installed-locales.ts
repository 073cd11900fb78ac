import { DEFAULT_LOCALE } from '@/registry/lib/format/locale'
import { installedLocales, type LocaleLoader } from '@/registry/lib/i18n/installed-locales'

/**
 * Every locale item of registry.json wired the way `walletkit add locale-xx` writes it into a
 * host's installed-locales.ts; a unit test keeps it equal to the registry's `meta.locale` entries.
 */
export const docsInstalledLocales: Record<string, LocaleLoader> = {
  ar: () => import('@/registry/lib/i18n/locales/ar').then((m) => m.ar),
  de: () => import('@/registry/lib/i18n/locales/de').then((m) => m.de),
  es: () => import('@/registry/lib/i18n/locales/es').then((m) => m.es),
  fr: () => import('@/registry/lib/i18n/locales/fr').then((m) => m.fr),
  he: () => import('@/registry/lib/i18n/locales/he').then((m) => m.he),
  hi: () => import('@/registry/lib/i18n/locales/hi').then((m) => m.hi),
  id: () => import('@/registry/lib/i18n/locales/id').then((m) => m.id),
  it: () => import('@/registry/lib/i18n/locales/it').then((m) => m.it),
  ja: () => import('@/registry/lib/i18n/locales/ja').then((m) => m.ja),
  ko: () => import('@/registry/lib/i18n/locales/ko').then((m) => m.ko),
  nl: () => import('@/registry/lib/i18n/locales/nl').then((m) => m.nl),
  pl: () => import('@/registry/lib/i18n/locales/pl').then((m) => m.pl),
  'pt-BR': () => import('@/registry/lib/i18n/locales/pt-BR').then((m) => m.ptBR),
  ru: () => import('@/registry/lib/i18n/locales/ru').then((m) => m.ru),
  th: () => import('@/registry/lib/i18n/locales/th').then((m) => m.th),
  tr: () => import('@/registry/lib/i18n/locales/tr').then((m) => m.tr),
  uk: () => import('@/registry/lib/i18n/locales/uk').then((m) => m.uk),
  vi: () => import('@/registry/lib/i18n/locales/vi').then((m) => m.vi),
  'zh-CN': () => import('@/registry/lib/i18n/locales/zh-CN').then((m) => m.zhCN),
  'zh-TW': () => import('@/registry/lib/i18n/locales/zh-TW').then((m) => m.zhTW),
  'en-XA': () => import('@/registry/lib/i18n/pseudo-locale').then((m) => m.pseudo),
}

/** A language named in itself ('Deutsch', 'العربية'), as a language menu shows it. */
function endonym(tag: string): string {
  return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag
}

/** The previews' Language menu: English (built in) first, then every installed pack. */
export const docsLanguages: ReadonlyArray<{ tag: string; name: string }> = [DEFAULT_LOCALE, ...Object.keys(docsInstalledLocales)].map(
  (tag) => ({ tag, name: endonym(tag) }),
)

// The docs site is the host here: it wires its packs into the registry's (empty) installed-locales
// as the CLI would write them, so every preview's Language menu has every language.
Object.assign(installedLocales, docsInstalledLocales)
