import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { compileGuide } from './compile-guide'
import { listGuides } from './guides'

const docsRoot = fileURLToPath(new URL('..', import.meta.url))

// The docs build compiles every guide while it prerenders the search index; a stray MDX
// expression (`Polkadot{.js}` in prose) stopped it there, six minutes into the site's e2e run.
describe('guides as MDX', () => {
  test.each(listGuides(docsRoot).map((guide) => [guide.slug, guide.file] as const))(
    'behavior: %s compiles, with a table of contents and search text',
    async (_slug, file) => {
      const guide = await compileGuide(file)
      expect(guide.structuredData.contents.length).toBeGreaterThan(0)
      expect(typeof guide.Content).toBe('function')
    },
  )
})
