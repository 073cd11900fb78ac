'use client'

import * as React from 'react'
import { CodeBlock, Pre } from 'fumadocs-ui/components/codeblock'
import { ConnectView } from '@/registry/components/connect-view'
import type { ThemeMode } from '@/registry/lib/state/modal/theme'
import type { ThemeVariable } from '../lib/registry-data-types'
import { KitStory } from '../stories/support/kit-story'
import { seeds, withRecent, withWallets } from '../stories/support/seeds'
import { ThemeModeContext } from '../stories/support/theme-mode'
import { isModeSpecific, themeCss, type ThemeOverrides } from './theme-css'

const seed = seeds(withWallets, withRecent)
const isHex = (value: string) => /^#[0-9a-f]{6}$/i.test(value)

/**
 * Every --wk-* variable of walletkit.css as a field, the theme mode, the Connect view restyled
 * live, and the CSS to paste after walletkit.css.
 */
export function ThemePlayground({ variables }: { variables: readonly ThemeVariable[] }) {
  const [mode, setMode] = React.useState<ThemeMode>('dark')
  const [overrides, setOverrides] = React.useState<Record<ThemeMode, ThemeOverrides>>({ dark: {}, light: {} })
  const current = overrides[mode]
  const shownValue = (variable: ThemeVariable) => current[variable.name] ?? (mode === 'dark' ? variable.dark : variable.light)
  const set = (name: string, value: string) => setOverrides((all) => ({ ...all, [mode]: { ...all[mode], [name]: value } }))
  const css = themeCss(variables, mode, current)
  const scoped = themeCss(variables, mode, current, '[data-docs-playground] ')
  return (
    <div data-docs-playground="" className="not-prose my-6 flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <label className="flex items-center gap-2">
          Theme mode
          <select
            value={mode}
            onChange={(event) => setMode(event.target.value === 'light' ? 'light' : 'dark')}
            className="rounded-md border bg-fd-background px-2 py-1"
            data-docs="playground-mode"
          >
            <option value="dark">dark</option>
            <option value="light">light</option>
          </select>
        </label>
        <button type="button" onClick={() => setOverrides((all) => ({ ...all, [mode]: {} }))} className="rounded-md border px-2 py-1">
          Reset {mode}
        </button>
      </div>
      <div className="grid gap-4 lg:grid-cols-[1fr_auto]">
        <div
          className="grid max-h-[520px] grid-cols-1 gap-2 overflow-y-auto rounded-xl border p-3 text-sm sm:grid-cols-2"
          data-docs="playground-fields"
        >
          {variables.map((variable) => {
            const value = shownValue(variable)
            const id = `wk-var-${variable.name.slice(5)}`
            return (
              <div key={variable.name} className="flex flex-col gap-1">
                <label htmlFor={id} className="font-mono text-xs">
                  {variable.name}
                  {isModeSpecific(variable) ? <span className="text-fd-muted-foreground"> ({mode})</span> : null}
                </label>
                <div className="flex gap-1">
                  {isHex(value) ? (
                    <input
                      type="color"
                      aria-label={`${variable.name} colour`}
                      value={value}
                      onChange={(event) => set(variable.name, event.target.value)}
                      className="h-8 w-8 shrink-0 rounded border"
                    />
                  ) : null}
                  <input
                    id={id}
                    value={value}
                    onChange={(event) => set(variable.name, event.target.value)}
                    className="min-w-0 flex-1 rounded-md border bg-fd-background px-2 py-1 font-mono text-xs"
                  />
                </div>
              </div>
            )
          })}
        </div>
        <ThemeModeContext value={mode}>
          <style>{scoped.startsWith('/*') ? '' : scoped}</style>
          <div
            data-slot="docs-page"
            data-wk-theme={mode}
            className="flex justify-center rounded-xl bg-wk-surface-1 p-4"
            data-docs="playground-preview"
          >
            <KitStory view="Connect" seed={seed}>
              <ConnectView />
            </KitStory>
          </div>
        </ThemeModeContext>
      </div>
      <CodeBlock title="walletkit-theme.css (import it after walletkit.css)" data-docs-code="">
        <Pre>
          <code>{css}</code>
        </Pre>
      </CodeBlock>
    </div>
  )
}
