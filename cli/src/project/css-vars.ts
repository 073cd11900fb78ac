export type CssVars = { theme?: Record<string, string>; light?: Record<string, string>; dark?: Record<string, string> }

const TAILWIND_IMPORT = /@import\s+(?:url\()?["']tailwindcss["']/

const declared = (css: string, name: string) => new RegExp(`--${name.replace(/[^\w-]/g, '')}\\s*:`).test(css)

/** Tailwind v4 is switched on by one import; it must come before the file's own rules. */
export function ensureTailwindImport(css: string): string {
  return TAILWIND_IMPORT.test(css) ? css : `@import "tailwindcss";\n${css.length > 0 ? '\n' : ''}${css}`
}

/**
 * Adds only the variables the host does not declare yet: running twice changes nothing, and a
 * host's own value for a variable always wins over ours.
 */
export function mergeCssVars(css: string, vars: CssVars): string {
  const block = (selector: string, entries: Record<string, string> | undefined) => {
    const missing = Object.entries(entries ?? {}).filter(([name]) => !declared(css, name))
    return missing.length === 0 ? '' : `${selector} {\n${missing.map(([name, value]) => `  --${name}: ${value};`).join('\n')}\n}\n`
  }
  const added = [block(':root', vars.light), block('.dark', vars.dark), block('@theme inline', vars.theme)].filter(Boolean).join('\n')
  if (added === '') return css
  return `${css.endsWith('\n') || css === '' ? css : `${css}\n`}\n/* walletkit theme: edit freely, walletkit only adds variables that are missing */\n${added}`
}
