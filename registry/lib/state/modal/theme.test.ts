import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { DEFAULT_ACCENT, DEFAULT_BACKGROUNDS } from './theme'

// The frame gets these as resolved values; the modal takes them from the stylesheet. One value, two notations.
const css = readFileSync(new URL('../../../styles/walletkit.css', import.meta.url), 'utf8')
const declared = (block: RegExp, name: string) =>
  block
    .exec(css)?.[1]
    ?.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1]
    ?.trim()

describe('theme defaults', () => {
  test('behavior: DEFAULT_ACCENT and DEFAULT_BACKGROUNDS are the values walletkit.css falls back to', () => {
    expect(declared(/\[data-wk-theme\]\s*\{([^}]*)\}/, '--wk-accent')).toBe(DEFAULT_ACCENT)
    expect(declared(/\[data-wk-theme='dark'\]\s*\{([^}]*)\}/, '--wk-background')).toBe(DEFAULT_BACKGROUNDS.dark)
    expect(declared(/\[data-wk-theme='light'\]\s*\{([^}]*)\}/, '--wk-background')).toBe(DEFAULT_BACKGROUNDS.light)
  })
})
