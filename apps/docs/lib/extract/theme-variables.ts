import type { ThemeVariable } from '../registry-data-types'

type Block = Map<string, string>

/** The `--wk-*` declarations of the first rule whose selector is exactly `selector`. */
function declarations(css: string, selector: string): Block {
  const block: Block = new Map()
  const start = css.indexOf(`${selector} {`)
  if (start < 0) return block
  const end = css.indexOf('}', start)
  const body = css.slice(css.indexOf('{', start) + 1, end).replace(/\/\*[\s\S]*?\*\//g, '')
  for (const line of body.split(';')) {
    const match = /^\s*(--wk-[\w-]+)\s*:\s*([\s\S]+?)\s*$/.exec(line)
    if (match?.[1] && match[2]) block.set(match[1], match[2].replace(/\s+/g, ' '))
  }
  return block
}

const docs: Record<string, string> = {
  '--wk-font-family': 'Font of every text in the modal.',
  '--wk-font-size-master': 'Every text step is a multiple of it (xs 1.1×, sm 1.3×, md 1.5×, lg 1.7×, xl 2.2×).',
  '--wk-border-radius-master': 'Every corner is a multiple of it (sm 1.5×, md 2.5×, lg 3.5×, xl 5×).',
  '--wk-z-index': 'Stacking order of the modal overlay.',
  '--wk-accent': 'Primary buttons, links, the active network.',
  '--wk-accent-fg':
    'Text on the accent colour: black or white, whichever contrasts more with the accent (at least 4.5:1). Set it to choose your own.',
  '--wk-accent-text':
    'The accent as text on the surfaces (links): the accent in dark mode, darkened towards the text colour in light mode so it stays readable (5.5:1 for the default accent on white).',
  '--wk-color-mix': 'Colour mixed into every surface (the accent unless set).',
  '--wk-color-mix-strength': 'How much of the mix colour goes into the surfaces, 0% to 100%.',
  '--wk-error': 'Error text and icons.',
  '--wk-error-strong':
    'Error text on the deeper tint of a hovered danger button: the error colour mixed 30% toward the text colour, derived, so it keeps 4.5:1 there.',
  '--wk-success': 'Success icons.',
  '--wk-duration-header': 'Fade of the header title between views.',
  '--wk-duration-height': 'Height easing of the card between views.',
  '--wk-duration-view': 'Fade-in of a view.',
  '--wk-duration-shake': 'Shake of a wrong one-time code.',
  '--wk-duration-input-guard':
    'How long a view ignores the pointer as it comes in, so the second click of a double-click on what opened it presses nothing in it. Kept under reduced motion.',
  '--wk-surface-1': 'Card background, derived from the background and the mix.',
  '--wk-surface-2': 'Rows and inputs, derived.',
  '--wk-surface-3': 'Hovered rows, derived.',
  '--wk-border': 'Hairlines, derived from the foreground.',
  '--wk-fg-muted': 'Secondary text, derived from the foreground.',
  '--wk-background': 'Base background of the theme mode.',
  '--wk-fg': 'Text colour of the theme mode.',
}

/**
 * Every `--wk-*` variable registry/styles/walletkit.css declares, with its shared default and
 * its dark and light values (the same default where a mode does not override it).
 */
export function extractThemeVariables(css: string): ThemeVariable[] {
  const base = declarations(css, '[data-wk-theme]')
  const dark = declarations(css, "[data-wk-theme='dark']")
  const light = declarations(css, "[data-wk-theme='light']")
  const names = [...new Set([...base.keys(), ...dark.keys(), ...light.keys()])]
  return names.map((name) => {
    const shared = base.get(name) ?? ''
    return { name, base: shared, dark: dark.get(name) ?? shared, light: light.get(name) ?? shared, doc: docs[name] ?? '' }
  })
}
