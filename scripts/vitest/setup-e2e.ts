import { afterEach } from 'vitest'
import { reportOpenPages } from '../../e2e/support/failure-report'
import { fileURLToPath } from 'node:url'

const artifactsDir = fileURLToPath(new URL('../../e2e/artifacts', import.meta.url))

// A failed browser test prints what its open pages showed (see failure-report.ts).
afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return
  const report = await reportOpenPages(context.task.name, artifactsDir)
  if (!report) return
  process.stderr.write(`\n[walletkit e2e] open pages when "${context.task.name}" failed:\n${report}\n`)
  // Also in the failure summary at the end of the run: CI keeps only the run's last lines.
  const error = context.task.result.errors?.[0]
  if (error) error.message = `${error.message}\n\n[open pages when it failed]\n${report}`
})
