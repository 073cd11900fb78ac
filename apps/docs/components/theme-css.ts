import type { ThemeVariable } from '../lib/registry-data-types'

export type ThemeOverrides = Record<string, string>

/** Variables one theme mode defines itself (the rest are shared by both modes). */
export const isModeSpecific = (variable: ThemeVariable) => variable.dark !== variable.light

/**
 * The CSS a host adds after walletkit.css for the changed variables: shared ones on
 * `[data-wk-theme]`, per-mode ones on that mode's selector. `scope` prefixes every selector (the
 * playground scopes its preview with it).
 */
export function themeCss(variables: readonly ThemeVariable[], mode: 'light' | 'dark', overrides: ThemeOverrides, scope = ''): string {
  const changed = variables.filter(
    (variable) => overrides[variable.name] !== undefined && overrides[variable.name] !== (mode === 'dark' ? variable.dark : variable.light),
  )
  const shared = changed.filter((variable) => !isModeSpecific(variable))
  const own = changed.filter(isModeSpecific)
  const block = (selector: string, list: ThemeVariable[]) =>
    `${scope}${selector} {\n${list.map((v) => `  ${v.name}: ${overrides[v.name]};`).join('\n')}\n}`
  const blocks = [shared.length ? block('[data-wk-theme]', shared) : '', own.length ? block(`[data-wk-theme='${mode}']`, own) : ''].filter(
    Boolean,
  )
  return blocks.length ? `${blocks.join('\n\n')}\n` : '/* Change a variable above to see the CSS to add after walletkit.css. */\n'
}
