import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// The unit tests of the code under the mutation check, and nothing else: every mutant is judged
// by the tests written for its own file (browser and contract suites would take hours per run).
const registry = fileURLToPath(new URL('../../registry', import.meta.url))
const state = ['router-store', 'modal-store', 'connectors-store', 'networks-store', 'merge-connectors', 'connector-sections', 'persistence']

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: { alias: { '@/registry': registry } },
  test: {
    include: [
      'registry/lib/caip/*.test.ts',
      ...state.map((name) => `registry/lib/state/${name}.test.ts`),
      'cli/src/project/safe-path.test.ts',
      'cli/src/project/plan.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
  },
})
