// `npm run demo`: builds the CLI, makes a host app from templates/vite-react with
// `walletkit init` and `walletkit add connect-modal` (in .tmp/demo), starts every local service
// on its default port, and serves the app at http://127.0.0.1:5173 with the Devnet Wallet
// installed in the page, so a newcomer can connect right away. Ctrl-C stops everything.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { tsImport } from 'tsx/esm/api'

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1'
const load = (path) => tsImport(path, import.meta.url)
const port = Number(process.env.WALLETKIT_DEMO_PORT ?? 5173)

console.log('[demo] building the walletkit CLI…')
const built = spawnSync('npm', ['run', 'build', '--silent', '-w', 'cli'], { stdio: 'inherit' })
if (built.status !== 0) process.exit(built.status ?? 1)

const { prepareHostApp } = await load('../e2e/support/host-app.ts')
const { serveStatic } = await load('../e2e/support/static-server.ts')
const { startDevnet } = await load('../apps/devnet/src/index.ts')
const { buildTestWalletScript } = await load('../apps/test-wallet/src/index.ts')

// Every feature view in the registry (send, receive, swap, buy, activity, NFTs, e-mail and social
// login, names, ...) goes in, so the demo shows the whole kit.
const registry = JSON.parse(readFileSync(new URL('../registry/registry.json', import.meta.url), 'utf8'))
const featureItems = registry.items.filter((item) => item.meta?.view).map((item) => item.name)
const { journeyAppSource } = await load('../e2e/journeys/journey-host.ts')

console.log(`[demo] making the host app with \`walletkit init\` and \`walletkit add connect-modal ${featureItems.join(' ')}\`…`)
const host = await prepareHostApp('demo', 'cli', { items: featureItems, appSource: journeyAppSource })

let devnet
let server
let stopping = false
async function stop(signal) {
  if (stopping) return
  stopping = true
  console.log(`\n[demo] ${signal}: stopping…`)
  await server?.close().catch(() => {})
  await devnet?.stop().catch(() => {})
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))

console.log('[demo] starting devnet on the default ports…')
// The same port variables as `npm run devnet`; unset means the default port.
const envPort = (name) => (process.env[name] ? Number(process.env[name]) : undefined)
devnet = await startDevnet({
  evm: envPort('WALLETKIT_EVM_PORT'),
  solana: envPort('WALLETKIT_SOLANA_PORT'),
  services: envPort('WALLETKIT_SERVICES_PORT'),
  frame: envPort('WALLETKIT_FRAME_PORT'),
  relay: envPort('WALLETKIT_RELAY_PORT'),
  log: (line) => console.log(`[devnet] ${line}`),
})
const chains = devnet.evmChains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name }))
const wallet = (await buildTestWalletScript({ chains, writeDist: false })).replaceAll('</script', '<\\/script')
const config = JSON.stringify({
  services: devnet.urls.services,
  frame: devnet.urls.frame || undefined,
  relay: devnet.urls.relay || undefined,
  chains,
})
server = await serveStatic(host.dist, {
  port,
  headHtml: () => `<script>window.__walletkitHost = ${config};</script><script>${wallet}</script>`,
})

console.log(`\n  walletkit demo: ${server.url}\n`)
console.log('  Click "Connect Wallet" and pick "Devnet Wallet" (an anvil dev account with 10,000 ETH),')
console.log(`  or sign in by e-mail: the code arrives in the dev mailbox: ${devnet.urls.services}/dev/mailbox?to=<your address>`)
console.log('  Press Ctrl-C to stop.\n')
if (stopping) await stop('stop')
