// `npm run bench`: every benchmark script under bench/, one after another. Each prints its own
// figures; none of them is a test and none fails on a number. `npm run bench -- bundle` runs one.
import { spawnSync } from 'node:child_process'

const benches = {
  'lib-clients-size': ['node', ['bench/lib-clients-size.mjs']],
  'evm-batching': ['npx', ['tsx', 'bench/evm-batching.ts']],
  'history-index': ['npx', ['tsx', 'bench/history-index.ts']],
  'cli-add': ['node', ['bench/cli-add.mjs']],
  bundle: ['node', ['bench/bundle.mjs']],
  peers: ['node', ['bench/peers.mjs']],
  mutation: ['node', ['bench/mutation.mjs']],
  'cli-vs-shadcn': ['node', ['bench/cli-vs-shadcn.mjs']],
  features: ['node', ['bench/features.mjs']],
  'all-wallets': ['node', ['bench/all-wallets.mjs']],
  'first-open': ['node', ['bench/first-open.mjs']],
  testing: ['npx', ['tsx', 'bench/testing-run.ts']],
  'locale-packs': ['node', ['bench/locale-packs.mjs']],
}

const only = process.argv.slice(2)
const unknown = only.filter((name) => !(name in benches))
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Known: ${Object.keys(benches).join(', ')}`)
  process.exit(2)
}

const build = spawnSync('npm', ['run', 'build', '--silent', '-w', 'cli'], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

let failed = false
for (const [name, [command, args]] of Object.entries(benches)) {
  if (only.length > 0 && !only.includes(name)) continue
  console.log(`\n== bench: ${name} ==`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } })
  if (result.status !== 0) failed = true
}
process.exit(failed ? 1 : 0)
