import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { parseJsonc } from './jsonc'
import { aliasToDir, primaryPrefix, readPathMap } from './tsconfig-paths'

const root = mkdtempSync(join(tmpdir(), 'walletkit-paths-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('parseJsonc', () => {
  test('default', () => {
    expect(parseJsonc('{\n  // c\n  "a": "./src/*", /* b */ "b": [1, 2,],\n}')).toEqual({ a: './src/*', b: [1, 2] })
  })
})

describe('aliases from tsconfig paths', () => {
  test('default: Vite layout', () => {
    writeFileSync(join(root, 'tsconfig.json'), '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } // vite\n}')
    const map = readPathMap(root)
    expect(map && primaryPrefix(map)).toBe('@/')
    expect(map && aliasToDir(root, map, '@/lib/walletkit')).toBe('src/lib/walletkit')
  })

  test('parameters: Next layout, other prefixes, most specific key first', () => {
    const map = { dir: root, paths: { '@/*': ['./*'], '~ui/*': ['./design/ui/*'], '@/components/*': ['./app/components/*'] } }
    expect(aliasToDir(root, map, '@/lib/walletkit')).toBe('lib/walletkit')
    expect(aliasToDir(root, map, '~ui/walletkit')).toBe('design/ui/walletkit')
    expect(aliasToDir(root, map, '@/components/walletkit')).toBe('app/components/walletkit')
  })

  test('behavior: an alias no path covers is a clear error', () => {
    expect(() => aliasToDir(root, { dir: root, paths: { '@/*': ['./src/*'] } }, '#lib/x')).toThrow(
      'matches no entry of compilerOptions.paths',
    )
  })
})
