// `npm run docs:build`: registry data, then the static export into apps/docs/out; prints the time.
import { spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const docs = join(dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => join(docs, '..', '..', 'node_modules', '.bin', name)
const started = Date.now()
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: docs, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
run(bin('tsx'), ['scripts/generate.ts', ...process.argv.slice(2)])
run(bin('next'), ['build'])
console.info(`docs: built apps/docs/out in ${((Date.now() - started) / 1000).toFixed(1)} s`)
