import { describe, expect, test } from 'vitest'
import { dependencySpecProblem } from './dependencies'

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
