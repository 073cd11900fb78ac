// `npm test`: everything, in the order that fails fastest. Type-check, build the CLI (its
// end-to-end tests run the built binary), then every vitest suite: unit, contract, browser.
import { spawnSync } from 'node:child_process'
import { ensureChromium } from './ensure-chromium.mjs'

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1'

function run(label, command, args) {
  const started = Date.now()
  console.log(`\n[walletkit test] ${label}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  console.log(`[walletkit test] ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  if (result.status !== 0) process.exit(result.status ?? 1)
}

ensureChromium()
run('type-check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'])
run('build cli', 'npm', ['run', 'build', '--silent', '-w', 'cli'])
const extra = process.argv.slice(2)
run('vitest (unit, contract, e2e)', 'npx', ['vitest', 'run', ...extra])
