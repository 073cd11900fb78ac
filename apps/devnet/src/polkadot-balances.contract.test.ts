import { Keyring } from '@polkadot/keyring'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from './index'
import { polkadotDevAccount } from './services/polkadot-ledger'

// Polkadot balances from devnet's ledger stand-in (no Polkadot node), through the blockchain
// API's balance route over loopback, as the kit reads them.
let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['services'] })
})
afterAll(async () => {
  await devnet?.stop()
})

type BalanceReply = { balances: Array<{ name: string; symbol: string; chainId: string; quantity: { decimals: string; numeric: string } }> }
const balances = async (address: string, chainId: string): Promise<{ status: number; body: BalanceReply }> => {
  const response = await fetch(`${devnet.urls.services}/v1/account/${address}/balance?projectId=contract&currency=usd&chainId=${chainId}`)
  return { status: response.status, body: (await response.json()) as BalanceReply }
}

describe('devnet Polkadot balances (ledger stand-in)', () => {
  test('default: the dev account holds 25 DOT on the local chain and 25 WND on Westend', async () => {
    const local = await balances(polkadotDevAccount.address, 'polkadot:9e4bc837986398d8c0387e8c2492d50d')
    expect(local.status).toBe(200)
    expect(local.body.balances).toMatchObject([
      {
        name: 'Local Dot',
        symbol: 'DOT',
        chainId: 'polkadot:9e4bc837986398d8c0387e8c2492d50d',
        quantity: { decimals: '10', numeric: '25' },
      },
    ])
    const westend = await balances(polkadotDevAccount.address, 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e')
    expect(westend.body.balances).toMatchObject([{ symbol: 'WND', quantity: { decimals: '12', numeric: '25' } }])
  })

  test('behavior: any SS58 form of the account reads the same balance; another account holds 0', async () => {
    const onPolkadotFormat = new Keyring({ type: 'sr25519', ss58Format: 0 }).addFromUri(polkadotDevAccount.uri).address
    expect(onPolkadotFormat).not.toBe(polkadotDevAccount.address)
    const same = await balances(onPolkadotFormat, 'polkadot:9e4bc837986398d8c0387e8c2492d50d')
    expect(same.body.balances[0]?.quantity.numeric).toBe('25')
    const bob = new Keyring({ type: 'sr25519' }).addFromUri('//Bob').address
    const empty = await balances(bob, 'polkadot:9e4bc837986398d8c0387e8c2492d50d')
    expect(empty.body.balances[0]?.quantity.numeric).toBe('0')
  })

  test('behavior: a malformed address is a 400; the chains are listed as supported', async () => {
    const bad = await fetch(
      `${devnet.urls.services}/v1/account/5Grw-not-ss58/balance?projectId=contract&chainId=polkadot:9e4bc837986398d8c0387e8c2492d50d`,
    )
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('Invalid address: 5Grw-not-ss58')
    const supported = (await (await fetch(`${devnet.urls.services}/v1/supported-chains?projectId=contract`)).json()) as { http: string[] }
    expect(supported.http).toEqual(
      expect.arrayContaining(['polkadot:9e4bc837986398d8c0387e8c2492d50d', 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e']),
    )
  })

  test('behavior: the history of a ledger chain is one empty page (the stand-in keeps no transfers)', async () => {
    const response = await fetch(
      `${devnet.urls.services}/v1/account/${polkadotDevAccount.address}/history?projectId=contract&chainId=polkadot:e143f23803ac50e8f6f8e62695d1ce9e`,
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ data: [], next: null })
  })

  test('behavior: the dev account constants are what @polkadot/keyring derives from //Alice', () => {
    const pair = new Keyring({ type: 'sr25519', ss58Format: 42 }).addFromUri(polkadotDevAccount.uri)
    expect(pair.address).toBe(polkadotDevAccount.address)
    expect(Buffer.from(pair.publicKey).toString('hex')).toBe(polkadotDevAccount.publicKey)
  })
})
