import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createPublicClient, erc20Abi, http, parseEther } from 'viem'
import { Connection, Keypair, PublicKey, Transaction } from '@solana/web3.js'
import { startDevnet, type Devnet } from '../../../../apps/devnet/src/index'
import { defineLocalEvmNetwork } from '@/registry/lib/chains/define-local-evm-network'
import { defineLocalSolanaNetwork } from '@/registry/lib/chains/define-local-solana-network'
import type { Network } from '@/registry/lib/chains/chain-types'
import type { RequestArguments } from '@/registry/lib/connectors/connector-interface'
import { getAssociatedTokenAddress } from '@/registry/lib/solana/build-spl-transfer'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { createSendFlow, type SendFlow } from './send-flow'
import { fakeConnector } from '../test/fake-connector'

// The whole send flow against devnet: real blockchain API (balances, gas price, identity), the
// node proxy for receipts and estimates, anvil's unlocked account as the EVM wallet, a keypair
// signer as the Solana wallet, and the balances read back from the chains.
let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'solana', 'services'] })
}, 120_000)
afterAll(() => devnet?.stop())

const platform = { isMobile: () => false, isTelegram: () => false, os: () => 'other' as const }

async function anvilRequest({ method, params }: RequestArguments): Promise<unknown> {
  const response = await fetch(devnet.evmChains[0]!.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (body.error) throw Object.assign(new Error(body.error.message), body.error)
  return body.result
}

/** Signs with the dev keypair and sends to the local SVM, as a wallet-standard wallet would. */
function keypairRequest(keypair: Keypair) {
  return async ({ params }: RequestArguments): Promise<unknown> => {
    const transaction = Transaction.from((params as { transaction: Uint8Array }).transaction)
    transaction.partialSign(keypair)
    const signature = await new Connection(devnet.urls.solanaRpc).sendRawTransaction(transaction.serialize())
    return { signature }
  }
}

async function flowFor(network: Network, address: string, request: (args: RequestArguments) => Promise<unknown>): Promise<SendFlow> {
  const kit = createWalletKit({
    projectId: 'send-flow-test',
    networks: [network],
    storage: createMemoryStorage(),
    platform,
    blockchainApiUrl: devnet.urls.services,
  })
  const connector = fakeConnector({
    id: `dev-${network.chainNamespace}`,
    chain: network.chainNamespace,
    accounts: [address],
    chainId: network.id,
    request,
  })
  kit.connectors.register(connector)
  await kit.connection.connect(connector)
  const flow = createSendFlow({ ...kit, getApi: kit.clients.blockchainApi, blockchainApiUrl: devnet.urls.services })
  flow.start()
  await vi.waitFor(() => expect(flow.store.getState().tokenBalances.length).toBeGreaterThan(1), { timeout: 10_000 })
  return flow
}

async function sendAndSettle(flow: SendFlow, symbol: string, amount: string, to: string): Promise<void> {
  const token = flow.store.getState().tokenBalances.find((b) => b.symbol === symbol)
  if (!token) throw new Error(`${symbol} is not among the balances`)
  flow.setToken(token)
  flow.setAmount(amount)
  flow.setReceiver(to)
  await vi.waitFor(() => expect(flow.store.getState().receiverAddress).toBe(to), { timeout: 5_000 })
  await flow.send()
  // Success resets the input.
  expect(flow.store.getState()).toMatchObject({ sendTokenAmount: undefined, receiverAddress: undefined, loading: false })
}

describe('send flow on the local chains', () => {
  test('behavior: EVM native and DUSD arrive on anvil by exactly the amount, with a real gas price and estimate', async () => {
    const chain = devnet.evmChains[0]!
    const network = defineLocalEvmNetwork({ id: chain.chainId, rpcUrl: chain.rpcUrl, name: chain.name })
    const from = devnet.evmAccounts[0]!.address
    const to = devnet.evmAccounts[7]!.address
    const flow = await flowFor(network, from, anvilRequest)
    await vi.waitFor(() => expect(flow.store.getState().gasPriceInUSD).toBeGreaterThan(0), { timeout: 10_000 })
    expect(flow.store.getState().gasUnits).toBe(21_000n)
    const node = createPublicClient({ transport: http(chain.rpcUrl) })
    const [ethBefore, dusdBefore] = await Promise.all([
      node.getBalance({ address: to }),
      node.readContract({ address: devnet.erc20.address, abi: erc20Abi, functionName: 'balanceOf', args: [to] }),
    ])
    await sendAndSettle(flow, 'ETH', '0.125', to)
    expect(await node.getBalance({ address: to })).toBe(ethBefore + parseEther('0.125'))
    await sendAndSettle(flow, 'DUSD', '42.5', to)
    expect(await node.readContract({ address: devnet.erc20.address, abi: erc20Abi, functionName: 'balanceOf', args: [to] })).toBe(
      dusdBefore + 42_500_000n,
    )
  })

  test('behavior: SOL and DUSD arrive in the SVM by exactly the amount, confirmed through the node proxy', async () => {
    if (!devnet.splToken) throw new Error('devnet mints DUSD on Solana')
    const network = defineLocalSolanaNetwork({ rpcUrl: devnet.urls.solanaRpc })
    expect(network.caipNetworkId).toBe(devnet.solanaNetworkId)
    const payer = Keypair.fromSecretKey(devnet.solanaAccounts[0]!.secretKey)
    const to = devnet.solanaAccounts[3]!.publicKey
    const flow = await flowFor(network, payer.publicKey.toBase58(), keypairRequest(payer))
    const connection = new Connection(devnet.urls.solanaRpc)
    const tokenAccount = getAssociatedTokenAddress(new PublicKey(to), new PublicKey(devnet.splToken.mint))
    const dusd = async () => Buffer.from((await connection.getAccountInfo(tokenAccount))!.data).readBigUInt64LE(64)
    const [solBefore, dusdBefore] = [await connection.getBalance(new PublicKey(to)), await dusd()]
    await sendAndSettle(flow, 'SOL', '0.75', to)
    expect(await connection.getBalance(new PublicKey(to))).toBe(solBefore + 750_000_000)
    await sendAndSettle(flow, 'DUSD', '3.25', to)
    expect(await dusd()).toBe(dusdBefore + 3_250_000n)
  })
})
