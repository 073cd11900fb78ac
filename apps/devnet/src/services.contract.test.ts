import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction, sendAndConfirmTransaction } from '@solana/web3.js'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from './index'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'solana', 'services'] })
})
afterAll(async () => {
  await devnet?.stop()
})

const api = (path: string) => `${devnet.urls.services}${path}`

describe('solana through the services', () => {
  test('behavior: the balance endpoint reads SOL from the local VM', async () => {
    const [first] = devnet.solanaAccounts
    const response = await fetch(
      api(`/v1/account/${first!.publicKey}/balance?projectId=test&currency=usd&chainId=${devnet.solanaNetworkId}`),
    )
    const { balances } = (await response.json()) as { balances: Array<{ symbol: string }> }
    expect(balances.map((b) => b.symbol)).toEqual(['SOL', devnet.splToken!.symbol])
    expect(balances[0]).toMatchObject({
      symbol: 'SOL',
      chainId: devnet.solanaNetworkId,
      quantity: { decimals: '9', numeric: '1000' },
      price: 150,
    })
    // The SPL token minted at start: one million in each dev account's token account.
    expect(balances[1]).toMatchObject({ chainId: devnet.solanaNetworkId, quantity: { decimals: '6', numeric: '1000000' } })
  })

  test('behavior: a web3.js Connection on the node proxy URL reads balances', async () => {
    const connection = new Connection(api(`/v1/?chainId=${devnet.solanaNetworkId}&projectId=test`), 'confirmed')
    const key = new PublicKey(devnet.solanaAccounts[1]!.publicKey)
    expect(await connection.getBalance(key)).toBe(1000 * LAMPORTS_PER_SOL)
  })

  test('behavior: a Connection on the node proxy confirms a transfer through the proxy websocket', async () => {
    const proxy = api(`/v1?chainId=${devnet.solanaNetworkId}&projectId=test`)
    const connection = new Connection(proxy, { commitment: 'confirmed', wsEndpoint: proxy.replace('http', 'ws') })
    const from = Keypair.fromSecretKey(devnet.solanaAccounts[4]!.secretKey)
    const to = Keypair.generate().publicKey
    const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL }))
    await sendAndConfirmTransaction(connection, tx, [from])
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL)
  })

  test("behavior: a confirmed SOL transfer appears in both parties' history", async () => {
    const from = Keypair.fromSecretKey(devnet.solanaAccounts[2]!.secretKey)
    const to = new PublicKey(devnet.solanaAccounts[3]!.publicKey)
    const connection = new Connection(devnet.urls.solanaRpc, 'confirmed')
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports: 0.25 * LAMPORTS_PER_SOL }),
    )
    const signature = await sendAndConfirmTransaction(connection, tx, [from])
    const read = async (address: string) => {
      const response = await fetch(api(`/v1/account/${address}/history?projectId=test&chainId=${devnet.solanaNetworkId}`))
      return (
        (await response.json()) as {
          data: Array<{
            metadata: { hash: string; operationType: string }
            transfers: Array<{ direction: string; quantity: { numeric: string } }>
          }>
        }
      ).data
    }
    expect((await read(from.publicKey.toBase58()))[0]).toMatchObject({
      metadata: { hash: signature, operationType: 'send' },
      transfers: [{ direction: 'out', quantity: { numeric: '0.25' } }],
    })
    expect((await read(to.toBase58()))[0]).toMatchObject({
      metadata: { hash: signature, operationType: 'receive' },
      transfers: [{ direction: 'in' }],
    })
  })
})

describe('name service', () => {
  test('behavior: registering a name with a real signature makes it resolvable both ways', async () => {
    const account = privateKeyToAccount(devnet.evmAccounts[2]!.privateKey)
    const message = JSON.stringify({ name: 'alice-dev.reown.id', attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const signature = await account.signMessage({ message })
    const coinType = (0x80000000 | 31337) >>> 0
    const register = await fetch(api('/v1/profile/account'), {
      method: 'POST',
      body: JSON.stringify({ coin_type: coinType, address: account.address, message, signature }),
    })
    expect(register.status).toBe(200)
    expect(await register.json()).toMatchObject({
      name: 'alice-dev.reown.id',
      addresses: { [String(coinType)]: { address: account.address } },
    })

    const byName = await fetch(api('/v1/profile/account/alice-dev.reown.id?projectId=test&apiVersion=2'))
    expect(await byName.json()).toMatchObject({ name: 'alice-dev.reown.id' })
    const reverse = await fetch(api(`/v1/profile/reverse/${account.address}?projectId=test&apiVersion=2`))
    expect(await reverse.json()).toEqual([expect.objectContaining({ name: 'alice-dev.reown.id' })])
    const suggestions = await fetch(api('/v1/profile/suggestions/alice-dev?projectId=test&zone=reown.id'))
    const { suggestions: list } = (await suggestions.json()) as { suggestions: Array<{ name: string; registered: boolean }> }
    expect(list[0]).toEqual({ name: 'alice-dev.reown.id', registered: true })
    expect(list.slice(1).every((s) => !s.registered)).toBe(true)
  })

  test('behavior: a signature from another account is refused with the profile error body', async () => {
    const signer = privateKeyToAccount(devnet.evmAccounts[3]!.privateKey)
    const message = JSON.stringify({ name: 'mallory', attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const response = await fetch(api('/v1/profile/account'), {
      method: 'POST',
      body: JSON.stringify({
        coin_type: (0x80000000 | 31337) >>> 0,
        address: devnet.evmAccounts[4]!.address,
        message,
        signature: await signer.signMessage({ message }),
      }),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ status: 'FAILED', reasons: [{ name: 'signature', description: 'Invalid signature' }] })
    expect((await fetch(api('/v1/profile/account/mallory?projectId=test'))).status).toBe(404)
  })

  test('behavior: names shorter than 4 characters are refused', async () => {
    const account = privateKeyToAccount(devnet.evmAccounts[2]!.privateKey)
    const message = JSON.stringify({ name: 'abc', attributes: {}, timestamp: 1 })
    const response = await fetch(api('/v1/profile/account'), {
      method: 'POST',
      body: JSON.stringify({
        coin_type: (0x80000000 | 31337) >>> 0,
        address: account.address,
        message,
        signature: await account.signMessage({ message }),
      }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ reasons: [{ name: 'name' }] })
  })
})

describe('swap endpoints', () => {
  test('behavior: allowance reads the token contract for the swap router', async () => {
    const user = `eip155:31337:${devnet.evmAccounts[0]!.address}`
    const response = await fetch(
      api(`/v1/convert/allowance?projectId=test&tokenAddress=eip155:31337:${devnet.erc20.address}&userAddress=${user}`),
    )
    expect(await response.json()).toEqual({ allowance: '0' })
  })

  test('behavior: a quote is what the DevMarket ETH/DUSD pool pays, in base units', async () => {
    const from = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
    const to = `eip155:31337:${devnet.erc20.address}`
    const response = await fetch(
      api(
        `/v1/convert/quotes?projectId=test&amount=${10n ** 18n}&userAddress=eip155:31337:${devnet.evmAccounts[0]!.address}&from=${from}&to=${to}&gasPrice=1`,
      ),
    )
    expect(await response.json()).toEqual({
      quotes: [{ id: null, fromAmount: String(10n ** 18n), fromAccount: from, toAmount: '2490017452', toAccount: to }],
    })
  })
})
