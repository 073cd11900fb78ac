import { expect, test } from 'vitest'

// Every public name of this folder (tests and helpers aside); a change here is an API change for copied-in hosts.
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true })

test('default: exports', () => {
  const listing = Object.fromEntries(
    Object.entries(modules)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, module]) => [file, Object.keys(module).sort()]),
  )
  expect(listing).toMatchSnapshot()
})
