// Prints how long startDevnet takes on free ports: `npx tsx apps/devnet/scripts/measure-startup.ts [runs]`.
import { startDevnet } from '../src/index'

const runs = Number(process.argv[2] ?? 3)
const times: number[] = []
for (let i = 0; i < runs; i++) {
  const started = performance.now()
  const devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0 })
  const up = performance.now() - started
  const stopStarted = performance.now()
  await devnet.stop()
  times.push(up)
  console.log(`run ${i + 1}: up in ${up.toFixed(0)} ms, stopped in ${(performance.now() - stopStarted).toFixed(0)} ms`)
}
const sorted = [...times].sort((a, b) => a - b)
console.log(`startDevnet over ${runs} runs: median ${sorted[Math.floor(runs / 2)]?.toFixed(0)} ms, max ${sorted[runs - 1]?.toFixed(0)} ms`)
