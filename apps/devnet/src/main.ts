// `npm run devnet`: every local stand-in on its default port (env overrides), until Ctrl-C.
import { devnetEmbedders } from './embedders-from-env'
import { startDevnet } from './index'
import { portsFromEnv } from './ports-from-env'
import type { Devnet } from './types'

let devnet: Devnet | undefined
let stopping = false
async function shutdown(signal: string): Promise<void> {
  if (stopping) return
  stopping = true
  console.log(`\n${signal}: stopping devnet...`)
  // A signal during startup is handled once startDevnet returns, so no half-started node is left behind.
  if (!devnet) return
  await devnet.stop()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

const started = performance.now()
devnet = await startDevnet({
  ...portsFromEnv(),
  frameEmbedders: devnetEmbedders(),
  log: (line) => console.log(line),
})
if (stopping) {
  await devnet.stop()
  process.exit(0)
}
const first = devnet.evmAccounts[0]
console.log(`DevToken ${devnet.erc20.symbol}: ${devnet.erc20.address}`)
if (first) console.log(`Dev account 0: ${first.address} (key ${first.privateKey})`)
for (const account of devnet.solanaAccounts) console.log(`Solana dev account: ${account.publicKey}`)
const since = Math.round(process.uptime() * 1000)
console.log(`walletkit devnet up in ${Math.round(performance.now() - started)} ms (${since} ms since the process started). Ctrl-C to stop.`)
