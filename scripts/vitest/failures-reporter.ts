import { writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import type { Reporter, SerializedError, TestModule } from 'vitest/node'

type Failure = { file: string; where: string; error: string }

/**
 * An error's message (its first 8 lines: the e2e setup appends the open pages and their last
 * events, printed in full above) and its first stack line in the file under test.
 */
function describeError(error: SerializedError): string {
  const at = (error.stack ?? '').split('\n').find((line) => line.includes('.test.ts:'))
  const lines = `${error.name ?? 'Error'}: ${error.message}`.split('\n')
  const message = lines.length > 8 ? [...lines.slice(0, 8), `(${lines.length - 8} more lines above)`] : lines
  return [...message, at?.trim()].filter(Boolean).join('\n')
}

/**
 * Writes every failure of a run to the path in WALLETKIT_FAILURES: failed tests, and the errors
 * of files and suites (a failed beforeAll), which the JSON reporter leaves out (their tests only
 * count as skipped). `npm test` prints them last, where CI's shortened log still shows them.
 */
export default class FailuresReporter implements Reporter {
  private readonly failures: Failure[] = []

  onTestModuleEnd(module: TestModule): void {
    const file = relative(process.cwd(), module.moduleId)
    const add = (where: string, errors: readonly SerializedError[] | undefined) => {
      for (const error of errors ?? []) this.failures.push({ file, where, error: describeError(error) })
    }
    add('(the file)', module.errors())
    for (const suite of module.children.allSuites()) add(`${suite.fullName} (a hook)`, suite.errors())
    for (const test of module.children.allTests('failed')) add(test.fullName, test.result().errors)
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>): void {
    for (const error of unhandled) this.failures.push({ file: '(none)', where: 'an unhandled error', error: describeError(error) })
    const out = process.env.WALLETKIT_FAILURES
    if (out) writeFileSync(out, JSON.stringify(this.failures, null, 2))
  }
}
