import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import postcss, { type AtRule, type Rule } from 'postcss'
import { describe, expect, test } from 'vitest'
import { compileKitCss } from './compiled-css'
import { scopeSelector } from './scope-css'

const themeCss = readFileSync(fileURLToPath(new URL('../../../registry/styles/walletkit.css', import.meta.url)), 'utf8')
const component = (className: string) => ({
  target: 'src/components/walletkit/card.tsx',
  content: `export const Card = () => <div className="${className}" />\n`,
})

const inKeyframes = (rule: Rule) => rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)
function styleRules(css: string): Rule[] {
  const rules: Rule[] = []
  postcss.parse(css).walkRules((rule) => {
    if (!inKeyframes(rule)) rules.push(rule)
  })
  return rules
}
const rulesFor = (css: string, selectorPart: string) => styleRules(css).filter((rule) => rule.selector.includes(selectorPart))

describe('compileKitCss', () => {
  test("behavior: a class in a component file is compiled with Tailwind v4's meaning, inside the kit only", async () => {
    const css = await compileKitCss({ files: [component('p-[13px] rounded-wk-md hover:bg-wk-surface-2 px-3')], themeCss })
    const [padding] = rulesFor(css, '.p-\\[13px\\]')
    expect(padding?.selector).toBe(':where([data-wk-theme], [data-wk-theme] *).p-\\[13px\\]')
    expect(padding?.toString()).toContain('padding: 13px')
    // The kit's own tokens come from walletkit.css's @theme inline.
    expect(rulesFor(css, '.rounded-wk-md')[0]?.toString()).toContain('border-radius: calc(var(--wk-border-radius-master) * 2.5)')
    expect(rulesFor(css, '.hover\\:bg-wk-surface-2')[0]?.toString()).toContain('background-color: var(--wk-surface-2)')
    // walletkit.css's WebKit twin for px-* is kept.
    expect(rulesFor(css, '.px-3')[0]?.toString()).toContain('padding-inline-start: calc(var(--spacing) * 3)')
    // A class no kit file uses is not there.
    expect(css).not.toContain('.p-\\[14px\\]')
  })

  test('behavior: every rule matches only inside [data-wk-theme]; no layer Tailwind 3 would take as its own', async () => {
    const css = await compileKitCss({ files: [component('flex gap-2 text-wk-sm space-y-2 before:content-none')], themeCss })
    const unscoped = styleRules(css)
      .flatMap((rule) => rule.selectors)
      .filter((selector) => !selector.includes('[data-wk-theme') && !selector.includes('[data-wk-motion'))
    expect(unscoped).toEqual([])
    // Preflight's html and the theme's :root become the kit's roots, so the host's page keeps its own.
    expect(css).not.toMatch(/(^|[\s,}])(html|:root|:host|body)\s*[{,]/m)
    const layers = new Set<string>()
    postcss.parse(css).walkAtRules('layer', (layer) => {
      for (const name of layer.params.split(',')) layers.add(name.trim())
    })
    expect([...layers].every((name) => name.startsWith('walletkit.'))).toBe(true)
    expect(layers).toContain('walletkit.utilities')
    // Both themes and the variables, from walletkit.css.
    expect(css).toContain('[data-wk-theme="light"]')
    expect(css).toContain('[data-wk-theme="dark"]')
    expect(css).toContain('--wk-font-size-master: 10px')
  })

  test('behavior: the guard against unlayered host CSS outranks class selectors and reverts the --tw-* variables the kit uses', async () => {
    const css = await compileKitCss({ files: [component('shadow-md ring-2 translate-x-1')], themeCss })
    const guard = styleRules(css).find((rule) => rule.toString().includes('all: revert-layer') && rule.selector.includes('#\\#'))
    expect(guard?.selectors).toContain('[data-wk-theme] *:not(#\\#):not(html):not(body)')
    expect(guard?.selectors).toContain('[data-wk-theme] *:not(#\\#):not(html):not(body)::placeholder')
    for (const variable of ['--tw-shadow', '--tw-ring-shadow', '--tw-translate-x'])
      expect(guard?.toString()).toContain(`${variable}: revert-layer`)
    // Unlayered, so it takes part where Tailwind 3's and plain CSS do.
    expect(guard?.parent?.type).toBe('root')
  })
})

describe('scopeSelector', () => {
  test.each([
    ['.p-4', ':where([data-wk-theme], [data-wk-theme] *).p-4'],
    ['*', '*:where([data-wk-theme], [data-wk-theme] *)'],
    ['::placeholder', ':where([data-wk-theme], [data-wk-theme] *)::placeholder'],
    ['button', 'button:where([data-wk-theme], [data-wk-theme] *)'],
    // The subject is the one scoped: a sibling of the kit's root is not reached.
    ['.peer:checked ~ .peer-checked\\:flex', '.peer:checked ~ :where([data-wk-theme], [data-wk-theme] *).peer-checked\\:flex'],
    [
      ':where(select:is([multiple], [size])) optgroup',
      ':where(select:is([multiple], [size])) optgroup:where([data-wk-theme], [data-wk-theme] *)',
    ],
    ['.a\\ b > li', '.a\\ b > li:where([data-wk-theme], [data-wk-theme] *)'],
    ['html', ':where([data-wk-theme])'],
    [':root', ':where([data-wk-theme])'],
  ])('parameters: %s', (input, output) => {
    expect(scopeSelector(input)).toBe(output)
  })
})
