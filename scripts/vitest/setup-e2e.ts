import { afterEach } from 'vitest'
import { reportOpenPages } from '../../e2e/support/failure-report'
import { fileURLToPath } from 'node:url'

const artifactsDir = fileURLToPath(new URL('../../e2e/artifacts', import.meta.url))

// A failed browser test prints what its open pages showed (see failure-report.ts).
afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return
  const report = await reportOpenPages(context.task.name, artifactsDir)
  if (report) process.stderr.write(`\n[walletkit e2e] open pages when "${context.task.name}" failed:\n${report}\n`)
})
