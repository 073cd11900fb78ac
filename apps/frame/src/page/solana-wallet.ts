import { ed25519 } from '@noble/curves/ed25519'
import { z } from 'zod'
import { base58 } from '@scure/base'
import { RpcCallNotAllowedError } from '@/registry/lib/errors/rpc'
import { rpcCall } from './evm-wallet'
import { FrameRefusal } from './public-errors'

// The frame's Solana side: an ed25519 key kept like the EVM one, signing messages and wire
// transactions (base58, as the public client sends them) and sending through the SVM's RPC.

const signMessageParams = z.object({ message: z.string(), pubkey: z.string().optional() })
const transactionParams = z.object({
  transaction: z.string(),
  options: z.looseObject({ preflightCommitment: z.string().optional() }).optional(),
})
const allTransactionsParams = z.object({ transactions: z.array(z.string()) })

export function solanaAddress(seed: Uint8Array): string {
  return base58.encode(ed25519.getPublicKey(seed))
}

/** Solana's compact-u16 (shortvec) at `offset`: the value and how many bytes it took. */
export function readCompactU16(bytes: Uint8Array, offset: number): [value: number, size: number] {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size] ?? 0
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return [value, size + 1]
  }
  throw new Error('Invalid transaction')
}

/** Puts our signature in its slot of a serialized (legacy or v0) transaction. */
export function signWireTransaction(wire: Uint8Array, seed: Uint8Array): Uint8Array {
  const [signatureCount, headerSize] = readCompactU16(wire, 0)
  const messageStart = headerSize + signatureCount * 64
  const message = wire.subarray(messageStart)
  // v0 messages start with 0x80 | version; the account keys follow the 3-byte header either way.
  const keysStart = ((message[0] ?? 0) & 0x80 ? 1 : 0) + 3
  const [keyCount, keyCountSize] = readCompactU16(message, keysStart)
  const publicKey = ed25519.getPublicKey(seed)
  const required = message[keysStart - 3] ?? 0
  for (let index = 0; index < Math.min(keyCount, required, signatureCount); index++) {
    const start = keysStart + keyCountSize + index * 32
    if (message.subarray(start, start + 32).every((byte, i) => byte === publicKey[i])) {
      const signed = wire.slice()
      signed.set(ed25519.sign(message, seed), headerSize + index * 64)
      return signed
    }
  }
  throw new Error('The transaction does not ask for this account’s signature')
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/** Whether `message` is a legacy or versioned transaction message that needs `publicKey`'s signature. */
function isTransactionMessageFor(message: Uint8Array, publicKey: Uint8Array): boolean {
  try {
    const keysStart = ((message[0] ?? 0) & 0x80 ? 1 : 0) + 3
    const required = message[keysStart - 3] ?? 0
    const [keyCount, keyCountSize] = readCompactU16(message, keysStart)
    // The keys, then the 32-byte recent blockhash, must be there for a node to take it.
    if (required === 0 || keyCount < required || message.length < keysStart + keyCountSize + keyCount * 32 + 32) return false
    for (let index = 0; index < required; index++) {
      const start = keysStart + keyCountSize + index * 32
      if (message.subarray(start, start + 32).every((byte, i) => byte === publicKey[i])) return true
    }
    return false
  } catch {
    return false
  }
}

/**
 * A "message" whose bytes are a transaction this account would sign (its message, or the whole
 * wire transaction): signing it as a message would hand the page a signed transaction the user
 * was shown as text. Wallets refuse these; the page must ask with solana_signTransaction.
 */
export function isDisguisedTransaction(bytes: Uint8Array, seed: Uint8Array): boolean {
  const publicKey = ed25519.getPublicKey(seed)
  if (isTransactionMessageFor(bytes, publicKey)) return true
  try {
    const [signatureCount, headerSize] = readCompactU16(bytes, 0)
    return signatureCount > 0 && isTransactionMessageFor(bytes.subarray(headerSize + signatureCount * 64), publicKey)
  } catch {
    return false
  }
}

/**
 * Checks a Solana request before the user is asked: its parameters, and that a message to sign is
 * not a transaction in disguise. A refusal here shows no confirmation.
 */
export function checkSolanaRequest(seed: Uint8Array, method: string, params: unknown): void {
  if (method !== 'solana_signMessage') return
  const parsed = signMessageParams.safeParse(params)
  if (!parsed.success) throw new FrameRefusal(RpcCallNotAllowedError.shortMessage, 'solana_signMessage needs { message } in base58')
  let bytes: Uint8Array
  try {
    bytes = base58.decode(parsed.data.message)
  } catch {
    throw new FrameRefusal(RpcCallNotAllowedError.shortMessage, 'solana_signMessage: the message is not base58')
  }
  if (isDisguisedTransaction(bytes, seed))
    throw new FrameRefusal(RpcCallNotAllowedError.shortMessage, 'solana_signMessage refused: the bytes are a transaction for this account')
}

export async function handleSolanaRpc(seed: Uint8Array, rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  switch (method) {
    case 'solana_signMessage': {
      checkSolanaRequest(seed, method, params)
      const { message, pubkey } = signMessageParams.parse(params)
      if (pubkey && pubkey !== solanaAddress(seed)) throw new Error('Address does not match the signed-in account')
      return { signature: base58.encode(ed25519.sign(base58.decode(message), seed)) }
    }
    case 'solana_signTransaction':
      return { transaction: base58.encode(signWireTransaction(base58.decode(transactionParams.parse(params).transaction), seed)) }
    case 'solana_signAllTransactions':
      return {
        transactions: allTransactionsParams
          .parse(params)
          .transactions.map((t) => base58.encode(signWireTransaction(base58.decode(t), seed))),
      }
    case 'solana_signAndSendTransaction': {
      const { transaction, options } = transactionParams.parse(params)
      if (!rpcUrl) throw new Error('No Solana node is configured on this secure site')
      const signed = signWireTransaction(base58.decode(transaction), seed)
      const signature = await rpcCall(rpcUrl, 'sendTransaction', [
        toBase64(signed),
        { encoding: 'base64', preflightCommitment: options?.preflightCommitment },
      ])
      return { signature: z.string().parse(signature) }
    }
    default:
      throw new FrameRefusal(RpcCallNotAllowedError.shortMessage, `unsupported method ${method}`)
  }
}
