import { secp256k1 } from '@noble/curves/secp256k1.js'
import { base64 } from '@scure/base'
import { p2wpkh, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Devnet } from '../../../../apps/devnet/src/index'
import { bitcoinDevKeys, bitcoinDevPaymentAddress } from '../../../../apps/devnet/src/services/bitcoin-ledger'
import type { WcWallet } from '../../../../apps/wc-wallet/src/index'
import { bitcoinRegtest } from '@/registry/lib/chains/bitcoin-networks'
import type { WalletConnectConnector } from '@/registry/lib/connectors/walletconnect/create-walletconnect-connector'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { connectKitToPeer, startWalletConnectPeer } from '@/registry/lib/test-utils/walletconnect-peer'
import { signPsbt } from './sign-psbt'

// The kit's signPsbt over a real WalletConnect session (devnet's relay) with the wc-wallet peer,
// which signs with its own payment key: the PSBT that comes back carries signatures that verify
// against that key and finalizes into a transaction; an input of another key is refused.
process.env.DISABLE_GLOBAL_CORE = 'true'

let devnet: Devnet
let wallet: WcWallet
let connector: WalletConnectConnector
let walletKit: WalletKit
const kit = () => walletKit

const hex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (b) => Number.parseInt(b, 16))
const paymentPublic = secp256k1.getPublicKey(hex(bitcoinDevKeys.paymentKey), true)
const payment = p2wpkh(paymentPublic, TEST_NETWORK)
// Another key's output: the wallet must not sign it.
const stranger = p2wpkh(secp256k1.getPublicKey(hex('33'.repeat(32)), true), TEST_NETWORK)
const RECIPIENT = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'

/** A PSBT spending the dev payment key's output (and, when asked, a stranger's) to RECIPIENT. */
function unsignedPsbt(options: { withStranger?: boolean } = {}): string {
  const tx = new Transaction()
  tx.addInput({ txid: hex('aa'.repeat(32)), index: 1, witnessUtxo: { script: payment.script, amount: 80_000n } })
  if (options.withStranger) tx.addInput({ txid: hex('bb'.repeat(32)), index: 0, witnessUtxo: { script: stranger.script, amount: 20_000n } })
  tx.addOutputAddress(RECIPIENT, options.withStranger ? 99_000n : 79_000n, TEST_NETWORK)
  return base64.encode(tx.toPSBT())
}

beforeAll(async () => {
  const peer = await startWalletConnectPeer('psbt-test')
  devnet = peer.devnet
  wallet = peer.wallet
  ;({ kit: walletKit, connector } = await connectKitToPeer(peer, 'psbt-test', [peer.anvil, bitcoinRegtest], ['bip122']))
})
afterAll(async () => {
  connector?.cancelConnect()
  await wallet?.stop()
  await devnet?.stop()
})

describe('signPsbt over WalletConnect', () => {
  test("default: the wallet signs its input with its key; the signature verifies against the PSBT's sighash and the PSBT finalizes", async () => {
    const me = bitcoinDevPaymentAddress()
    expect(kit().connection.store.getState().accounts.bip122).toMatchObject({ address: me, status: 'connected' })
    const psbt = unsignedPsbt()
    const result = await signPsbt(kit(), { psbt, signInputs: [{ index: 0 }] })
    // What went over the wire is WalletConnect's Bitcoin signPsbt on the session account.
    expect(wallet.requests.at(-1)).toEqual({
      method: 'signPsbt',
      params: { account: me, psbt, signInputs: [{ index: 0, address: me }], broadcast: false },
    })
    expect(result.psbt).toBeDefined()
    const signed = Transaction.fromPSBT(base64.decode(result.psbt ?? ''))
    const [partial] = signed.getInput(0).partialSig ?? []
    expect(partial?.[0]).toEqual(paymentPublic)
    // The signature (DER + sighash byte) is over the input's BIP-143 digest, by the payment key.
    const der = partial?.[1] ?? new Uint8Array()
    const digest = signed.preimageWitnessV0(0, new Uint8Array([0x76, 0xa9, 0x14, ...payment.hash, 0x88, 0xac]), der.at(-1) ?? 1, 80_000n)
    expect(secp256k1.verify(der.slice(0, -1), digest, paymentPublic, { format: 'der', prehash: false })).toBe(true)
    expect(
      secp256k1.verify(
        der.slice(0, -1),
        digest.map((b, i) => (i === 0 ? b ^ 1 : b)),
        paymentPublic,
        { format: 'der', prehash: false },
      ),
    ).toBe(false)
    signed.finalize()
    expect(signed.isFinal).toBe(true)
    expect(signed.getInput(0).finalScriptWitness).toHaveLength(2)
    expect(signed.extract().length).toBeGreaterThan(0)
  })

  test('behavior: an input of another key is refused by the wallet, not skipped; nothing is signed', async () => {
    const psbt = unsignedPsbt({ withStranger: true })
    // The wallet answers JSON-RPC -32602 (sign-client puts the standard 'Invalid params' text on reserved codes).
    await expect(signPsbt(kit(), { psbt, signInputs: [{ index: 0 }, { index: 1 }] })).rejects.toMatchObject({
      name: 'WalletRequestError',
      code: 'WALLET_REQUEST_FAILED',
      rpcCode: -32602,
    })
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'signPsbt', params: { signInputs: [{ index: 0 }, { index: 1 }] } })
    // Its own input alone is signed in the same PSBT; the stranger's stays unsigned.
    const result = await signPsbt(kit(), { psbt, signInputs: [{ index: 0 }] })
    const signed = Transaction.fromPSBT(base64.decode(result.psbt ?? ''))
    expect(signed.getInput(0).partialSig).toHaveLength(1)
    expect(signed.getInput(1).partialSig).toBeUndefined()
  })

  test('behavior: broadcast is refused (the wallet has no node); a declined prompt is the user rejection', async () => {
    // 4200: the kit's catalogue alert for a method the wallet does not support.
    await expect(signPsbt(kit(), { psbt: unsignedPsbt(), signInputs: [{ index: 0 }], broadcast: true })).rejects.toMatchObject({
      code: 'PROVIDER_WALLET_METHOD_UNSUPPORTED',
    })
    wallet.rejectNextRequest()
    await expect(signPsbt(kit(), { psbt: unsignedPsbt(), signInputs: [{ index: 0 }] })).rejects.toMatchObject({
      code: 'PROVIDER_USER_REJECTED_REQUEST',
    })
  })
})
