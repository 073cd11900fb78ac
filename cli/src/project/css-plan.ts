import { existsSync, readFileSync } from 'node:fs'
import type { Config } from './config.js'
import type { ResolvedItem } from '../registry/resolve.js'
import { addCssImport, cssImportPath } from './css-import.js'
import { mergeCssVars } from './css-vars.js'
import type { PlannedFile } from './plan.js'
import { resolveInside } from './safe-path.js'

/**
 * Stylesheets an item ships (the theme) only work once the host's Tailwind entry imports them:
 * add that import in the same atomic write, and let `remove` take it out again. Item `cssVars`
 * land in the same file.
 */
export function planCssImports(root: string, config: Config, files: Map<string, PlannedFile>, items: ResolvedItem[]): void {
  // The compiled path: walletkit.css is Tailwind v4 source, compiled by `walletkit css`, never imported.
  if (config.compiledCss) return
  const stylesheets = [...files.values()].filter(
    (file) => file.target.endsWith('.css') && file.target !== config.tailwind.css && !file.wiring,
  )
  const cssVars = items.flatMap(({ item }) => (item.cssVars ? [item.cssVars] : []))
  if (stylesheets.length === 0 && cssVars.length === 0) return
  const absolute = resolveInside(root, config.tailwind.css)
  if (!existsSync(absolute)) return
  const local = readFileSync(absolute, 'utf8')
  const imported = stylesheets.reduce((css, file) => addCssImport(css, cssImportPath(config.tailwind.css, file.target)), local)
  // shadcn's `cssVars` field: variables the host lacks are added, the host's own values stay.
  const content = cssVars.reduce((css, vars) => mergeCssVars(css, vars), imported)
  if (content === local) return
  files.set(config.tailwind.css, {
    item: '(tailwind css)',
    path: config.tailwind.css,
    target: config.tailwind.css,
    absolute,
    pristine: content,
    content,
    local,
    action: 'update',
    wiring: true,
  })
}
