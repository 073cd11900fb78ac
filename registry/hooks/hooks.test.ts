import { readdirSync } from 'node:fs'
import { describe, expect, test } from 'vitest'

const files = readdirSync(__dirname)

describe('registry/hooks', () => {
  test('behavior: holds only use-* hooks, the providers and the context (DESIGN.md: start-up lives in lib/state)', () => {
    const other = files.filter(
      (f) =>
        !/^(use-[a-z0-9-]+\.tsx?|walletkit-provider\.tsx|walletkit-context\.ts|embedded-wallet-provider\.tsx|.*\.test\.tsx?|hooks\.test\.ts|test)$/.test(
          f,
        ),
    )
    expect(other).toEqual([])
  })

  test('behavior: every use-* hook has a test of its own', () => {
    const hooks = files.filter((f) => /^use-[a-z0-9-]+\.tsx?$/.test(f)).map((f) => f.replace(/\.tsx?$/, ''))
    const untested = hooks.filter((hook) => !files.some((f) => f.startsWith(`${hook}.`) && /\.test\.tsx?$/.test(f)))
    expect(untested).toEqual([])
  })
})
