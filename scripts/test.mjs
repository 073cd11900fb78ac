// `npm test`: everything, in the order that fails fastest. Type-check, build the CLI (its
// end-to-end tests run the built binary), then every vitest project: unit, contract, browser.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { ensureChromium } from './ensure-chromium.mjs'

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1'

function run(label, command, args) {
  const started = Date.now()
  console.log(`\n[walletkit test] ${label}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  const ok = result.status === 0
  console.log(`[walletkit test] ${label}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return ok
}

ensureChromium()
if (!run('type-check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'])) process.exit(1)
if (!run('build cli', 'npm', ['run', 'build', '--silent', '-w', 'cli'])) process.exit(1)

// One project at a time: the browser and contract suites start real nodes and Chromium, and
// sharing two cores with the unit suite only makes every suite slower and flakier.
const extra = process.argv.slice(2)
mkdirSync('.tmp', { recursive: true })
const totals = { passed: 0, failed: 0, skipped: 0 }
let allOk = true
for (const project of ['unit', 'contract', 'e2e']) {
  const report = `.tmp/vitest-${project}.json`
  rmSync(report, { force: true })
  const args = ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra]
  allOk = run(`vitest ${project}`, 'npx', args) && allOk
  if (!existsSync(report)) {
    allOk = false
    continue
  }
  const summary = JSON.parse(readFileSync(report, 'utf8'))
  totals.passed += summary.numPassedTests
  totals.failed += summary.numFailedTests
  totals.skipped += summary.numPendingTests + summary.numTodoTests
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(allOk && totals.failed === 0 ? 0 : 1)
