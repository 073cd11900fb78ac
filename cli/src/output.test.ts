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
  ])('behavior: %s', (_, input, output) => {
    expect(stripTerminalEscapes(input)).toBe(output)
  })
})
