// Devnet history over 5,000 blocks: mines blocks on anvil (one transfer touching the account in
// every 10th block), then times a cold index of every block by a fresh indexer, and
// GET /v1/account/{address}/history, whose index follows the chain in the background and reads
// only blocks mined since its cursor (target < 200 ms per request).
// A script that prints figures, not a test: `npx tsx bench/history-index.ts [blocks]`.
import { createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { startDevnet } from '../apps/devnet/src/index'
import { createEvmIndexer } from '../apps/devnet/src/history/evm-indexer'
import { createTokenInfos } from '../apps/devnet/src/history/token-info'
import { localEvmChain } from '../apps/devnet/src/services/local-chains'

const blocks = Number(process.argv[2] ?? 5000)
const devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'services'] })
try {
  const chain = devnet.evmChains[0]!
  const sender = devnet.evmAccounts[4]!
  const me = devnet.evmAccounts[5]!.address
  const wallet = createWalletClient({ account: privateKeyToAccount(sender.privateKey), transport: http(chain.rpcUrl) })
  const rpc = (method: string, params: unknown[]) => wallet.request({ method, params } as never)
  const mine = async (count: number) => {
    for (let i = 0; i < count; i += 10) {
      await wallet.sendTransaction({ to: me, value: parseEther('0.001'), chain: null })
      await rpc('anvil_mine', [`0x${Math.min(9, count - i - 1).toString(16)}`])
    }
  }
  const started = performance.now()
  await mine(blocks)
  console.log(`mined ${blocks} blocks (${blocks / 10} transfers) in ${(performance.now() - started).toFixed(0)} ms`)
  const local = localEvmChain(chain)
  const cold = createEvmIndexer(local, createTokenInfos(local.client, { erc20: devnet.erc20, collectibles: devnet.collectibles }))
  const coldStart = performance.now()
  await cold.sync()
  console.log(
    `${`cold index of ${cold.cursor()} blocks (fresh indexer, no request)`.padEnd(52)} ${(performance.now() - coldStart).toFixed(1).padStart(8)} ms`,
  )
  const url = `${devnet.urls.services}/v1/account/${me}/history?projectId=bench&chainId=eip155:${chain.chainId}`
  const time = async (label: string) => {
    const t = performance.now()
    const response = await fetch(url)
    const body = (await response.json()) as { data: unknown[] }
    console.log(
      `${label.padEnd(52)} ${(performance.now() - t).toFixed(1).padStart(8)} ms  (${response.status}, ${body.data.length} entries)`,
    )
  }
  await time(`first request after mining ${blocks} blocks`)
  for (let i = 1; i <= 3; i++) await time(`request ${i} after it, no new blocks`)
  await mine(100)
  await time('request after 100 new blocks (10 transfers)')
  await mine(blocks)
  await time(`request after ${blocks} new blocks`)
} finally {
  await devnet.stop()
}
