import { BaseSequencer, type TestSpecification } from 'vitest/node'

// The e2e files that take minutes: the four stock scaffolds (npm installs and builds), the
// docs site (a Next export and a crawl of every page) and the stock host running its own
// Playwright tests with walletkit's testing kit. They start first, so the
// workers end together instead of one starting a three-minute file near the end. On a
// clean clone vitest has no durations yet and would order by file size, which puts them late.
const slowFirst = ['cli/test/stock-hosts.e2e.test.ts', 'e2e/docs/docs-site.e2e.test.ts', 'cli/test/testing-stock-host.e2e.test.ts']

function rank(spec: TestSpecification): number {
  const index = slowFirst.findIndex((path) => spec.moduleId.endsWith(`/${path}`))
  return index === -1 ? slowFirst.length : index
}

/** Vitest's order (failed, then longest, then largest first) with the known slow files in front. */
export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec)
  }
}
