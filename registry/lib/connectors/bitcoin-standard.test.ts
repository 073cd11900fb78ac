import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, test } from 'vitest'
import { createBitcoinWallet } from '../../../apps/btc-wallet/src/wallet'
import { bitcoinDevKeys } from '../../../apps/devnet/src/services/bitcoin-ledger'
import { watchBitcoinWallets } from './bitcoin-discovery'
import { createBitcoinStandardConnector } from './bitcoin-standard'
import { toBitcoinStandardChain } from './bitcoin-chains'
import type { Network } from '@/registry/lib/chains/chain-types'
import type { Connector } from './connector-interface'

// The Devnet Bitcoin Wallet (real keys, real BIP-322) where a wallet is needed; hand-made
// wallets only for replies no honest wallet gives.
const devWallet = () => createBitcoinWallet({ ...bitcoinDevKeys, servicesUrl: 'http://127.0.0.1:1', network: 'test' })
const oddWallet = (features: Wallet['features']): Wallet => ({
  version: '1.0.0',
  name: 'Odd Wallet',
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  chains: ['bitcoin:mainnet'],
  accounts: [],
  features,
})

describe('bip122 wallet-standard connectors', () => {
  test('default: discovery reports wallets with bitcoin:connect as bip122 connectors, and drops them when they unregister', () => {
    const api = getWallets()
    const seen: Array<readonly Connector[]> = []
    const stop = watchBitcoinWallets({
      wallets: api,
      onChange: (list) => seen.push(list),
      defaultChainId: () => '0f9188f13cb7b2c71f2a335e3a4fc328',
    })
    const unregister = api.register(devWallet().wallet)
    const unregisterOther = api.register(oddWallet({ 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) } }))
    const listed = seen.at(-1) ?? []
    expect(listed.map((c) => [c.name, c.chain, c.id])).toEqual([
      ['Devnet Bitcoin Wallet', 'bip122', 'wallet-standard:Devnet Bitcoin Wallet:bip122'],
    ])
    unregister()
    unregisterOther()
    expect(seen.at(-1)).toEqual([])
    stop()
  })

  test('parameters: defaultChainId is the chain until a connect names one; CAIP-2 references map to wallet-standard chains', async () => {
    const connector = createBitcoinStandardConnector(devWallet().wallet, { defaultChainId: () => '00000008819873e925422c1ff0f99f7c' })
    expect(await connector.getChainId()).toBe('00000008819873e925422c1ff0f99f7c')
    await connector.connect({ chainId: '0f9188f13cb7b2c71f2a335e3a4fc328' })
    expect(await connector.getChainId()).toBe('0f9188f13cb7b2c71f2a335e3a4fc328')
    expect(
      [
        '000000000019d6689c085ae165831e93',
        '000000000933ea01ad0ee984209779ba',
        '00000008819873e925422c1ff0f99f7c',
        '0f9188f13cb7b2c71f2a335e3a4fc328',
        'ffff',
      ].map(toBitcoinStandardChain),
    ).toEqual(['bitcoin:mainnet', 'bitcoin:testnet', 'bitcoin:signet', 'bitcoin:regtest', undefined])
  })

  test('behavior: connect reports each payment account with the public key the wallet gave (SPEC §3 account records)', async () => {
    const { wallet } = devWallet()
    const reply = (
      await (
        wallet.features['bitcoin:connect'] as {
          connect: () => Promise<{ accounts: Array<{ address: string; publicKey: Uint8Array | string; purpose: string }> }>
        }
      ).connect()
    ).accounts
    const payment = reply.find((a) => a.purpose === 'payment')!
    const hex = typeof payment.publicKey === 'string' ? payment.publicKey : Buffer.from(payment.publicKey).toString('hex')
    const result = await createBitcoinStandardConnector(wallet, { defaultChainId: () => '0f9188f13cb7b2c71f2a335e3a4fc328' }).connect()
    expect(result.details?.accountTypes).toEqual([{ address: payment.address, type: 'payment', publicKey: hex }])
  })

  test('behavior: a connect reply without a payment account or with a malformed address is refused', async () => {
    const ordinalsOnly = oddWallet({
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async () => ({
          accounts: [
            { address: 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', publicKey: '11'.repeat(32), purpose: 'ordinals' },
          ],
        }),
      },
    })
    await expect(createBitcoinStandardConnector(ordinalsOnly).connect()).rejects.toMatchObject({ name: 'InvalidWalletResponseError' })
    const badAddress = oddWallet({
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async () => ({ accounts: [{ address: '0xabc', publicKey: '11'.repeat(33), purpose: 'payment' }] }),
      },
    })
    await expect(createBitcoinStandardConnector(badAddress).connect()).rejects.toMatchObject({ name: 'InvalidWalletResponseError' })
  })

  test('behavior: a feature the wallet lacks is unsupported (4200); bad transfer input is refused before the wallet is asked', async () => {
    const { wallet, controls } = devWallet()
    const withoutTransfer = { ...wallet, features: { ...wallet.features, 'bitcoin:sendTransfer': undefined } } as unknown as Wallet
    const connector = createBitcoinStandardConnector(withoutTransfer)
    await connector.connect()
    await expect(
      connector.request?.({ method: 'bip122_sendTransfer', params: { recipient: controls.accounts[1]?.address, amount: '1000' } }),
    ).rejects.toThrow('Action Not Supported by Wallet')
    const full = createBitcoinStandardConnector(wallet)
    await full.connect()
    await expect(
      full.request?.({ method: 'bip122_sendTransfer', params: { recipient: controls.accounts[1]?.address, amount: '0.5' } }),
    ).rejects.toThrow(/satoshis/)
    await expect(
      full.request?.({ method: 'bip122_sendTransfer', params: { recipient: 'not-an-address', amount: '1000' } }),
    ).rejects.toThrow()
  })

  test('behavior: switching chain asks the wallet again: mainnet gives bc1 accounts (accountsChanged), the same address family gives no accountsChanged; both purposes are kept', async () => {
    const { wallet } = devWallet()
    const connector = createBitcoinStandardConnector(wallet)
    const tb1 = (await connector.connect({ chainId: '0f9188f13cb7b2c71f2a335e3a4fc328' })).address
    const seen: unknown[] = []
    connector.events.on('accountsChanged', (accounts) => seen.push(['accountsChanged', accounts]))
    connector.events.on('chainChanged', (chainId) => seen.push(['chainChanged', chainId]))
    await connector.switchChain({ id: '000000000933ea01ad0ee984209779ba' } as Network)
    expect(seen).toEqual([['chainChanged', '000000000933ea01ad0ee984209779ba']])
    await connector.switchChain({ id: '000000000019d6689c085ae165831e93' } as Network)
    const [payment, ordinals] = connector.bitcoinAccounts()
    expect(payment).toMatchObject({ purpose: 'payment', address: expect.stringMatching(/^bc1q/) })
    expect(ordinals).toMatchObject({ purpose: 'ordinals', address: expect.stringMatching(/^bc1p/) })
    expect(seen.slice(1)).toEqual([
      ['accountsChanged', [payment?.address]],
      ['chainChanged', '000000000019d6689c085ae165831e93'],
    ])
    expect(await connector.getChainId()).toBe('000000000019d6689c085ae165831e93')
    await connector.switchChain({ id: '0f9188f13cb7b2c71f2a335e3a4fc328' } as Network)
    expect(connector.bitcoinAccounts()[0]?.address).toBe(tb1)
  })
})
