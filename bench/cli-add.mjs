// Median wall time of `walletkit add connect-modal --no-install` into a fresh vite-react template.
// A script that prints figures, not a test: `node bench/cli-add.mjs [runs] [item]` after
// `npm run build -w cli`.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = join(root, 'cli/dist/index.js')
const runs = Number(process.argv[2] ?? 7)
const item = process.argv[3] ?? 'connect-modal'
if (!existsSync(bin)) throw new Error('Build the CLI first: npm run build -w cli')

function cli(args, cwd) {
  const started = process.hrtime.bigint()
  const result = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8' })
  const ms = Number(process.hrtime.bigint() - started) / 1e6
  if (result.status !== 0) throw new Error(`walletkit ${args.join(' ')} failed:\n${result.stderr}`)
  return { ms, stdout: result.stdout }
}

mkdirSync(join(root, '.tmp'), { recursive: true })
const times = []
let files = 0
for (let run = 0; run < runs; run++) {
  const dir = mkdtempSync(join(root, '.tmp', 'bench-cli-add-'))
  try {
    cpSync(join(root, 'templates/vite-react'), dir, { recursive: true })
    cli(['init', '--yes', '--no-install'], dir)
    const { ms, stdout } = cli(['add', item, '--yes', '--no-install'], dir)
    files = Number(/Wrote (\d+) file/.exec(stdout)?.[1] ?? 0)
    times.push(ms)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
times.sort((a, b) => a - b)
const median = times.length % 2 ? times[(times.length - 1) / 2] : (times[times.length / 2 - 1] + times[times.length / 2]) / 2
console.log(`walletkit add ${item} --no-install: ${files} files, ${runs} runs`)
console.log(`median ${median.toFixed(0)} ms  (min ${times[0].toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms)`)
// Wall time on a shared machine depends on its load: print it so figures can be compared fairly.
console.log(`load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`)
