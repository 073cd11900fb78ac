// `npm run bench -- testing`: what a host's tests pay for walletkit's devnet. The devnet's start
// through `walletkit devnet --json --free-ports` (the testing fixtures' way), spawn to descriptor:
// the first start of this bench ("cold": a new CLI process, nothing of the devnet loaded yet; the
// OS file cache may hold anvil and the bundle from earlier runs) and the next ones ("warm"), each
// with its in-process start (startedInMs). Then the guide's connect-write-read tests in a CLI-made
// host, wall time of the host's own `vitest run` and `playwright test` (each starts its devnet).
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { repoRoot } from '../e2e/support/host-app'
import { prepareTestingHost, runHostPlaywright, runHostVitest } from '../e2e/testing/testing-host'

const runs = Number(process.argv[2] ?? 5)
const bin = join(repoRoot, 'cli/dist/index.js')

async function startOnce(): Promise<{ wall: number; inProcess: number }> {
  const started = performance.now()
  const child = spawn(process.execPath, [bin, 'devnet', '--json', '--free-ports'], { stdio: ['pipe', 'pipe', 'ignore'] })
  const first = await createInterface({ input: child.stdout })[Symbol.asyncIterator]().next()
  const wall = performance.now() - started
  const { startedInMs } = JSON.parse(String(first.value)) as { startedInMs: number }
  child.stdin.end()
  await once(child, 'exit')
  return { wall, inProcess: startedInMs }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const times: Array<{ wall: number; inProcess: number }> = []
for (let i = 0; i < runs; i++) {
  const time = await startOnce()
  times.push(time)
  console.log(`devnet start ${i + 1}: ${time.wall.toFixed(0)} ms spawn to descriptor (${time.inProcess} ms in process)`)
}
const [cold, ...warm] = times
console.log(
  `walletkit devnet --json: cold ${cold?.wall.toFixed(0)} ms, warm median ${median(warm.map((t) => t.wall)).toFixed(0)} ms over ${warm.length} (in process: cold ${cold?.inProcess} ms, warm median ${median(warm.map((t) => t.inProcess))} ms)`,
)

const host = await prepareTestingHost('bench-testing-host')
const vitest = await runHostVitest(host)
console.log(`host vitest run (devnet, vite preview, Chromium, 2 tests: connect-write-read and reject): ${vitest.ms} ms`)
const playwright = await runHostPlaywright(host)
console.log(`host playwright test run (webServer, devnet per worker, the same 2 tests): ${playwright.ms} ms`)
