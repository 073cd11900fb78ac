import { createPrivateKey, sign } from 'node:crypto'
import { Keypair, Transaction, VersionedTransaction } from '@solana/web3.js'
import { z } from 'zod'
import { decodeBase58, encodeBase58 } from '../../devnet/src/solana/base58'

const signMessageParams = z.object({ message: z.string().min(1), pubkey: z.string().min(32) })
const signTransactionParams = z.object({ transaction: z.string().min(1) })

export type SolanaKey = { publicKey: string; secretKey: Uint8Array }

/** Answers solana_signMessage ({ message, pubkey } in base58) with an Ed25519 signature in base58. */
export function solanaSignMessage(key: SolanaKey, params: unknown): { signature: string } {
  const { message, pubkey } = signMessageParams.parse(params)
  if (pubkey !== key.publicKey) throw new Error(`Unknown Solana account ${pubkey}`)
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
  const privateKey = createPrivateKey({
    key: { kty: 'OKP', crv: 'Ed25519', d: b64(key.secretKey.slice(0, 32)), x: b64(decodeBase58(key.publicKey)) },
    format: 'jwk',
  })
  return { signature: encodeBase58(sign(null, decodeBase58(message), privateKey)) }
}

/**
 * Answers solana_signTransaction ({ transaction } as base64 wire bytes, legacy or v0) the way
 * WalletConnect's Solana RPC documents it: { signature } in base58, this key's signature alone
 * (the dapp puts it in the transaction). A transaction this key need not sign is refused.
 */
export function solanaSignTransaction(key: SolanaKey, params: unknown): { signature: string } {
  const bytes = Buffer.from(signTransactionParams.parse(params).transaction, 'base64')
  const signer = Keypair.fromSecretKey(key.secretKey)
  // A v0 message sets the top bit of its first byte after the signatures; legacy ones never do.
  const versioned = (() => {
    try {
      const transaction = VersionedTransaction.deserialize(bytes)
      return transaction.version === 'legacy' ? undefined : transaction
    } catch {
      return undefined
    }
  })()
  if (versioned) {
    const index = versioned.message.staticAccountKeys.findIndex((k) => k.equals(signer.publicKey))
    if (index < 0 || index >= versioned.message.header.numRequiredSignatures) throw new Error('Not a signer of this transaction')
    versioned.sign([signer])
    return { signature: encodeBase58(versioned.signatures[index]!) }
  }
  const legacy = Transaction.from(bytes)
  if (!legacy.signatures.some((s) => s.publicKey.equals(signer.publicKey))) throw new Error('Not a signer of this transaction')
  legacy.partialSign(signer)
  const signature = legacy.signatures.find((s) => s.publicKey.equals(signer.publicKey))?.signature
  if (!signature) throw new Error('Signing produced no signature')
  return { signature: encodeBase58(signature) }
}
