import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { Verifier } from 'bip322-js'
import { startDevnet, type Devnet } from '../../devnet/src/index'
import { bitcoinDevKeys, bitcoinDevPaymentAddress } from '../../devnet/src/services/bitcoin-ledger'
import { createBlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { getBalances } from '@/registry/lib/api/blockchain/get-balances'
import { bitcoinRegtest } from '@/registry/lib/chains/bitcoin-networks'
import { createBitcoinStandardConnector } from '@/registry/lib/connectors/bitcoin-standard'
import { createBitcoinWallet } from './wallet'

// The wallet object through the kit's bip122 connector, against devnet's Bitcoin ledger stand-in.
let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['services'] })
})
afterAll(() => devnet?.stop())

const setup = () => {
  const { wallet, controls } = createBitcoinWallet({ ...bitcoinDevKeys, servicesUrl: devnet.urls.services, network: 'test' })
  return { wallet, controls, connector: createBitcoinStandardConnector(wallet) }
}
const btc = async (address: string): Promise<string | undefined> => {
  const api = createBlockchainApiClient({ baseUrl: devnet.urls.services, projectId: 'btc-contract' })
  const [balance] = await getBalances(api, { address, chainId: bitcoinRegtest.caipNetworkId, forceUpdate: true })
  return balance?.quantity.numeric
}
// Another key's address on the test networks (the recipient of transfers).
const recipient = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'

describe('Devnet Bitcoin Wallet through the bip122 connector', () => {
  test('default: connect gives the payment account (type payment) on the regtest id; the ordinals account is kept with its purpose', async () => {
    const { connector } = setup()
    expect(await connector.getAccounts()).toEqual([])
    const result = await connector.connect({ chainId: bitcoinRegtest.id })
    expect(result).toEqual({
      address: bitcoinDevPaymentAddress(),
      chainId: '0f9188f13cb7b2c71f2a335e3a4fc328',
      accounts: [bitcoinDevPaymentAddress()],
      details: {
        accountTypes: [{ address: bitcoinDevPaymentAddress(), type: 'payment', publicKey: connector.bitcoinAccounts()[0]?.publicKey }],
      },
    })
    expect(connector.bitcoinAccounts()[0]?.publicKey).toMatch(/^0[23][0-9a-f]{64}$/)
    expect(connector.bitcoinAccounts().map((a) => a.purpose)).toEqual(['payment', 'ordinals'])
    expect(connector.bitcoinAccounts()[1]?.address).toMatch(/^tb1p[02-9ac-hj-np-z]{58}$/)
    // A later visit restores silently.
    expect(await connector.getAccounts()).toEqual([bitcoinDevPaymentAddress()])
  })

  test('behavior: a BIP-322 signature verifies with bip322-js for the text signed, and not for other text', async () => {
    const { connector } = setup()
    await connector.connect({ chainId: bitcoinRegtest.id })
    const { signature, address } = (await connector.request!({
      method: 'bip122_signMessage',
      params: { message: 'Sign in to walletkit' },
    })) as { signature: string; address: string }
    expect(address).toBe(bitcoinDevPaymentAddress())
    expect(Verifier.verifySignature(address, 'Sign in to walletkit', signature)).toBe(true)
    expect(Verifier.verifySignature(address, 'Sign in to walletkit!', signature)).toBe(false)
  })

  test("behavior: a transfer moves exactly the satoshis to the recipient, the sender pays them plus the wallet's fee (2 sat/vB × 141 vB); the blockchain API shows both balances and both histories", async () => {
    const { connector } = setup()
    await connector.connect({ chainId: bitcoinRegtest.id })
    const before = await btc(bitcoinDevPaymentAddress())
    expect(before).toBe('1')
    const { txid } = (await connector.request!({ method: 'bip122_sendTransfer', params: { recipient, amount: '2500000' } })) as {
      txid: string
    }
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(await btc(bitcoinDevPaymentAddress())).toBe('0.97499718')
    expect(await btc(recipient)).toBe('0.025')
    // The history of both sides lists the transfer, newest first.
    const historyOf = async (address: string) =>
      (
        (await (
          await fetch(
            `${devnet.urls.services}/v1/account/${address}/history?projectId=btc-contract&chainId=${bitcoinRegtest.caipNetworkId}`,
          )
        ).json()) as {
          data: Array<{
            id: string
            metadata: { operationType: string; sentFrom: string; sentTo: string }
            transfers: Array<{ direction: string; quantity: { numeric: string }; fungible_info: { symbol: string } }>
          }>
        }
      ).data
    const [sent] = await historyOf(bitcoinDevPaymentAddress())
    expect(sent).toMatchObject({
      id: txid,
      metadata: { operationType: 'send', sentFrom: bitcoinDevPaymentAddress(), sentTo: recipient },
      transfers: [{ direction: 'out', quantity: { numeric: '0.025' }, fungible_info: { symbol: 'BTC' } }],
    })
    const [received] = await historyOf(recipient)
    expect(received).toMatchObject({
      id: txid,
      metadata: { operationType: 'receive' },
      transfers: [{ direction: 'in', quantity: { numeric: '0.025' } }],
    })
  })

  test('behavior: declined requests (4001) are user rejections; a transfer above the balance is refused and moves nothing', async () => {
    const { connector, controls } = setup()
    controls.rejectNextRequest()
    await expect(connector.connect({ chainId: bitcoinRegtest.id })).rejects.toMatchObject({ code: 'PROVIDER_USER_REJECTED_REQUEST' })
    await connector.connect({ chainId: bitcoinRegtest.id })
    const before = await btc(bitcoinDevPaymentAddress())
    controls.rejectNextRequest()
    await expect(connector.request?.({ method: 'bip122_signMessage', params: { message: 'x' } })).rejects.toMatchObject({
      code: 'PROVIDER_USER_REJECTED_REQUEST',
    })
    await expect(connector.request?.({ method: 'bip122_sendTransfer', params: { recipient, amount: '100000000000' } })).rejects.toThrow(
      /Insufficient funds/,
    )
    await expect(connector.request?.({ method: 'bip122_sendTransfer', params: { recipient, amount: '-5' } })).rejects.toThrow(/satoshis/)
    expect(await btc(bitcoinDevPaymentAddress())).toBe(before)
  })
})
