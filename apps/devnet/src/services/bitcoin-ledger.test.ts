import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMailbox } from '../mailbox'
import { bitcoinDevPaymentAddress, bitcoinMainnetChain, bitcoinTestChains } from './bitcoin-ledger'
import type { HttpService } from './server'
import { startServices } from './start-services'

// The Bitcoin ledger stand-in over HTTP, without nodes: mainnet answers (empty), test-chain transfers pay their fee.
let services: HttpService
const erc20 = { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const, name: 'Dev USD', symbol: 'DUSD', decimals: 6 }
// The dev payment key's P2WPKH address on mainnet (the same key as bitcoinDevPaymentAddress()).
const MAINNET_ADDRESS = 'bc1ql3e9pgs3mmwuwrh95fecme0s0qtn2880lsvsd5'
const REGTEST = bitcoinTestChains['bitcoin:regtest']
const RECIPIENT = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'

beforeAll(async () => {
  services = await startServices({ port: 0, chains: { evm: [], erc20, solana: null }, mailbox: createMailbox() })
})
afterAll(() => services?.stop())

const get = async (path: string) => {
  const response = await fetch(`${services.url}${path}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const btc = async (address: string, chainId: string) =>
  (
    (await get(`/v1/account/${address}/balance?projectId=p&chainId=${chainId}`)).body as {
      balances: Array<{ quantity: { numeric: string } }>
    }
  ).balances[0]?.quantity.numeric
const transfer = (body: Record<string, string>) =>
  fetch(`${services.url}/dev/bip122/transfer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('Bitcoin ledger stand-in', () => {
  test('behavior: supported chains list Bitcoin mainnet; a mainnet address has a 0 BTC balance and an empty history (an answer, not an error)', async () => {
    const chains = (await get('/v1/supported-chains?projectId=p')).body as { http: string[] }
    expect(chains.http).toContain(bitcoinMainnetChain)
    const balance = await get(`/v1/account/${MAINNET_ADDRESS}/balance?projectId=p&chainId=${bitcoinMainnetChain}&currency=usd`)
    expect(balance.status).toBe(200)
    expect(balance.body).toMatchObject({
      balances: [
        { symbol: 'BTC', name: 'Bitcoin', chainId: bitcoinMainnetChain, quantity: { decimals: '8', numeric: '0' }, value: 0, price: 60000 },
      ],
    })
    const history = await get(`/v1/account/${MAINNET_ADDRESS}/history?projectId=p&chainId=${bitcoinMainnetChain}`)
    expect(history).toEqual({ status: 200, body: { data: [], next: null } })
  })

  test('behavior: BTC has a fixed USD price (API.md balance shape: price, and value = quantity × price), so the funded dev account is worth $60,000', async () => {
    const balance = await get(`/v1/account/${bitcoinDevPaymentAddress()}/balance?projectId=p&chainId=${REGTEST}&currency=usd`)
    expect(balance.body).toEqual({
      balances: [
        {
          name: 'Bitcoin',
          symbol: 'BTC',
          chainId: REGTEST,
          price: 60000,
          value: 60000,
          quantity: { decimals: '8', numeric: '1' },
          iconUrl: expect.stringMatching(/\/public\/getTokenImage\/BTC$/),
        },
      ],
    })
  })

  test('behavior: a transfer takes the amount and the named fee from the sender and gives the amount to the recipient; one that cannot pay its fee moves nothing', async () => {
    const me = bitcoinDevPaymentAddress()
    expect(await btc(me, REGTEST)).toBe('1')
    const sent = await transfer({ chain: 'bitcoin:regtest', from: me, to: RECIPIENT, amount: '40000000', fee: '282' })
    expect(sent.status).toBe(200)
    expect(await btc(me, REGTEST)).toBe('0.59999718')
    expect(await btc(RECIPIENT, REGTEST)).toBe('0.4')
    // The whole remaining balance leaves nothing for the fee.
    const refused = await transfer({ chain: 'bitcoin:regtest', from: me, to: RECIPIENT, amount: '59999718', fee: '282' })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ message: 'Insufficient funds' })
    expect(await btc(me, REGTEST)).toBe('0.59999718')
    // Mainnet has no ledger to write to.
    expect((await transfer({ chain: 'bitcoin:mainnet', from: MAINNET_ADDRESS, to: RECIPIENT, amount: '1' })).status).toBe(400)
  })
})
