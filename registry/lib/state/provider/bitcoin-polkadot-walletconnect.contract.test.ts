import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Devnet } from '../../../../apps/devnet/src/index'
import { bitcoinDevPaymentAddress } from '../../../../apps/devnet/src/services/bitcoin-ledger'
import type { WcWallet } from '../../../../apps/wc-wallet/src/index'
import { bitcoinRegtest } from '@/registry/lib/chains/bitcoin-networks'
import { westend } from '@/registry/lib/chains/polkadot-networks'
import type { WalletConnectConnector } from '@/registry/lib/connectors/walletconnect/create-walletconnect-connector'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { connectKitToPeer, startWalletConnectPeer } from '@/registry/lib/test-utils/walletconnect-peer'
import { getBitcoinProvider } from '@/registry/lib/state/provider/bitcoin-provider'
import { getPolkadotSigner } from '@/registry/lib/state/provider/polkadot-signer'

// The kit's Bitcoin provider and Polkadot Signer over a real WalletConnect session (devnet's
// relay) with the wc-wallet peer: the same calls the app makes with an injected wallet, in the
// shape WalletConnect wallets answer; signatures verified, the transfer read back from the ledger.
process.env.DISABLE_GLOBAL_CORE = 'true'

let devnet: Devnet
let wallet: WcWallet
let connector: WalletConnectConnector
let kit: WalletKit
const RECIPIENT = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'

beforeAll(async () => {
  await cryptoWaitReady()
  const peer = await startWalletConnectPeer('app-providers-test', { polkadot: true })
  devnet = peer.devnet
  wallet = peer.wallet
  ;({ kit, connector } = await connectKitToPeer(peer, 'app-providers-test', [peer.anvil, bitcoinRegtest, westend], ['bip122', 'polkadot']))
}, 60_000)
afterAll(async () => {
  connector?.cancelConnect()
  await wallet?.stop()
  await devnet?.stop()
})

const ledgerBalance = async (address: string): Promise<string | undefined> => {
  const url = `${devnet.urls.services}/v1/account/${address}/balance?projectId=e2e&chainId=${bitcoinRegtest.caipNetworkId}`
  const { balances } = (await (await fetch(url)).json()) as { balances: Array<{ quantity: { numeric: string } }> }
  return balances[0]?.quantity.numeric
}

describe('getBitcoinProvider over WalletConnect', () => {
  test('behavior: getAddresses reads the intentions as purposes; signMessage is BIP-322 (verified); sendTransfer pays one recipient in the ledger', async () => {
    const bitcoin = getBitcoinProvider(kit)
    const me = bitcoinDevPaymentAddress()
    expect(bitcoin.address).toBe(me)
    expect(await bitcoin.getAddresses()).toEqual([{ address: me, purpose: 'payment', publicKey: expect.stringMatching(/^[0-9a-f]{66}$/) }])
    expect(await bitcoin.getAddresses({ purposes: ['ordinals'] })).toEqual([])
    expect(wallet.requests.at(-1)).toEqual({ method: 'getAccountAddresses', params: { account: me, intentions: ['ordinal'] } })

    const { address, signature } = await bitcoin.signMessage({ message: 'walletkit over WalletConnect' })
    expect(address).toBe(me)
    expect(Verifier.verifySignature(me, 'walletkit over WalletConnect', signature)).toBe(true)

    const { txid } = await bitcoin.sendTransfer({ recipients: [{ address: RECIPIENT, amount: 1_000_000n }] })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(wallet.requests.at(-1)).toEqual({
      method: 'sendTransfer',
      params: { account: me, recipientAddress: RECIPIENT, amount: '1000000' },
    })
    expect(await ledgerBalance(RECIPIENT)).toBe('0.01')
  })

  test('behavior: declined in the wallet, the app gets 4001', async () => {
    wallet.rejectNextRequest()
    await expect(getBitcoinProvider(kit).signMessage({ message: 'no' })).rejects.toMatchObject({ name: 'ProviderRpcError', code: 4001 })
  })
})

describe('getPolkadotSigner over WalletConnect', () => {
  test('behavior: signRaw goes out as polkadot_signMessage with the hex data; the sr25519 signature verifies over the wrapped bytes; declined is 4001', async () => {
    const signer = getPolkadotSigner(kit)
    const address = signer.address ?? ''
    expect(address).toBe(wallet.polkadotAddress(westend.caipNetworkId))
    const data = u8aToHex(new TextEncoder().encode('walletkit signRaw over WalletConnect'))
    const { id, signature } = await signer.signRaw({ address, data, type: 'bytes' })
    expect(id).toBe(1)
    expect(wallet.requests.at(-1)).toEqual({ method: 'polkadot_signMessage', params: { address, message: data } })
    expect(signatureVerify(u8aWrapBytes(data), signature, address).isValid).toBe(true)
    wallet.rejectNextRequest()
    await expect(signer.signRaw({ address, data, type: 'bytes' })).rejects.toMatchObject({ code: 4001 })
  })
})
