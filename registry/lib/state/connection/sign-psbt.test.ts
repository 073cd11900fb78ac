import { secp256k1, schnorr } from '@noble/curves/secp256k1.js'
import { base64 } from '@scure/base'
import { p2pkh, p2tr, p2wpkh, SigHash, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { describe, expect, test } from 'vitest'
import { createBitcoinWallet } from '../../../../apps/btc-wallet/src/wallet'
import { bitcoinDevKeys } from '../../../../apps/devnet/src/services/bitcoin-ledger'
import { bitcoinRegtest } from '@/registry/lib/chains/bitcoin-networks'
import { createBitcoinStandardConnector } from '@/registry/lib/connectors/bitcoin-standard'
import { InvalidPsbtError } from '@/registry/lib/errors/bitcoin'
import { createWalletKit } from '../start/create-wallet-kit'
import { createMemoryStorage } from '../start/persistence'
import { signPsbt } from './sign-psbt'

// The Devnet Bitcoin Wallet (real keys, @scure/btc-signer) through the kit's bip122 connector;
// PSBTs are built here with @scure/btc-signer and the signatures checked with @noble/curves.
const platform = { isTelegram: () => false, os: () => 'other' as const, isMobile: () => false }
const hex = (text: string): Uint8Array => Uint8Array.from(text.match(/../g) ?? [], (b) => Number.parseInt(b, 16))
const paymentPub = secp256k1.getPublicKey(hex(bitcoinDevKeys.paymentKey), true)
const ordinalsPub = secp256k1.getPublicKey(hex(bitcoinDevKeys.ordinalsKey), true).slice(1)
const payment = p2wpkh(paymentPub, TEST_NETWORK)
const ordinals = p2tr(ordinalsPub, undefined, TEST_NETWORK)
const stranger = p2wpkh(secp256k1.getPublicKey(hex('33'.repeat(32)), true), TEST_NETWORK)
const RECIPIENT = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'

async function connected() {
  const kit = createWalletKit({ projectId: 'p', networks: [bitcoinRegtest], storage: createMemoryStorage(), platform })
  const { wallet, controls } = createBitcoinWallet({ ...bitcoinDevKeys, servicesUrl: 'http://127.0.0.1:1', network: 'test' })
  const connector = createBitcoinStandardConnector(wallet)
  kit.connectors.register(connector)
  await kit.connection.connect(connector)
  return { kit, controls, connector }
}

/** A PSBT spending 60 000 sats of the payment address (input 0) and 40 000 of the ordinals one (input 1). */
function unsignedPsbt(owner0: { script: Uint8Array } = payment): Transaction {
  const tx = new Transaction()
  tx.addInput({ txid: hex('aa'.repeat(32)), index: 0, witnessUtxo: { script: owner0.script, amount: 60_000n } })
  tx.addInput({
    txid: hex('bb'.repeat(32)),
    index: 1,
    witnessUtxo: { script: ordinals.script, amount: 40_000n },
    tapInternalKey: ordinalsPub,
  })
  tx.addOutputAddress(RECIPIENT, 99_000n, TEST_NETWORK)
  return tx
}

describe('signPsbt through the bip122 connector', () => {
  test('default: the wallet signs the named inputs of its payment and ordinals accounts; the PSBT finalizes and both signatures verify', async () => {
    const { kit, controls, connector } = await connected()
    expect(kit.connection.store.getState().accounts.bip122?.allAccounts).toEqual([
      { namespace: 'bip122', address: payment.address, type: 'payment', publicKey: Buffer.from(paymentPub).toString('hex') },
    ])
    const ordinalsAddress = connector.bitcoinAccounts().find((a) => a.purpose === 'ordinals')?.address
    expect(ordinalsAddress).toBe(ordinals.address)
    const unsigned = unsignedPsbt()
    const result = await signPsbt(kit, {
      psbt: base64.encode(unsigned.toPSBT()),
      signInputs: [{ index: 0 }, { index: 1, address: ordinalsAddress }],
    })
    expect(controls.signed).toBe(1)
    const signed = Transaction.fromPSBT(base64.decode(result.psbt ?? ''))
    const [[pub, der] = []] = signed.getInput(0).partialSig ?? []
    expect(pub).toEqual(paymentPub)
    const hash0 = signed.preimageWitnessV0(0, p2pkh(paymentPub).script, SigHash.ALL, 60_000n)
    expect(secp256k1.verify(secp256k1.Signature.fromDER(der!.slice(0, -1)).toCompactRawBytes(), hash0, paymentPub)).toBe(true)
    const hash1 = signed.preimageWitnessV1(1, [payment.script, ordinals.script], SigHash.DEFAULT, [60_000n, 40_000n])
    expect(schnorr.verify(signed.getInput(1).tapKeySig!, hash1, ordinals.tweakedPubkey)).toBe(true)
    signed.finalize()
    expect(signed.isFinal).toBe(true)
    expect(signed.extract().length).toBeGreaterThan(0)
  })

  test('parameters: bytes in, a sighash per input (ALL|ANYONECANPAY) is used for the signature', async () => {
    const { kit } = await connected()
    const result = await signPsbt(kit, {
      psbt: unsignedPsbt().toPSBT(),
      signInputs: [{ index: 0, sighashTypes: [SigHash.ALL_ANYONECANPAY] }],
    })
    const signed = Transaction.fromPSBT(base64.decode(result.psbt ?? ''))
    const [[, der] = []] = signed.getInput(0).partialSig ?? []
    expect(der?.at(-1)).toBe(0x81)
    expect(signed.getInput(1).tapKeySig).toBeUndefined()
    signed.finalizeIdx(0)
    expect(signed.getInput(0).finalScriptWitness).toHaveLength(2)
  })

  test('behavior: a malformed PSBT is "Invalid PSBT" before the wallet is asked; a corrupt one is refused by the wallet; nothing is signed', async () => {
    const { kit, controls } = await connected()
    await expect(signPsbt(kit, { psbt: 'not base64!', signInputs: [{ index: 0 }] })).rejects.toThrow(InvalidPsbtError)
    await expect(
      signPsbt(kit, { psbt: base64.encode(new TextEncoder().encode('hello world')), signInputs: [{ index: 0 }] }),
    ).rejects.toMatchObject({ code: 'PSBT_INVALID', shortMessage: 'Invalid PSBT' })
    await expect(signPsbt(kit, { psbt: unsignedPsbt().toPSBT(), signInputs: [] })).rejects.toMatchObject({ code: 'PSBT_INVALID' })
    const corrupt = Uint8Array.from([0x70, 0x73, 0x62, 0x74, 0xff, 0x01, 0x02, 0x03])
    await expect(signPsbt(kit, { psbt: corrupt, signInputs: [{ index: 0 }] })).rejects.toThrow(/^Invalid PSBT: /)
    await expect(signPsbt(kit, { psbt: unsignedPsbt().toPSBT(), signInputs: [{ index: 7 }] })).rejects.toThrow(
      'Invalid PSBT request: no input 7',
    )
    expect(controls.signed).toBe(0)
  })

  test('behavior: the wallet signs only inputs it owns: an input of another key is refused, an unknown address is unauthorised (4100)', async () => {
    const { kit, controls } = await connected()
    await expect(signPsbt(kit, { psbt: unsignedPsbt(stranger).toPSBT(), signInputs: [{ index: 0 }] })).rejects.toThrow(
      `Input 0 does not spend an output of ${payment.address}`,
    )
    await expect(
      signPsbt(kit, { psbt: unsignedPsbt().toPSBT(), signInputs: [{ index: 0, address: stranger.address }] }),
    ).rejects.toMatchObject({ code: 'PROVIDER_WALLET_UNAUTHORIZED' })
    expect(controls.signed).toBe(0)
  })

  test('behavior: broadcast needs bitcoin:signAndSendTransaction, which this wallet lacks (4200); a declined prompt is a user rejection', async () => {
    const { kit, controls } = await connected()
    await expect(signPsbt(kit, { psbt: unsignedPsbt().toPSBT(), signInputs: [{ index: 0 }], broadcast: true })).rejects.toMatchObject({
      code: 'PROVIDER_WALLET_METHOD_UNSUPPORTED',
    })
    controls.rejectNextRequest()
    await expect(signPsbt(kit, { psbt: unsignedPsbt().toPSBT(), signInputs: [{ index: 0 }] })).rejects.toMatchObject({
      code: 'PROVIDER_USER_REJECTED_REQUEST',
    })
  })

  test('behavior: without a connected Bitcoin account there is nothing to sign with', async () => {
    const kit = createWalletKit({ projectId: 'p', networks: [bitcoinRegtest], storage: createMemoryStorage(), platform })
    await expect(signPsbt(kit, { psbt: unsignedPsbt().toPSBT(), signInputs: [{ index: 0 }] })).rejects.toMatchObject({
      shortMessage: 'Address or auth connector not found',
    })
  })
})
