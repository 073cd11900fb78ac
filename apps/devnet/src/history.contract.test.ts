import { createWalletClient, defineChain, erc20Abi, http, parseEther } from 'viem'
import { devCollectiblesAbi } from './evm/deploy-dev-collectibles'
import { privateKeyToAccount } from 'viem/accounts'
import { createPublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from './index'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'solana', 'services'] })
})
afterAll(async () => {
  await devnet?.stop()
})

type HistoryPage = {
  data: Array<{
    metadata: { hash: string; chain: string; operationType: string; status: string }
    transfers: Array<{
      direction: string
      quantity: { numeric: string }
      fungible_info?: { symbol: string; icon: { url: string } }
      nft_info?: {
        name: string
        token_id: string
        contract_address: string
        content?: { preview: { url: string } }
        flags: { is_spam: boolean }
      }
    }>
  }>
  next: string | null
}

async function history(address: string, params: string): Promise<HistoryPage> {
  const response = await fetch(`${devnet.urls.services}/v1/account/${address}/history?projectId=test&${params}`)
  expect(response.status).toBe(200)
  return (await response.json()) as HistoryPage
}

function wallet(index: number, chainIndex = 0) {
  const chain = devnet.evmChains[chainIndex]!
  const viemChain = defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const account = privateKeyToAccount(devnet.evmAccounts[index]!.privateKey)
  return {
    wallet: createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl) }),
    client: createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl), pollingInterval: 50 }),
  }
}

describe('history', () => {
  test("behavior: a viem ETH transfer and a DUSD transfer appear in both parties' history", async () => {
    const { wallet: w, client } = wallet(5)
    const to = devnet.evmAccounts[6]!.address
    const ethHash = await w.sendTransaction({ to, value: parseEther('1.5') })
    await client.waitForTransactionReceipt({ hash: ethHash })
    const tokenHash = await w.writeContract({
      address: devnet.erc20.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, 2_500_000n],
    })
    await client.waitForTransactionReceipt({ hash: tokenHash })

    const sender = await history(devnet.evmAccounts[5]!.address, 'chainId=eip155:31337')
    expect(sender.data[0]).toMatchObject({
      metadata: { hash: tokenHash, chain: 'eip155:31337', operationType: 'send', status: 'confirmed' },
      transfers: [{ direction: 'out', quantity: { numeric: '2.5' }, fungible_info: { symbol: 'DUSD' } }],
    })
    expect(sender.data[1]).toMatchObject({
      metadata: { hash: ethHash },
      transfers: [{ direction: 'out', quantity: { numeric: '1.5' }, fungible_info: { symbol: 'ETH' } }],
    })

    const receiver = await history(to, 'chainId=eip155:31337')
    expect(receiver.data.slice(0, 2).map((t) => [t.metadata.hash, t.metadata.operationType, t.transfers[0]?.direction])).toEqual([
      [tokenHash, 'receive', 'in'],
      [ethHash, 'receive', 'in'],
    ])
    expect((await history(to, 'chainId=eip155:31338')).data.some((t) => t.metadata.hash === ethHash)).toBe(false)
  })

  test('parameters: cursor pages through history newest first', async () => {
    const { wallet: w, client } = wallet(7, 1)
    const to = devnet.evmAccounts[8]!.address
    const hashes: string[] = []
    for (let i = 0; i < 12; i++) {
      const hash = await w.sendTransaction({ to, value: BigInt(i + 1) })
      await client.waitForTransactionReceipt({ hash })
      hashes.push(hash)
    }
    const first = await history(devnet.evmAccounts[7]!.address, 'chainId=eip155:31338')
    expect(first.data).toHaveLength(10)
    expect(first.next).not.toBeNull()
    const second = await history(devnet.evmAccounts[7]!.address, `chainId=eip155:31338&cursor=${first.next}`)
    expect(second.next).toBeNull()
    // 12 transfers plus the DevToken mint from deployment.
    const all = [...first.data, ...second.data].map((t) => t.metadata.hash)
    expect(all).toHaveLength(13)
    expect(all.slice(0, 12)).toEqual([...hashes].reverse())
  })
})

describe('gas price and supported chains', () => {
  test('behavior: gas price comes from the node', async () => {
    const { client } = wallet(0)
    const node = await client.getGasPrice()
    const response = await fetch(`${devnet.urls.services}/v1/convert/gas-price?projectId=test&chainId=eip155:31337`)
    const body = (await response.json()) as { standard: string; fast: string; instant: string }
    // Gas price falls as empty blocks are mined, so the node's earlier answer is an upper bound.
    expect(BigInt(body.standard)).toBeLessThanOrEqual(node)
    expect(BigInt(body.standard)).toBeGreaterThan(0n)
    expect(BigInt(body.fast)).toBeGreaterThan(BigInt(body.standard))
  })

  test("behavior: supported chains list both EVM chains, the local Solana network and the Bitcoin and Polkadot ledgers' chains", async () => {
    const response = await fetch(`${devnet.urls.services}/v1/supported-chains?projectId=test`)
    expect(await response.json()).toEqual({
      http: [
        'eip155:31337',
        'eip155:31338',
        devnet.solanaNetworkId,
        'bip122:000000000933ea01ad0ee984209779ba',
        'bip122:00000008819873e925422c1ff0f99f7c',
        'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
        'bip122:000000000019d6689c085ae165831e93',
        'polkadot:9e4bc837986398d8c0387e8c2492d50d',
        'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
      ],
      ws: [],
    })
  })
})

