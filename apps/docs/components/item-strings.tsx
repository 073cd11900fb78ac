'use client'

import * as React from 'react'
import { DEFAULT_LOCALE } from '@/registry/lib/format/locale'
import type { LocaleStrings } from '../lib/extract/item-translations'
import { docsLanguages } from './preview/docs-installed-locales'
import { LanguageSelect } from './language-select'
import { useSiteLocale } from './site-locale'

type Shown = { tag: string; name: string; strings?: LocaleStrings; failed?: boolean }

const ShownContext = React.createContext<Shown>({ tag: DEFAULT_LOCALE, name: '' })

const nameOf = (tag: string) => docsLanguages.find((language) => language.tag === tag)?.name ?? tag

/**
 * The Strings section's language: the site's until the reader picks another here. Only that
 * locale's file (public/docs-strings/<item>/<tag>.json, written by scripts/generate.ts) is fetched.
 */
export function ItemStrings({ item, children }: { item: string; children: React.ReactNode }) {
  const site = useSiteLocale()
  const [tag, setTag] = React.useState(DEFAULT_LOCALE)
  const [strings, setStrings] = React.useState<LocaleStrings>()
  const [failed, setFailed] = React.useState<string>()
  React.useEffect(() => setTag(site), [site])
  React.useEffect(() => {
    if (tag === DEFAULT_LOCALE) return
    let live = true
    fetch(`/docs-strings/${item}/${tag}.json`)
      .then((response) =>
        response.ok ? (response.json() as Promise<LocaleStrings>) : Promise.reject(new Error(`HTTP ${response.status}`)),
      )
      .then(
        (loaded) => live && setStrings(loaded),
        () => live && setFailed(tag),
      )
    return () => void (live = false)
  }, [item, tag])
  const shown: Shown = { tag, name: nameOf(tag), strings: strings?.tag === tag ? strings : undefined, failed: failed === tag }
  return (
    <ShownContext value={shown}>
      <LanguageSelect
        label="Show the strings in"
        labelClassName="not-prose my-3 flex items-center gap-2 text-sm"
        value={tag}
        onChange={setTag}
        docs="strings-locale"
        optionLabel={(option, name) => (option === DEFAULT_LOCALE ? `${name} only` : name)}
      />
      {shown.failed ? (
        <p role="alert" data-docs="strings-error">
          The {shown.name} strings failed to load.
        </p>
      ) : null}
      {children}
    </ShownContext>
  )
}

/** The shown language's column heading; no column while English alone is shown. */
export function StringsLocaleHeading() {
  const { tag, name } = React.useContext(ShownContext)
  if (tag === DEFAULT_LOCALE) return null
  return (
    <th lang={tag} dir="auto">
      {name}
    </th>
  )
}

/** One key's text in the shown language; a key the pack lacks shows its English, marked. */
export function StringsLocaleCell({ id }: { id: string }) {
  const { tag, strings } = React.useContext(ShownContext)
  if (tag === DEFAULT_LOCALE) return null
  const entry = strings?.entries[id]
  if (!strings) return <td aria-busy="true">…</td>
  if (!entry) return <td>—</td>
  const [text, missing] = entry
  if (missing)
    return (
      <td lang="en" data-docs="string-missing">
        {text} <span className="text-fd-muted-foreground">(not translated: English shown)</span>
      </td>
    )
  return (
    <td lang={tag} dir={strings.dir} data-docs="string-translated">
      {text}
    </td>
  )
}
