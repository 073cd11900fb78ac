import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const registry = fileURLToPath(new URL('./registry', import.meta.url))
const alias = { '@/registry': registry }

// Three suites: fast unit tests beside the code, contract tests that start the local services
// (apps/devnet) and talk to them over loopback, and browser tests that drive Debian's Chromium.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['registry/**/*.test.{ts,tsx}', 'cli/src/**/*.test.ts', 'cli/test/**/*.test.ts', 'apps/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/*.contract.test.ts', '**/*.e2e.test.ts', 'cli/test/fixtures/**'],
          environment: 'node',
          setupFiles: ['scripts/vitest/setup-unit.ts'],
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'contract',
          include: ['**/*.contract.test.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts', 'cli/test/**/*.e2e.test.ts'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 400_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
