import { expect, test } from 'vitest'
import { exportListing } from '@/registry/lib/test-utils/export-listing'

// Every public name of this folder (tests and helpers aside); a change here is an API change for copied-in hosts.
const modules = import.meta.glob<Record<string, unknown>>(['./*/*.ts', '!./*/*.test.ts', '!./test/**'], { eager: true })

test('default: exports', () => {
  expect(exportListing(modules)).toMatchSnapshot()
})
