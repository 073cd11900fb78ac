import { describe, expect, test } from 'vitest'
import { hiddenCount, visibleText } from './visible-text'

describe('visibleText', () => {
  test('default: plain text, newlines and tabs are kept', () => {
    expect(visibleText('Sign in to app.example\nNonce:\t42 — ok ✓ 日本')).toBe('Sign in to app.example\nNonce:\t42 — ok ✓ 日本')
  })

  test('behavior: bidi overrides and isolates, zero-width characters and odd spaces are written out', () => {
    expect(visibleText('Pay \u202Eevil\u202C ok\u200B')).toBe('Pay ⟨U+202E⟩evil⟨U+202C⟩ ok⟨U+200B⟩')
    expect(visibleText('a\u2066b\u2069c\u200Dd\u00A0e\u2028f\uFEFF')).toBe('a⟨U+2066⟩b⟨U+2069⟩c⟨U+200D⟩d⟨U+00A0⟩e⟨U+2028⟩f⟨U+FEFF⟩')
  })

  test('behavior: controls, tags, private use and variation selectors are written out; \\r too', () => {
    expect(visibleText('a\u0000\r\u007F\u{E0041}\uE000\uFE0F')).toBe('a⟨U+0000⟩⟨U+000D⟩⟨U+007F⟩⟨U+E0041⟩⟨U+E000⟩⟨U+FE0F⟩')
    expect(hiddenCount('a\u202Eb\n c\u200B')).toBe(2)
  })
})
