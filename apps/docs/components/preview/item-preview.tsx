'use client'

import * as React from 'react'
import { DEFAULT_LOCALE } from '@/registry/lib/format/locale'
import { StoryLocaleContext } from '../../stories/support/story-locale'
import { ThemeModeContext } from '../../stories/support/theme-mode'
import { LanguageSelect } from '../language-select'
import { useSiteLocale } from '../site-locale'
import { useDocsThemeMode } from '../use-docs-theme'
import { docsLanguages } from './docs-installed-locales'
import { PreviewBoundary } from './preview-boundary'
import { previewLoaders } from './preview-loaders'
import type { PreviewName } from './preview-names'
import { renderStory, storiesOf, storyLabel, type StoryModule } from './render-story'

const DevnetSandbox = React.lazy(() => import('./devnet-sandbox').then((m) => ({ default: m.DevnetSandbox })))

type Source = 'fixtures' | 'devnet'

/**
 * The live preview of one item: the real registry views over the Storybook fixtures (a state
 * picker when there are several stories), or, switched to "Local devnet", the whole kit against
 * the services of `npm run devnet` with the Devnet Wallet in the page.
 */
export function ItemPreview({ name }: { name: PreviewName }) {
  const { load, slot, stories: only, route } = previewLoaders[name]
  const mode = useDocsThemeMode()
  const [module, setModule] = React.useState<StoryModule>()
  const [failed, setFailed] = React.useState<string>()
  const [selected, setSelected] = React.useState(0)
  const [source, setSource] = React.useState<Source>('fixtures')
  const [locale, setLocale] = React.useState<string>()
  const siteLocale = useSiteLocale()
  // The site's language, until this preview's own menu picks another.
  React.useEffect(() => setLocale(siteLocale === DEFAULT_LOCALE ? undefined : siteLocale), [siteLocale])
  const id = React.useId()

  React.useEffect(() => {
    let live = true
    load().then(
      (loaded) => live && setModule(loaded),
      (error: unknown) => live && setFailed(String(error)),
    )
    return () => void (live = false)
  }, [load])

  const stories = module ? storiesOf(module, only) : []
  const story = stories[selected]
  return (
    <div
      data-docs-preview={name}
      data-preview-slot={slot}
      data-preview-source={source}
      className="not-prose my-4 overflow-hidden rounded-xl border bg-fd-card"
    >
      <div className="flex flex-wrap items-center gap-3 border-b px-3 py-2 text-sm">
        {stories.length > 1 && source === 'fixtures' ? (
          <label className="flex items-center gap-2">
            <span className="text-fd-muted-foreground">State</span>
            <select
              value={selected}
              onChange={(event) => setSelected(Number(event.target.value))}
              className="rounded-md border bg-fd-background px-2 py-1"
              data-docs="preview-state"
            >
              {stories.map(([key, story], index) => (
                <option key={key} value={index}>
                  {story.name ?? storyLabel(key)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <LanguageSelect
          label="Language"
          labelClassName="flex items-center gap-2"
          value={locale ?? docsLanguages[0]?.tag ?? DEFAULT_LOCALE}
          onChange={setLocale}
          docs="preview-locale"
        />
        <fieldset className="ml-auto flex items-center gap-1" data-docs="preview-source">
          <legend className="sr-only">Data source of the preview</legend>
          {(['fixtures', 'devnet'] as const).map((value) => (
            <label
              key={value}
              className={`cursor-pointer rounded-md px-2 py-1 ${source === value ? 'bg-fd-primary text-fd-primary-foreground' : 'text-fd-muted-foreground'}`}
            >
              <input
                type="radio"
                name={`${id}-source`}
                value={value}
                checked={source === value}
                onChange={() => setSource(value)}
                className="sr-only"
              />
              {value === 'fixtures' ? 'Fixtures' : 'Local devnet'}
            </label>
          ))}
        </fieldset>
      </div>
      <ThemeModeContext value={mode}>
        <StoryLocaleContext value={locale}>
          <div
            data-slot="docs-page"
            data-wk-theme={mode}
            className="flex min-h-[200px] items-start justify-center bg-wk-surface-1 p-6 font-wk text-wk-fg"
          >
            <PreviewBoundary key={`${source}-${selected}`}>
              {failed ? (
                <p role="alert" data-docs="preview-error">
                  The preview failed to load: {failed}
                </p>
              ) : source === 'devnet' ? (
                <React.Suspense fallback={<p>Loading…</p>}>
                  <DevnetSandbox themeMode={mode} route={route} />
                </React.Suspense>
              ) : module && story ? (
                <div data-docs="preview-mount" data-story={story[0]} data-state-index={selected} className="contents">
                  {renderStory(module.default, story[1])}
                </div>
              ) : (
                <p>Loading…</p>
              )}
            </PreviewBoundary>
          </div>
        </StoryLocaleContext>
      </ThemeModeContext>
    </div>
  )
}
