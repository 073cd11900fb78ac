'use client'

import { LanguageSelect } from './language-select'
import { setSiteLocale, useSiteLocale } from './site-locale'

/** The docs' language menu (in the sidebar): sets every preview's language and each Strings section's locale, on every page. */
export function SiteLocaleSwitcher() {
  const locale = useSiteLocale()
  return (
    <LanguageSelect
      label="Site language"
      labelClassName="flex flex-col gap-1 text-sm"
      value={locale}
      onChange={setSiteLocale}
      className="w-full rounded-md border bg-fd-background px-2 py-1"
      docs="site-locale"
    />
  )
}
