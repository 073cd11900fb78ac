import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { dependencyConflicts, dependencySpecProblem, missingDependencies } from './dependencies'

describe('dependencySpecProblem', () => {
  test.each([
    'viem',
    'zod@^4.0.0',
    '@types/qrcode',
    '@solana/web3.js@^1.98.0',
    'react@latest',
    'radix-ui@1.x || 2.x',
    'next@>=15 <17',
    'tailwindcss@4.3.3',
    'pkg@next',
  ])('default: %s is a plain spec', (spec) => expect(dependencySpecProblem(spec)).toBeUndefined())

  test.each([
    ['git+https://github.com/a/b.git', 'git, URL, file or alias'],
    ['git://github.com/a/b', 'git, URL, file or alias'],
    ['github:a/b', 'git, URL, file or alias'],
    ['a/b', 'repository or path'],
    ['https://evil.invalid/x.tgz', 'git, URL, file or alias'],
    ['file:../x', 'git, URL, file or alias'],
    ['react@npm:evil-react@1.0.0', 'git, URL, file or alias'],
    ['x@file:../y', 'git, URL, file or alias'],
    ['x@github:a/b', 'git, URL, file or alias'],
    ['x@a/b#main', 'git, URL, file or alias'],
    ['--registry=https://evil.invalid', 'flag'],
    ['./local', 'repository or path'],
    ['React', 'not a valid npm package name'],
    ['x@', 'neither a semver range nor a tag'],
    ['x@$(rm -rf)', 'neither a semver range nor a tag'],
    ['x\u0000', 'control characters'],
  ])('behavior: %s is refused (%s)', (spec, reason) => {
    expect(dependencySpecProblem(spec)).toContain(reason)
  })
})

describe('missingDependencies', () => {
  const made: string[] = []
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  /** A project whose package.json declares `declared` and whose node_modules holds `installed` (name -> version). */
  function project(declared: Record<string, string>, installed: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), 'walletkit-deps-'))
    made.push(root)
    writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'host', dependencies: declared }))
    for (const [name, version] of Object.entries(installed)) {
      const file = join(root, 'node_modules', name, 'package.json')
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, JSON.stringify({ name, version }))
    }
    return root
  }

  test('default: a declared package is left to the host; a new one is asked for as the item says', () => {
    const root = project({ viem: '^2.20.0' }, { viem: '2.21.0' })
    expect(missingDependencies(root, ['viem@^2.30.0', 'zod@^4.0.0', 'zod@^4.0.0'])).toEqual(['zod@^4.0.0'])
  })

  test("behavior: a package another dependency installed is pinned to that version when it is in the item's range (wagmi 2 brings @wagmi/core 2)", () => {
    const root = project({ wagmi: '^2.19.5' }, { wagmi: '2.19.5', '@wagmi/core': '2.22.1', ox: '0.6.0' })
    expect(missingDependencies(root, ['@wagmi/core@^2.16.0 || ^3.0.0', 'ox@^0.9.0', 'qrcode'])).toEqual([
      '@wagmi/core@2.22.1',
      'ox@^0.9.0',
      'qrcode',
    ])
  })

  test('edge: an unreadable or versionless installed manifest, or a dist-tag, leaves the spec as it is', () => {
    const root = project({}, { a: 'not-semver', c: '1.0.0' })
    writeFileSync(join(root, 'node_modules', 'c', 'package.json'), '{ broken')
    expect(missingDependencies(root, ['a@^1.0.0', 'c@^1.0.0', 'd@latest'])).toEqual(['a@^1.0.0', 'c@^1.0.0', 'd@latest'])
  })

  test('edge: a bare name takes whatever version is installed', () => {
    const root = project({}, { qrcode: '1.5.4' })
    expect(missingDependencies(root, ['qrcode'])).toEqual(['qrcode@1.5.4'])
  })
})

describe('dependencyConflicts', () => {
  test("behavior: a declared range that cannot meet the items' range is named; a compatible, bare or tagged one is not", () => {
    const root = mkdtempSync(join(tmpdir(), 'walletkit-deps-'))
    try {
      writeFileSync(
        join(root, 'package.json'),
        JSON.stringify({ dependencies: { zod: '^3.23.8', zustand: '^5.0.2', viem: 'latest' }, devDependencies: { qrcode: '1.5.4' } }),
      )
      expect(dependencyConflicts(root, ['zod@^4.0.0', 'zustand@^5.0.0', 'viem@^2.21.0', 'qrcode', 'react@^19.0.0'])).toEqual([
        'zod: this project declares ^3.23.8; the items are written for ^4.0.0',
      ])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
