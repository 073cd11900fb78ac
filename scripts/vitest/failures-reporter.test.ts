import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'

// The reporter runs inside a real vitest run over three small files: a suite whose beforeAll
// throws (its test is only "skipped" in the JSON report), a failed assertion, a throwing afterAll.
const root = mkdtempSync(join(tmpdir(), 'failures-reporter-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

test('behavior: the failures report names a failed hook, a failed test and a failed teardown, each with its message and line', () => {
  writeFileSync(join(root, 'package.json'), '{"type":"module"}')
  writeFileSync(
    join(root, 'hook.test.ts'),
    "import { beforeAll, describe, test } from 'vitest'\ndescribe('devnet', () => {\n  beforeAll(() => { throw new Error('port 8545 is taken') })\n  test('never runs', () => {})\n})\n",
  )
  writeFileSync(
    join(root, 'assert.test.ts'),
    "import { expect, test } from 'vitest'\ntest('adds', () => { expect(1 + 1).toBe(3) })\ntest('passes', () => {})\n",
  )
  writeFileSync(
    join(root, 'teardown.test.ts'),
    "import { afterAll, test } from 'vitest'\nafterAll(() => { throw new Error('browser did not close') })\ntest('ok', () => {})\n",
  )
  const out = join(root, 'failures.json')
  const run = spawnSync(
    join(process.cwd(), 'node_modules/.bin/vitest'),
    ['run', '--root', root, `--reporter=${join(process.cwd(), 'scripts/vitest/failures-reporter.ts')}`],
    { cwd: root, env: { ...process.env, WALLETKIT_FAILURES: out, CI: '' }, encoding: 'utf8' },
  )
  expect(run.status).toBe(1)
  const failures = JSON.parse(readFileSync(out, 'utf8')) as Array<{ file: string; where: string; error: string }>
  const sorted = failures.sort((a, b) => a.file.localeCompare(b.file))
  expect(sorted.map(({ file, where }) => [file, where])).toEqual([
    ['assert.test.ts', 'adds'],
    ['hook.test.ts', 'devnet (a hook)'],
    ['teardown.test.ts', '(the file)'],
  ])
  expect(sorted[0]!.error).toMatch(/^AssertionError: expected 2 to be 3.*\nat .*assert\.test\.ts:2:/)
  expect(sorted[1]!.error).toMatch(/^Error: port 8545 is taken\nat .*hook\.test\.ts:3:/)
  expect(sorted[2]!.error).toMatch(/^Error: browser did not close\nat .*teardown\.test\.ts:2:/)
})
