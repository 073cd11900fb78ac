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

// GNU time, when present, adds the child's CPU time: on a shared machine wall time mostly
// measures the neighbours, CPU time measures walletkit.
const gnuTime = existsSync('/usr/bin/time')

function cli(args, cwd) {
  const started = process.hrtime.bigint()
  const command = gnuTime ? ['/usr/bin/time', ['-f', 'cpu %U %S', process.execPath, bin, ...args]] : [process.execPath, [bin, ...args]]
  const result = spawnSync(command[0], command[1], { cwd, encoding: 'utf8' })
  const ms = Number(process.hrtime.bigint() - started) / 1e6
  if (result.status !== 0) throw new Error(`walletkit ${args.join(' ')} failed:\n${result.stderr}`)
  const cpu = /cpu ([\d.]+) ([\d.]+)/.exec(result.stderr)
  return { ms, cpuMs: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : undefined, stdout: result.stdout }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

mkdirSync(join(root, '.tmp'), { recursive: true })
const times = []
const cpuTimes = []
let files = 0
for (let run = 0; run < runs; run++) {
  const dir = mkdtempSync(join(root, '.tmp', 'bench-cli-add-'))
  try {
    cpSync(join(root, 'templates/vite-react'), dir, { recursive: true })
    cli(['init', '--yes', '--no-install'], dir)
    const { ms, cpuMs, stdout } = cli(['add', item, '--yes', '--no-install'], dir)
    files = Number(/Wrote (\d+) file/.exec(stdout)?.[1] ?? 0)
    times.push(ms)
    if (cpuMs !== undefined) cpuTimes.push(cpuMs)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
times.sort((a, b) => a - b)
console.log(`walletkit add ${item} --no-install: ${files} files, ${runs} runs`)
console.log(`median ${median(times).toFixed(0)} ms wall  (min ${times[0].toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms)`)
if (cpuTimes.length > 0) console.log(`median ${median(cpuTimes).toFixed(0)} ms CPU (user + sys)`)
// Wall time on a shared machine depends on its load: print it so figures can be compared fairly.
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
)
