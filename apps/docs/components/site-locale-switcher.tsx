'use client'

import { docsLanguages } from './preview/docs-installed-locales'
import { setSiteLocale, useSiteLocale } from './site-locale'

/** The docs' language menu (in the sidebar): sets every preview's language and each Strings section's locale, on every page. */
export function SiteLocaleSwitcher() {
  const locale = useSiteLocale()
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="text-fd-muted-foreground">Site language</span>
      <select
        value={locale}
        onChange={(event) => setSiteLocale(event.target.value)}
        className="w-full rounded-md border bg-fd-background px-2 py-1"
        data-docs="site-locale"
      >
        {docsLanguages.map(({ tag, name }) => (
          <option key={tag} value={tag} lang={tag}>
            {name}
          </option>
        ))}
      </select>
    </label>
  )
}
