// Mutation check of the core (`npm run bench -- mutation`): CAIP parsing, the pure kit stores and
// the CLI's path fence and install plan. Not part of `npm test`: a run takes minutes.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // related: each mutant runs only the test files that import its source file.
  vitest: { configFile: 'bench/mutation/vitest.config.mjs', related: true },
  mutate: [
    'registry/lib/caip/*.ts',
    '!registry/lib/caip/*.test.ts',
    '!registry/lib/caip/caip-types.ts',
    ...['router-store', 'modal-store', 'connectors-store', 'networks-store', 'merge-connectors', 'connector-sections', 'persistence'].map(
      (name) => `registry/lib/state/${name}.ts`,
    ),
    'cli/src/project/safe-path.ts',
    'cli/src/project/plan.ts',
    'cli/src/project/view-plan.ts',
    'cli/src/project/css-plan.ts',
  ],
  // The sandbox copy holds only what these tests read; node_modules is linked, not copied.
  ignorePatterns: ['/*', '!/registry', '!/cli', '/cli/dist', '/cli/test', '!/scripts', '!/bench', '!/package.json', '!/tsconfig.json'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  // Not incremental: with perTest coverage it reused stale "survived" results after tests were
  // added (961 of 987 reused, score unchanged), so every run tests every mutant (~25 min here).
  incremental: false,
  tempDirName: '.tmp/stryker',
  reporters: ['clear-text', 'json', 'progress'],
  jsonReporter: { fileName: '.tmp/stryker-report.json' },
  thresholds: { high: 90, low: 80, break: null },
  timeoutMS: 5_000,
  cleanTempDir: 'always',
}
