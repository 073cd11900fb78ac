import { secp256k1 } from '@noble/curves/secp256k1.js'
import { base64 } from '@scure/base'
import { p2tr, p2wpkh, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createBitcoinWallet } from '../../../../apps/btc-wallet/src/wallet'
import { bitcoinDevKeys } from '../../../../apps/devnet/src/services/bitcoin-ledger'
import { bitcoinRegtest } from '@/registry/lib/chains/bitcoin-networks'
import { createBitcoinStandardConnector } from '@/registry/lib/connectors/bitcoin-standard'
import type { RequestArguments } from '@/registry/lib/connectors/connector-interface'
import { toSessionRequest } from '@/registry/lib/connectors/walletconnect/namespace-requests'
import { InvalidPsbtError } from '@/registry/lib/errors/bitcoin'
import { InvalidSendInputError } from '@/registry/lib/errors/send'
import { isUserRejection } from '@/registry/lib/errors/user-rejection'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { fakeConnector } from '@/registry/lib/state/test/fake-connector'
import { Eip1193RpcError } from '@/registry/lib/state/provider/provider-rpc-error'
import { getBitcoinProvider } from '@/registry/lib/state/provider/bitcoin-provider'

// The Devnet Bitcoin Wallet (real keys, @scure/btc-signer, BIP-322) through the kit's bip122
// connector; scripted connectors only to show which wallet a call reaches.
const platform = { isTelegram: () => false, os: () => 'other' as const, isMobile: () => false }
const hex = (text: string): Uint8Array => Uint8Array.from(text.match(/../g) ?? [], (b) => Number.parseInt(b, 16))
const paymentPub = secp256k1.getPublicKey(hex(bitcoinDevKeys.paymentKey), true)
const payment = p2wpkh(paymentPub, TEST_NETWORK)
const ordinals = p2tr(secp256k1.getPublicKey(hex(bitcoinDevKeys.ordinalsKey), true).slice(1), undefined, TEST_NETWORK)
const RECIPIENT = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
const TXID = 'ab'.repeat(32)

afterEach(() => vi.restoreAllMocks())

const newKit = () => createWalletKit({ projectId: 'p', networks: [bitcoinRegtest], storage: createMemoryStorage(), platform })

async function connected() {
  const kit = newKit()
  const { wallet, controls } = createBitcoinWallet({ ...bitcoinDevKeys, servicesUrl: 'http://127.0.0.1:1', network: 'test' })
  const connector = createBitcoinStandardConnector(wallet)
  kit.connectors.register(connector)
  await kit.connection.connect(connector)
  return { kit, controls, provider: getBitcoinProvider(kit) }
}

function unsignedPsbt(): Uint8Array {
  const tx = new Transaction()
  tx.addInput({ txid: hex('aa'.repeat(32)), index: 0, witnessUtxo: { script: payment.script, amount: 60_000n } })
  tx.addOutputAddress(RECIPIENT, 59_000n, TEST_NETWORK)
  return tx.toPSBT()
}

/** A bip122 connector that records what reaches it and answers `reply`. */
function scripted(id: string, address: string, reply: (args: RequestArguments) => unknown) {
  const calls: RequestArguments[] = []
  const connector = fakeConnector({
    id,
    name: id,
    chain: 'bip122',
    accounts: [address],
    chainId: String(bitcoinRegtest.id),
    request: async (args) => (calls.push(args), reply(args)),
  })
  return { connector, calls }
}

