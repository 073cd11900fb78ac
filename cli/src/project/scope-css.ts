import postcss, { type AtRule, type Node, type Root, type Rule } from 'postcss'

/** Every element the kit renders: its roots (the modal, its portal, the button) and what is inside them. */
export const KIT = '[data-wk-theme], [data-wk-theme] *'
const KIT_WHERE = `:where(${KIT})`
const ROOT_SELECTORS = new Set(['html', 'body', ':root', ':host'])

/**
 * Index where the subject compound of a complex selector starts: after its last combinator that
 * is not inside (), [] or an escape.
 */
function subjectStart(selector: string): number {
  let depth = 0
  let start = 0
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i]
    if (char === '\\') i++
    else if (char === '(' || char === '[') depth++
    else if (char === ')' || char === ']') depth--
    else if (depth === 0 && (char === ' ' || char === '>' || char === '+' || char === '~')) start = i + 1
  }
  return start
}

/**
 * One selector made to match only inside the kit, with its specificity unchanged (:where adds
 * none, so the kit's own cascade between utilities stays as Tailwind ordered it). The subject
 * gets the condition: `.a ~ .b` must not reach a host element next to the kit's root. The
 * document's root selectors (preflight's html, theme's :root) become the kit's roots.
 */
export function scopeSelector(selector: string): string {
  const trimmed = selector.trim()
  if (ROOT_SELECTORS.has(trimmed)) return ':where([data-wk-theme])'
  const at = subjectStart(trimmed)
  const subject = trimmed.slice(at)
  const type = /^(?:\*|[a-zA-Z][\w-]*)/.exec(subject)?.[0] ?? ''
  return `${trimmed.slice(0, at)}${type}${KIT_WHERE}${subject.slice(type.length)}`
}

const insideKeyframes = (rule: Rule): boolean => {
  let parent: Node | undefined = rule.parent
  for (; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name)) return true
  }
  return false
}

/** Rules walletkit.css writes for the kit's own attributes are scoped already. */
const ownRule = (selector: string) => /data-wk-(theme|motion)/.test(selector)

/**
 * Host stylesheets a kit element can meet without Tailwind v4 layers: unlayered rules (plain
 * CSS, and Tailwind 3, whose output has no cascade layers) win over every layered rule. Above
 * walletkit.css's own guard (0,1,2, enough for plain host CSS), this one is lifted to an id's
 * specificity with `:not(#\#)` so that Tailwind 3's variants (`.group:hover .group-hover\:x`,
 * 0,3,0) cannot beat it either, and it covers the pseudo-elements and the `--tw-*` variables
 * (Tailwind 3's preflight sets them on `*` and `all` leaves custom properties alone):
 * `revert-layer` hands each back to what the kit's layers say.
 */
function guardRule(variables: string[]): string {
  const strong = ':not(#\\#):not(html):not(body)'
  const elements = [`[data-wk-theme]${strong}`, `[data-wk-theme] *${strong}`]
  const pseudo = ['::before', '::after', '::placeholder', '::backdrop', '::marker', '::file-selector-button'].map(
    (element) => `[data-wk-theme] *${strong}${element}, [data-wk-theme]${strong}${element}`,
  )
  const declarations = ['all: revert-layer;', ...variables.map((name) => `${name}: revert-layer;`)].map((line) => `  ${line}`)
  return `${[...elements, ...pseudo].join(',\n')} {\n${declarations.join('\n')}\n}\n`
}

/** A layer the host can write into to restyle the kit; it comes after the kit's utilities. */
export const HOST_LAYER = 'walletkit.overrides'

const KIT_LAYERS = ['properties', 'theme', 'base', 'components', 'utilities', 'overrides']

/**
 * Tailwind v4's optimized output (theme, preflight, utilities, walletkit.css) made into a
 * stylesheet for any host: every rule scoped to the kit, every cascade layer renamed under
 * `walletkit.` (a host's own `base` layer stays another layer, and Tailwind 3, which takes any
 * `@layer base|components|utilities` it meets as its own, leaves these alone), and the guard
 * against unlayered host CSS appended.
 */
export function scopeCompiledCss(css: string): string {
  const root: Root = postcss.parse(css)
  root.walkRules((rule) => {
    if (insideKeyframes(rule) || rule.selectors.some(ownRule)) return
    rule.selectors = [...new Set(rule.selectors.map(scopeSelector))]
  })
  root.walkAtRules('layer', (layer) => {
    layer.params = layer.params
      .split(',')
      .map((name) => `walletkit.${name.trim()}`)
      .join(', ')
  })
  root.prepend(postcss.atRule({ name: 'layer', params: KIT_LAYERS.map((name) => `walletkit.${name}`).join(', ') }))
  const variables = [...new Set(css.match(/--tw-[\w-]+/g) ?? [])].sort()
  return `${root.toString().trimEnd()}\n\n${guardRule(variables)}`
}
