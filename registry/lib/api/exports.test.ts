import { expect, test } from 'vitest'

// Every module's export names, so that a change to the public surface shows in review.
const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts', '!./**/test-utils/**', '!./**/*.test-utils.ts'], { eager: true })

test('exports', () => {
  const surface = Object.fromEntries(
    Object.entries(modules)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([path, module]) => [path, Object.keys(module).sort()]),
  )
  expect(surface).toMatchSnapshot()
})
