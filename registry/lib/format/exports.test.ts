import { expect, test } from 'vitest'
import { exportListing } from '@/registry/lib/test-utils/export-listing'

// Every module's export names, so that a change to the public surface shows in review.
const modules = import.meta.glob<Record<string, unknown>>(
  ['./**/*.ts', '!./**/*.test.ts', '!./**/test-utils/**', '!./**/*.test-utils.ts'],
  { eager: true },
)

test('default: exports', () => {
  expect(exportListing(modules)).toMatchSnapshot()
})
