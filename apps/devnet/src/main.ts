// `npm run devnet`: every local stand-in on its default port (env overrides), until Ctrl-C.
import { embeddersFromEnv } from './embedders-from-env'
import { startDevnet } from './index'
import { defaultPorts, type Devnet, type DevnetPorts } from './types'

const envNames: Record<keyof DevnetPorts, string> = {
  evm: 'WALLETKIT_EVM_PORT',
  solana: 'WALLETKIT_SOLANA_PORT',
  services: 'WALLETKIT_SERVICES_PORT',
  frame: 'WALLETKIT_FRAME_PORT',
  relay: 'WALLETKIT_RELAY_PORT',
}

function portFromEnv(key: keyof DevnetPorts): number {
  const raw = process.env[envNames[key]]
  if (raw === undefined || raw === '') return defaultPorts[key]
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${envNames[key]} must be a port number, got "${raw}"`)
  return port
}

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
  evm: portFromEnv('evm'),
  solana: portFromEnv('solana'),
  services: portFromEnv('services'),
  frame: portFromEnv('frame'),
  relay: portFromEnv('relay'),
  frameEmbedders: embeddersFromEnv(),
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
