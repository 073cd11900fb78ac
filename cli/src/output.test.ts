import { describe, expect, test } from 'vitest'
import { stripTerminalEscapes } from './output'

describe('stripTerminalEscapes', () => {
  test('default: plain text, tabs and newlines pass unchanged', () => {
    expect(stripTerminalEscapes('a\tb\nc — ü')).toBe('a\tb\nc — ü')
  })

  test.each([
    ['CSI colour', '\u001b[31mred\u001b[0m', 'red'],
    ['clear screen and cursor home', 'x\u001b[2J\u001b[1;1Hy', 'xy'],
    ['OSC window title ended by BEL', '\u001b]0;pwned\u0007ok', 'ok'],
    ['OSC 8 hyperlink ended by ST', '\u001b]8;;https://evil.invalid\u001b\\link\u001b]8;;\u001b\\', 'link'],
    ['8-bit CSI', 'a\u009b31mb', 'a31mb'],
    ['carriage return that would overwrite the line', 'safe\rEVIL', 'safe\\x0dEVIL'],
    ['backspace and NUL', 'a\u0008\u0000b', 'a\\x08\\x00b'],
    ['right-to-left override that reorders the line', 'evil\u202etxt.exe', 'evil\\u{202e}txt.exe'],
    ['isolates and zero-width space', 'a\u2066b\u2069\u200bc\ufeff', 'a\\u{2066}b\\u{2069}\\u{200b}c\\u{feff}'],
    ['tag characters that hide text', 'ok\u{e0041}\u{e0042}', 'ok\\u{e0041}\\u{e0042}'],
  ])('behavior: %s', (_, input, output) => {
    expect(stripTerminalEscapes(input)).toBe(output)
  })
})