describe('getBitcoinProvider: the app uses the connected Bitcoin wallet', () => {
  test('behavior: every call while no Bitcoin wallet is connected is 4900 (disconnected); one provider per kit', async () => {
    const kit = newKit()
    const provider = getBitcoinProvider(kit)
    expect(getBitcoinProvider(kit)).toBe(provider)
    expect(provider.address).toBeUndefined()
    for (const call of [
      () => provider.getAddresses(),
      () => provider.signMessage({ message: 'hi' }),
      () => provider.signPsbt({ psbt: unsignedPsbt(), signInputs: [{ index: 0 }] }),
      () => provider.sendTransfer({ recipients: [{ address: RECIPIENT, amount: 1n }] }),
    ]) {
      await expect(call()).rejects.toBeInstanceOf(Eip1193RpcError)
      await expect(call()).rejects.toMatchObject({ code: 4900 })
    }
  })

  test('default: getAddresses gives the payment and ordinals addresses by purpose, with their keys', async () => {
    const { provider } = await connected()
    expect(provider.address).toBe(payment.address)
    expect(await provider.getAddresses()).toEqual([
      { address: payment.address, purpose: 'payment', publicKey: expect.stringMatching(/^[0-9a-f]{66}$/) },
      { address: ordinals.address, purpose: 'ordinals', publicKey: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ])
    expect((await provider.getAddresses({ purposes: ['ordinals'] })).map((a) => a.address)).toEqual([ordinals.address])
  })

  test('behavior: signMessage is BIP-322 by the payment address (verified with bip322-js); another address the wallet has no key for is 4100', async () => {
    const { provider } = await connected()
    const { address, signature } = await provider.signMessage({ message: 'Sign in to example.com' })
    expect(address).toBe(payment.address)
    expect(Verifier.verifySignature(payment.address ?? '', 'Sign in to example.com', signature)).toBe(true)
    expect(Verifier.verifySignature(payment.address ?? '', 'Sign in to example.org', signature)).toBe(false)
    await expect(provider.signMessage({ message: 'x', address: ordinals.address })).rejects.toMatchObject({ code: 4100 })
  })

  test('behavior: declined in the wallet, the app gets 4001 (an Eip1193RpcError isUserRejection reads); nothing was signed', async () => {
    const { provider, controls } = await connected()
    controls.rejectNextRequest()
    const error = await provider.signMessage({ message: 'x' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Eip1193RpcError)
    expect(error).toMatchObject({ code: 4001, message: 'Request Rejected' })
    expect(isUserRejection(error)).toBe(true)
    controls.rejectNextRequest()
    await expect(provider.signPsbt({ psbt: unsignedPsbt(), signInputs: [{ index: 0 }] })).rejects.toMatchObject({ code: 4001 })
    expect(controls.signed).toBe(0)
  })

  test('behavior: signPsbt signs the payment input (it finalizes); a malformed PSBT is InvalidPsbtError before the wallet is asked; broadcast on a wallet without it is 4200', async () => {
    const { provider, controls } = await connected()
    const { psbt } = await provider.signPsbt({ psbt: base64.encode(unsignedPsbt()), signInputs: [{ index: 0 }] })
    const signed = Transaction.fromPSBT(base64.decode(psbt ?? ''))
    expect(signed.getInput(0).partialSig?.[0]?.[0]).toEqual(paymentPub)
    signed.finalize()
    expect(signed.isFinal).toBe(true)
    await expect(provider.signPsbt({ psbt: 'not a psbt', signInputs: [{ index: 0 }] })).rejects.toBeInstanceOf(InvalidPsbtError)
    expect(controls.signed).toBe(1)
    await expect(provider.signPsbt({ psbt: unsignedPsbt(), signInputs: [{ index: 0 }], broadcast: true })).rejects.toMatchObject({
      code: 4200,
    })
  })

  test('behavior: sendTransfer hands the wallet every recipient in satoshis and gives the txid; a recipient off the active network or a bad amount never reaches the wallet', async () => {
    const { provider } = await connected()
    const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ txid: TXID }))
    expect(await provider.sendTransfer({ recipients: [{ address: RECIPIENT, amount: 10_000n }] })).toEqual({ txid: TXID })
    expect(JSON.parse(String(fetched.mock.calls[0]?.[1]?.body))).toMatchObject({ from: payment.address, to: RECIPIENT, amount: '10000' })
    const mainnet = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
    await expect(provider.sendTransfer({ recipients: [{ address: mainnet, amount: '1' }] })).rejects.toBeInstanceOf(InvalidSendInputError)
    await expect(provider.sendTransfer({ recipients: [{ address: RECIPIENT, amount: '0.5' }] })).rejects.toBeInstanceOf(
      InvalidSendInputError,
    )
    await expect(provider.sendTransfer({ recipients: [] })).rejects.toBeInstanceOf(InvalidSendInputError)
    expect(fetched).toHaveBeenCalledTimes(1)
  })

  test('behavior: each call reaches the Bitcoin wallet connected now; a wallet that cannot list addresses gives the connected payment address', async () => {
    const kit = newKit()
    const provider = getBitcoinProvider(kit)
    const first = scripted('first', payment.address ?? '', (args) => {
      if (args.method === 'bip122_getAccountAddresses') throw { code: 4200, message: 'unsupported' }
      return { address: payment.address, signature: 'c2lnbmVk' }
    })
    const second = scripted('second', RECIPIENT, () => ({ txid: TXID }))
    kit.connectors.register(first.connector)
    kit.connectors.register(second.connector)
    await kit.connection.connect(first.connector)
    expect(await provider.signMessage({ message: 'one' })).toEqual({ address: payment.address, signature: 'c2lnbmVk' })
    expect(await provider.getAddresses()).toEqual([{ address: payment.address, purpose: 'payment' }])
    await kit.connection.connect(second.connector)
    expect(provider.address).toBe(RECIPIENT)
    await provider.sendTransfer({
      recipients: [
        { address: payment.address ?? '', amount: '5' },
        { address: RECIPIENT, amount: 6n },
      ],
    })
    expect(first.calls.map((c) => c.method)).toEqual(['bip122_signMessage', 'bip122_getAccountAddresses'])
    expect(second.calls).toEqual([
      {
        method: 'bip122_sendTransfer',
        params: {
          recipients: [
            { address: payment.address, amount: '5' },
            { address: RECIPIENT, amount: '6' },
          ],
        },
      },
    ])
  })

  test('behavior: over WalletConnect a transfer pays one recipient (sendTransfer) and the addresses are asked by intention', () => {
    const one = toSessionRequest({ method: 'bip122_sendTransfer', params: { recipients: [{ address: RECIPIENT, amount: '7' }] } }, 'tb1qme')
    expect([one?.method, one?.params]).toEqual(['sendTransfer', { account: 'tb1qme', recipientAddress: RECIPIENT, amount: '7' }])
    const two = {
      method: 'bip122_sendTransfer',
      params: {
        recipients: [
          { address: RECIPIENT, amount: '7' },
          { address: RECIPIENT, amount: '8' },
        ],
      },
    }
    expect(() => toSessionRequest(two, 'tb1qme')).toThrow('one recipient per transfer')
    expect(toSessionRequest({ method: 'bip122_getAccountAddresses', params: { intentions: ['ordinal'] } }, 'tb1qme')?.params).toEqual({
      account: 'tb1qme',
      intentions: ['ordinal'],
    })
  })
})
