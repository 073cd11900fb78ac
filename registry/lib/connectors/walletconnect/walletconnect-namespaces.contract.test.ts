import { signatureVerify } from '@polkadot/util-crypto'
import { Verifier } from 'bip322-js'
import { verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Devnet } from '../../../../apps/devnet/src/index'
import { bitcoinDevPaymentAddress } from '../../../../apps/devnet/src/services/bitcoin-ledger'
import { createMemoryStorage, type WcWallet } from '../../../../apps/wc-wallet/src/index'
import { bitcoinRegtest } from '../../chains/bitcoin-networks'
import { westend } from '../../chains/polkadot-networks'
import { pairWithPeer, startWalletConnectPeer } from '../../test-utils/walletconnect-peer'
import { createWalletConnectConnector, type WalletConnectConnector } from './create-walletconnect-connector'

// One WalletConnect session carrying eip155, bip122 and polkadot, between the kit's connector and
// the wc-wallet peer over devnet's relay; every namespace signs and the test verifies each signature.
process.env.DISABLE_GLOBAL_CORE = 'true'

let devnet: Devnet
let wallet: WcWallet
let connector: WalletConnectConnector

beforeAll(async () => {
  const peer = await startWalletConnectPeer('namespaces-test', { polkadot: true })
  devnet = peer.devnet
  wallet = peer.wallet
  connector = createWalletConnectConnector({
    projectId: 'namespaces-test',
    relayUrl: devnet.urls.relay,
    networks: [peer.anvil, bitcoinRegtest, westend],
    storage: createMemoryStorage(),
    customStoragePrefix: 'namespaces-test-dapp',
    markerStorage: () => undefined,
  })
  await pairWithPeer(connector, wallet, () => connector.connect({ chainId: 31337 }))
})
afterAll(async () => {
  connector?.cancelConnect()
  await wallet?.stop()
  await devnet?.stop()
})

describe('a WalletConnect session with eip155, bip122 and polkadot', () => {
  test("default: the wallet approves all three; the connector reads each namespace's CAIP-10 account", () => {
    const session = connector.getSession()
    expect(session?.namespaces.bip122?.accounts).toEqual([`bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${bitcoinDevPaymentAddress()}`])
    expect(session?.namespaces.polkadot?.accounts).toEqual([
      `polkadot:e143f23803ac50e8f6f8e62695d1ce9e:${wallet.polkadotAddress(westend.caipNetworkId)}`,
    ])
    expect(connector.sessionNamespaces()).toEqual(['polkadot', 'bip122'])
    expect(connector.sessionAccount('eip155')?.address).toBe(wallet.address)
    expect(connector.sessionAccount('bip122')).toEqual({
      address: bitcoinDevPaymentAddress(),
      chainId: '0f9188f13cb7b2c71f2a335e3a4fc328',
      accounts: [bitcoinDevPaymentAddress()],
      details: { accountTypes: [{ address: bitcoinDevPaymentAddress(), type: 'payment' }] },
    })
    // Alice's key with Westend's SS58 prefix (42).
    expect(connector.sessionAccount('polkadot')?.address).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')
  })

  test('behavior: each namespace signs through the session and each signature verifies (EIP-191, BIP-322, sr25519)', async () => {
    const evmMessage = '0x77616c6c65746b6974' as const
    const evmSignature = (await connector.request({ method: 'personal_sign', params: [evmMessage, wallet.address] })) as Hex
    expect(await verifyMessage({ address: wallet.address, message: { raw: evmMessage }, signature: evmSignature })).toBe(true)

    const btc = bitcoinDevPaymentAddress()
    const text = 'walletkit: Bitcoin over WalletConnect'
    const signed = (await connector
      .namespaceConnector('bip122')
      .request?.({ method: 'bip122_signMessage', params: { message: text, address: btc } })) as { address: string; signature: string }
    expect(signed.address).toBe(btc)
    expect(Verifier.verifySignature(btc, text, signed.signature)).toBe(true)
    expect(Verifier.verifySignature(btc, `${text}!`, signed.signature)).toBe(false)
    // What went over the wire is the WalletConnect Bitcoin request, on the regtest chain's account.
    expect(wallet.requests.at(-1)).toEqual({
      method: 'signMessage',
      params: { account: btc, address: btc, message: text, protocol: 'bip322' },
    })

    const dot = connector.sessionAccount('polkadot')!.address
    const dotText = 'walletkit: Polkadot over WalletConnect'
    const { signature } = (await connector.namespaceConnector('polkadot').request!({
      method: 'polkadot_signMessage',
      params: { message: dotText, address: dot },
    })) as { signature: Hex }
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
    expect(signatureVerify(dotText, signature, dot)).toMatchObject({ isValid: true, crypto: 'sr25519' })
    expect(signatureVerify(`${dotText}!`, signature, dot).isValid).toBe(false)
    expect(wallet.requests.at(-1)).toEqual({ method: 'polkadot_signMessage', params: { address: dot, message: dotText } })
  })

  test("behavior: bip122_sendTransfer goes to the wallet as sendTransfer; the satoshis move in devnet's Bitcoin ledger", async () => {
    const balance = async (address: string): Promise<string | undefined> => {
      const url = `${devnet.urls.services}/v1/account/${address}/balance?projectId=namespaces-test&chainId=${bitcoinRegtest.caipNetworkId}`
      const { balances } = (await (await fetch(url)).json()) as { balances: Array<{ quantity: { numeric: string } }> }
      return balances[0]?.quantity.numeric
    }
    const me = bitcoinDevPaymentAddress()
    const recipient = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
    expect(await balance(me)).toBe('1')
    const { txid } = (await connector.request({ method: 'bip122_sendTransfer', params: { recipient, amount: '1500000' } })) as {
      txid: string
    }
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(wallet.requests.at(-1)).toEqual({
      method: 'sendTransfer',
      params: { account: me, recipientAddress: recipient, amount: '1500000' },
    })
    expect(await balance(me)).toBe('0.985')
    expect(await balance(recipient)).toBe('0.015')
    // More than the account holds: the wallet's refusal comes back and nothing moves.
    await expect(connector.request({ method: 'bip122_sendTransfer', params: { recipient, amount: '100000000000' } })).rejects.toThrow(
      /Insufficient funds/,
    )
    expect(await balance(me)).toBe('0.985')
  })

  test('behavior: a wallet refusal on bip122 comes back as the user rejection', async () => {
    wallet.rejectNextRequest()
    await expect(connector.request({ method: 'bip122_signMessage', params: { message: 'no' } })).rejects.toMatchObject({
      code: 'PROVIDER_USER_REJECTED_REQUEST',
    })
  })
})
