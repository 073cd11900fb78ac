import { TypeRegistry } from '@polkadot/types'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import { blake2AsU8a, signatureVerify } from '@polkadot/util-crypto'

/**
 * An extrinsic signing payload as @polkadot/api hands a Signer (`SignerPayloadJSON`): a
 * `balances.transferKeepAlive`-shaped call, immortal, with the signed extensions of a current
 * relay chain, on the chain of `genesisHash`. Tests give it to the app's signer.
 */
export function examplePayload(address: string, genesisHash: `0x${string}`, nonce = 0): SignerPayloadJSON {
  return {
    address,
    blockHash: genesisHash,
    blockNumber: '0x00000000',
    era: '0x00',
    genesisHash,
    method: `0x0503${'8e'.repeat(32)}0b00407a10f35a`,
    nonce: `0x${nonce.toString(16).padStart(8, '0')}`,
    specVersion: '0x000f4240',
    tip: '0x00000000000000000000000000000000',
    transactionVersion: '0x0000001a',
    signedExtensions: [
      'CheckNonZeroSender',
      'CheckSpecVersion',
      'CheckTxVersion',
      'CheckGenesis',
      'CheckMortality',
      'CheckNonce',
      'CheckWeight',
      'ChargeTransactionPayment',
    ],
    version: 4,
  }
}

/**
 * Whether `signature` is `address`'s signature of `payload` as a chain checks it: the SCALE
 * encoding of the payload (call, extensions' extra and implicit data), blake2-256 hashed when
 * longer than 256 bytes.
 */
export function verifyPayloadSignature(payload: SignerPayloadJSON, signature: string, address: string): boolean {
  const registry = new TypeRegistry()
  registry.setSignedExtensions(payload.signedExtensions)
  const encoded = registry.createType('ExtrinsicPayload', payload, { version: payload.version }).toU8a({ method: true })
  return signatureVerify(encoded.length > 256 ? blake2AsU8a(encoded) : encoded, signature, address).isValid
}
