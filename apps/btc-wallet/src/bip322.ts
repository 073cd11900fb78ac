import { sha256 } from '@noble/hashes/sha2.js'
import { p2wpkh, RawWitness, Script, Transaction, type NETWORK } from '@scure/btc-signer'

const tag = sha256(new TextEncoder().encode('BIP0322-signed-message'))

/** BIP-322's tagged hash of the message: sha256(tag || tag || message) with tag = sha256('BIP0322-signed-message'). */
export function bip322MessageHash(message: string): Uint8Array {
  const bytes = new TextEncoder().encode(message)
  const data = new Uint8Array(tag.length * 2 + bytes.length)
  data.set(tag, 0)
  data.set(tag, tag.length)
  data.set(bytes, tag.length * 2)
  return sha256(data)
}

/**
 * A BIP-322 "simple" signature of `message` by a P2WPKH key: the witness of the virtual
 * to_sign transaction, base64. to_spend pays 0 to the address from a null outpoint whose
 * scriptSig is OP_0 <message hash>; to_sign spends it to OP_RETURN.
 */
export function signBip322(message: string, privateKey: Uint8Array, publicKey: Uint8Array, network: typeof NETWORK): string {
  const payment = p2wpkh(publicKey, network)
  const toSpend = new Transaction({
    version: 0,
    lockTime: 0,
    allowUnknownInputs: true,
    allowUnknownOutputs: true,
    disableScriptCheck: true,
  })
  // The output first: scure refuses outputs after an input that is already final.
  toSpend.addOutput({ script: payment.script, amount: 0n })
  toSpend.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]),
  })
  const toSign = new Transaction({ version: 0, lockTime: 0, allowUnknownOutputs: true })
  toSign.addInput({ txid: toSpend.id, index: 0, sequence: 0, witnessUtxo: { script: payment.script, amount: 0n } })
  toSign.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  toSign.signIdx(privateKey, 0)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322: no witness after signing')
  return btoa(String.fromCharCode(...RawWitness.encode(witness)))
}
