import { writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { Reporter, TestCase } from 'vitest/node'

/**
 * Writes every test that passed only on a retry (vitest's per-test retry count; the JSON reporter
 * leaves it out) to the path in WALLETKIT_FLAKY, so `npm test` can name them and fail under CI.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: Array<{ file: string; test: string; retries: number }> = []

  onTestCaseResult(test: TestCase): void {
    const retries = test.diagnostic()?.retryCount ?? 0
    if (retries > 0 && test.result().state === 'passed')
      this.flaky.push({ file: relative(process.cwd(), test.module.moduleId), test: test.fullName, retries })
  }

  onTestRunEnd(): void {
    const out = process.env.WALLETKIT_FLAKY
    if (out) writeFileSync(out, JSON.stringify(this.flaky, null, 2))
  }
}
