import { z } from 'zod'
import { describe, expect, test } from 'vitest'
import { CliError, handleError } from './errors'

function capture(error: unknown): { code: number; lines: string[] } {
  const lines: string[] = []
  const code = handleError(error, (line) => lines.push(line))
  return { code, lines }
}

describe('handleError', () => {
  test('default', () => {
    const out = capture(new CliError('ITEM_NOT_FOUND', 'No item named "x".', { suggestion: 'Run `walletkit list`.', lines: ['a', 'b'] }))
    expect(out).toEqual({ code: 1, lines: ['error [ITEM_NOT_FOUND]: No item named "x".', '  a', '  b', 'hint: Run `walletkit list`.'] })
  })

  test('behavior: zod errors become one readable line per issue', () => {
    const parsed = z.object({ template: z.enum(['vite-react', 'next-app']), cwd: z.string() }).safeParse({ template: 'x', cwd: 1 })
    const out = capture(parsed.error)
    expect(out.code).toBe(1)
    expect(out.lines[0]).toBe('error [INVALID_INPUT]: invalid input')
    expect(out.lines.slice(1)).toHaveLength(2)
    expect(out.lines[1]).toMatch(/^ {2}at template: /)
    expect(out.lines[2]).toMatch(/^ {2}at cwd: /)
  })

  test('behavior: control characters from untrusted data are escaped', () => {
    const out = capture(new CliError('UNSAFE_PATH', 'bad \u001b[31mred\u0000'))
    expect(out.lines[0]).toBe('error [UNSAFE_PATH]: bad \\x1b[31mred\\x00')
  })

  test('behavior: merge conflicts exit 2, unexpected errors exit 1 with a bug hint', () => {
    expect(capture(new CliError('MERGE_CONFLICTS', 'conflicts')).code).toBe(2)
    const out = capture(new TypeError('boom'))
    expect(out).toEqual({
      code: 1,
      lines: ['error [UNEXPECTED]: boom', 'hint: This is a bug in walletkit; please report it with the command you ran.'],
    })
  })
})