describe('history of NFTs and pending transactions', () => {
  test("behavior: a viem ERC-721 transfer appears with nft_info and a served image; the spam collection's mint is flagged", async () => {
    const [collectibles, spam] = devnet.collectibles
    if (!collectibles || !spam) throw new Error('devnet deploys two collections')
    expect([collectibles.spam, spam.spam]).toEqual([false, true])
    const { wallet: w, client } = wallet(1)
    const from = devnet.evmAccounts[1]!.address
    const to = devnet.evmAccounts[9]!.address
    // Account 1 got ids 4-6 of DevCollectibles in the mint at start.
    expect(await client.readContract({ address: collectibles.address, abi: devCollectiblesAbi, functionName: 'ownerOf', args: [4n] })).toBe(
      from,
    )
    const hash = await w.writeContract({
      address: collectibles.address,
      abi: devCollectiblesAbi,
      functionName: 'transferFrom',
      args: [from, to, 4n],
    })
    await client.waitForTransactionReceipt({ hash })

    const received = await history(to, 'chainId=eip155:31337')
    expect(received.data[0]).toMatchObject({
      metadata: { hash, operationType: 'receive', status: 'confirmed' },
      transfers: [
        {
          direction: 'in',
          quantity: { numeric: '1' },
          nft_info: { name: 'Dev Collectibles #4', token_id: '4', contract_address: collectibles.address, flags: { is_spam: false } },
        },
      ],
    })
    const image = await fetch(received.data[0]!.transfers[0]!.nft_info!.content!.preview.url)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(await image.text()).toMatch(/^<svg /)
    // tokenURI on chain points at the metadata devnet serves.
    const uri = await client.readContract({ address: collectibles.address, abi: devCollectiblesAbi, functionName: 'tokenURI', args: [4n] })
    expect(await (await fetch(`${devnet.urls.services}${String(uri)}`)).json()).toMatchObject({
      name: 'Dev Collectibles #4',
      image: expect.stringMatching(/\/nft\/dev-collectibles\/4\/image\.svg$/),
    })

    const sent = await history(from, 'chainId=eip155:31337')
    expect(sent.data[0]).toMatchObject({
      metadata: { hash, operationType: 'send' },
      transfers: [{ direction: 'out', nft_info: { token_id: '4' } }],
    })
    const all = [...sent.data, ...(sent.next ? (await history(from, `chainId=eip155:31337&cursor=${sent.next}`)).data : [])]
    const spamMint = all.find((t) => t.transfers.some((x) => x.nft_info?.contract_address === spam.address))
    expect(spamMint).toMatchObject({
      metadata: { operationType: 'mint' },
      transfers: [{ direction: 'in', nft_info: { name: 'Free Airdrop Claim #2', flags: { is_spam: true } } }],
    })
  })

  test('behavior: a transaction in the mempool is reported pending, then confirmed once mined', async () => {
    const { wallet: w, client } = wallet(9, 1)
    const to = devnet.evmAccounts[8]!.address
    await client.request({ method: 'evm_setAutomine', params: [false] } as never)
    try {
      const hash = await w.sendTransaction({ to, value: parseEther('0.25') })
      const pending = await history(devnet.evmAccounts[9]!.address, 'chainId=eip155:31338')
      expect(pending.data[0]).toMatchObject({
        metadata: { hash, status: 'pending' },
        transfers: [{ direction: 'out', quantity: { numeric: '0.25' }, fungible_info: { symbol: 'ETH' } }],
      })
      await client.request({ method: 'evm_mine', params: [] } as never)
      await client.waitForTransactionReceipt({ hash })
      const mined = await history(devnet.evmAccounts[9]!.address, 'chainId=eip155:31338')
      expect(mined.data.filter((t) => t.metadata.hash === hash).map((t) => t.metadata.status)).toEqual(['confirmed'])
    } finally {
      await client.request({ method: 'evm_setAutomine', params: [true] } as never)
    }
  })

  test('behavior: a transfer to oneself is one entry with direction self', async () => {
    const { wallet: w, client } = wallet(9)
    const me = devnet.evmAccounts[9]!.address
    const hash = await w.sendTransaction({ to: me, value: parseEther('0.1') })
    await client.waitForTransactionReceipt({ hash })
    const page = await history(me, 'chainId=eip155:31337')
    expect(page.data.filter((t) => t.metadata.hash === hash)).toMatchObject([
      {
        metadata: { operationType: 'send' },
        transfers: [{ direction: 'self', quantity: { numeric: '0.1' }, fungible_info: { symbol: 'ETH' } }],
      },
    ])
  })

  test('behavior: a garbage cursor is a 400, not a crash', async () => {
    const response = await fetch(`${devnet.urls.services}/v1/account/${devnet.evmAccounts[0]!.address}/history?projectId=test&cursor=abc`)
    expect(response.status).toBe(400)
  })
})
