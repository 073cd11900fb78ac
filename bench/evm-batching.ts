// Node RPC batching through the blockchain API proxy on devnet: N balance reads in one tick,
// with the kit's transport (batch 1000, wait 0) and with plain unbatched HTTP. Prints the HTTP
// requests devnet counted and the wall time. A script that prints figures, not a test:
// `npx tsx bench/evm-batching.ts [reads]`.
import { createClient, http } from 'viem'
import { getBalance } from 'viem/actions'
import { startDevnet } from '../apps/devnet/src/index'
import { defineLocalEvmNetwork } from '../registry/lib/chains/define-local-evm-network'
import { createEvmClient } from '../registry/lib/evm/create-evm-client'
import { getNodeRpcUrl } from '../registry/lib/evm/get-node-rpc-url'

const reads = Number(process.argv[2] ?? 500)
const devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'services'] })
try {
  const services = devnet.urls.services
  const network = defineLocalEvmNetwork({ id: 31337, name: 'Local', rpcUrl: devnet.urls.evmRpc })
  const proxy = getNodeRpcUrl({ blockchainApiUrl: services, caipNetworkId: 'eip155:31337', projectId: 'bench' })
  const clients = {
    'kit transport (batched)': createEvmClient({ network, rpcUrls: [proxy] }),
    'plain http (unbatched)': createClient({ transport: http(proxy) }),
  }
  console.log(`${reads} eth_getBalance reads in one tick through the devnet proxy`)
  for (const [name, client] of Object.entries(clients)) {
    await fetch(`${services}/dev/stats/reset`, { method: 'POST' })
    const started = performance.now()
    await Promise.all(Array.from({ length: reads }, (_, i) => getBalance(client, { address: devnet.evmAccounts[i % 10]!.address })))
    const ms = performance.now() - started
    const { total } = (await (await fetch(`${services}/dev/stats`)).json()) as { total: number }
    console.log(`${name.padEnd(26)} ${String(total).padStart(5)} HTTP requests ${ms.toFixed(0).padStart(7)} ms`)
  }
} finally {
  await devnet.stop()
}
