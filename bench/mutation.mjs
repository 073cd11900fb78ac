// `npm run bench -- mutation`: Stryker over the core (lib/caip, the pure kit stores, the CLI's
// path fence and install plan), then the mutation score per file and in total. Takes ~25 min on
// two busy cores (concurrency 2); not part of npm test.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const run = spawnSync('npx', ['stryker', 'run', 'bench/mutation/stryker.config.mjs', '--reporters', 'json,progress-append-only'], {
  stdio: ['ignore', 'ignore', 'inherit'],
})
if (run.status !== 0) process.exit(run.status ?? 1)

const report = JSON.parse(readFileSync('.tmp/stryker-report.json', 'utf8'))
const killedStates = new Set(['Killed', 'Timeout'])
const countedStates = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage'])
let killed = 0
let counted = 0
const rows = []
for (const [file, { mutants }] of Object.entries(report.files)) {
  const fileCounted = mutants.filter((m) => countedStates.has(m.status))
  const fileKilled = fileCounted.filter((m) => killedStates.has(m.status))
  killed += fileKilled.length
  counted += fileCounted.length
  const survivors = fileCounted.filter((m) => !killedStates.has(m.status)).map((m) => `${m.location.start.line}:${m.mutatorName}`)
  rows.push([file, fileKilled.length, fileCounted.length, survivors])
}
rows.sort(([a], [b]) => a.localeCompare(b))
for (const [file, k, c, survivors] of rows) {
  console.log(
    `${((100 * k) / Math.max(c, 1)).toFixed(1).padStart(6)}%  ${String(k).padStart(4)}/${String(c).padEnd(4)} ${file}${survivors.length ? `  survivors: ${survivors.slice(0, 8).join(', ')}${survivors.length > 8 ? ', …' : ''}` : ''}`,
  )
}
console.log(`mutation score: ${((100 * killed) / Math.max(counted, 1)).toFixed(1)}% (${killed} of ${counted} mutants killed or timed out)`)
