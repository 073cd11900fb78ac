import { dirname, relative } from 'node:path'

const TAILWIND_IMPORT = /^[ \t]*@import\s+(?:url\()?["']tailwindcss["'][^\n]*\n?/m

/** The `@import` specifier of `target` as seen from the host's Tailwind css file. */
export function cssImportPath(tailwindCss: string, target: string): string {
  const path = relative(dirname(tailwindCss), target).split('\\').join('/')
  return path.startsWith('.') ? path : `./${path}`
}

const importLine = (path: string) =>
  new RegExp(`^[ \\t]*@import\\s+["']${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["'];?[ \\t]*\\n?`, 'm')

/** Imports a stylesheet right after Tailwind's own import (css @import must precede rules). */
export function addCssImport(css: string, path: string): string {
  if (importLine(path).test(css)) return css
  const line = `@import "${path}";\n`
  const tailwind = TAILWIND_IMPORT.exec(css)
  if (!tailwind) return `${line}${css}`
  const end = tailwind.index + tailwind[0].length
  return `${css.slice(0, end)}${tailwind[0].endsWith('\n') ? '' : '\n'}${line}${css.slice(end)}`
}

export function removeCssImport(css: string, path: string): string {
  return css.replace(importLine(path), '')
}
