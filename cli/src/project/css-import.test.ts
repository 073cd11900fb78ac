import { describe, expect, test } from 'vitest'
import { addCssImport, cssImportPath, removeCssImport } from './css-import'
import { ensureTailwindImport, mergeCssVars } from './css-vars'

describe('css imports', () => {
  test('default', () => {
    const css = '@import "tailwindcss";\n\nbody { margin: 0; }\n'
    const added = addCssImport(css, './styles/walletkit.css')
    expect(added).toBe('@import "tailwindcss";\n@import "./styles/walletkit.css";\n\nbody { margin: 0; }\n')
    expect(addCssImport(added, './styles/walletkit.css')).toBe(added)
    expect(removeCssImport(added, './styles/walletkit.css')).toBe(css)
  })

  test('parameters: paths relative to the Tailwind entry', () => {
    expect(cssImportPath('src/index.css', 'src/styles/walletkit.css')).toBe('./styles/walletkit.css')
    expect(cssImportPath('app/globals.css', 'src/styles/walletkit.css')).toBe('../src/styles/walletkit.css')
  })
})

describe('css variables', () => {
  test('behavior: only missing variables are added, once', () => {
    const css = ensureTailwindImport(':root { --wk-accent: red; }\n')
    const merged = mergeCssVars(css, { light: { 'wk-accent': 'blue', 'wk-fg': 'white' }, theme: { 'color-wk-fg': 'var(--wk-fg)' } })
    expect(merged).toContain('--wk-accent: red;')
    expect(merged).not.toContain('--wk-accent: blue')
    expect(merged).toContain(':root {\n  --wk-fg: white;\n}')
    expect(merged).toContain('@theme inline {\n  --color-wk-fg: var(--wk-fg);\n}')
    expect(mergeCssVars(merged, { light: { 'wk-accent': 'blue', 'wk-fg': 'white' } })).toBe(merged)
    expect(ensureTailwindImport(merged)).toBe(merged)
  })
})
