import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { assertSafeRelative, isInside, resolveInside } from './safe-path'

const root = mkdtempSync(join(tmpdir(), 'walletkit-safe-'))
const outside = mkdtempSync(join(tmpdir(), 'walletkit-outside-'))
mkdirSync(join(root, 'src/lib'), { recursive: true })
symlinkSync(outside, join(root, 'src/lib/escape'))
symlinkSync(join(root, 'src'), join(root, 'src/lib/loop-inside'))
afterAll(() => rmSync(root, { recursive: true, force: true }) ?? rmSync(outside, { recursive: true, force: true }))

describe('assertSafeRelative', () => {
  test.each([
    ['../x.ts', 'climbs out'],
    ['src/../../x.ts', 'climbs out'],
    ['src/%2e%2e/x.ts', 'percent-encoded'],
    ['src/%2F/x.ts', 'percent-encoded'],
    ['/etc/passwd', 'absolute'],
    ['C:/x.ts', 'absolute'],
    ['~/x.ts', 'absolute'],
    ['src\\..\\x.ts', 'backslash'],
    ['src/x\u0000.ts', 'control'],
    ['src/x\n.ts', 'control'],
    ['', 'empty'],
  ])('behavior: refuses %j', (path, reason) => {
    expect(() => assertSafeRelative(path)).toThrow(reason)
  })

  test('default', () => {
    expect(() => assertSafeRelative('src/lib/walletkit/a..b/x.ts')).not.toThrow()
  })
})

describe('resolveInside', () => {
  test('default', () => {
    expect(resolveInside(root, 'src/lib/new/x.ts', 'src/lib')).toBe(join(root, 'src/lib/new/x.ts'))
  })

  test('behavior: outside the alias root', () => {
    expect(() => resolveInside(root, 'src/other/x.ts', 'src/lib')).toThrow('lands outside src/lib')
  })

  test('behavior: a symlinked parent leading outside the project', () => {
    expect(() => resolveInside(root, 'src/lib/escape/deeper/x.ts', 'src/lib')).toThrow('symlink to outside the project')
  })

  test('behavior: a symlink that stays in the project but leaves the alias root', () => {
    expect(() => resolveInside(root, 'src/lib/loop-inside/x.ts', 'src/lib')).toThrow('symlink to outside src/lib')
  })

  test('parameters: within defaults to the project root; the root itself and a path equal to the fence are inside', () => {
    expect(resolveInside(root, 'x.ts')).toBe(join(root, 'x.ts'))
    expect(resolveInside(root, 'src/lib', 'src/lib')).toBe(join(root, 'src/lib'))
    expect(resolveInside(root, 'src/lib/a/b/c/new.ts', 'src/lib')).toBe(join(root, 'src/lib/a/b/c/new.ts'))
  })

  test('behavior: an alias root outside the project is refused', () => {
    expect(() => resolveInside(root, 'x.ts', '../elsewhere')).toThrow('alias root is outside the project')
    expect(() => resolveInside(root, 'x.ts', '..')).toThrow('alias root is outside the project')
  })

  test('behavior: a sibling folder whose name starts like the fence is outside it', () => {
    mkdirSync(join(root, 'src/lib-other'), { recursive: true })
    expect(() => resolveInside(root, 'src/lib-other/x.ts', 'src/lib')).toThrow('lands outside src/lib')
  })
})

describe('isInside', () => {
  test('behavior: the same folder and folders below are inside; .. and siblings are not', () => {
    expect(isInside('/a/b', '/a/b')).toBe(true)
    expect(isInside('/a/b', '/a/b/c')).toBe(true)
    expect(isInside('/a/b', '/a/b/..c')).toBe(true)
    expect(isInside('/a/b', '/a')).toBe(false)
    expect(isInside('/a/b', '/a/bc')).toBe(false)
    expect(isInside('/a/b', '/a/c/d')).toBe(false)
  })
})
