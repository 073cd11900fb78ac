'use client'

import { docsLanguages } from './preview/docs-installed-locales'

/**
 * A labelled menu of the docs' languages (English, every locale pack, the pseudo-locale), each
 * option marked with its own `lang`. The site menu, each preview's menu and each Strings section use it.
 */
export function LanguageSelect({
  label,
  labelClassName,
  value,
  onChange,
  docs,
  className = 'rounded-md border bg-fd-background px-2 py-1',
  optionLabel = (_tag, name) => name,
}: {
  label: string
  labelClassName: string
  value: string
  onChange: (tag: string) => void
  /** The `data-docs` hook tests and styles find the menu by. */
  docs: string
  className?: string
  optionLabel?: (tag: string, name: string) => string
}) {
  return (
    <label className={labelClassName}>
      <span className="text-fd-muted-foreground">{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)} className={className} data-docs={docs}>
        {docsLanguages.map(({ tag, name }) => (
          <option key={tag} value={tag} lang={tag}>
            {optionLabel(tag, name)}
          </option>
        ))}
      </select>
    </label>
  )
}
