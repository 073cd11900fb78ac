import { writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'

/**
 * Writes each test file's wall time (hooks included, unlike the JSON reporter's start and end)
 * to the path in WALLETKIT_FILE_TIMES, so `npm test` can list the slowest files at the end.
 */
export default class FileTimesReporter implements Reporter {
  private readonly times: Array<{ file: string; ms: number; state: string }> = []

  onTestModuleEnd(module: TestModule): void {
    this.times.push({ file: relative(process.cwd(), module.moduleId), ms: Math.round(module.diagnostic().duration), state: module.state() })
  }

  onTestRunEnd(): void {
    const out = process.env.WALLETKIT_FILE_TIMES
    if (out)
      writeFileSync(
        out,
        JSON.stringify(
          this.times.sort((a, b) => b.ms - a.ms),
          null,
          2,
        ),
      )
  }
}
