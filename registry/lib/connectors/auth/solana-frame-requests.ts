import { base58 } from '@scure/base'
import { z } from 'zod'
import { RpcMethodUnknownError } from '@/registry/lib/errors/frame'
import type { RequestArguments } from '@/registry/lib/connectors/connector-interface'

/** A kit-level Solana request as the secure frame takes it, and how to read the frame's answer. */
export type FrameSolanaRequest = { args: RequestArguments; reply: z.ZodType }

// The secure frame speaks base58 for everything Solana (API.md §5: the public client sends wire
// transactions, messages and signatures that way); the kit's callers hand over bytes.
const base58Text = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]+$/)
const fromBase58 = base58Text.transform((text) => base58.decode(text))
// Bytes from the kit; a string is taken as already in the frame's base58 form.
const wire = z.union([z.instanceof(Uint8Array).transform((bytes) => base58.encode(bytes)), base58Text])

const messageParams = z.object({ message: z.union([z.string(), z.instanceof(Uint8Array)]) })
const transactionParams = z.object({ transaction: wire, options: z.record(z.string(), z.unknown()).optional() })
const transactionsParams = z.object({ transactions: z.array(wire).min(1) })

const messageReply = z
  .object({ signature: fromBase58 })
  .loose()
  .transform(({ signature }) => ({ signature }))
const signedReply = z
  .object({ transaction: fromBase58 })
  .loose()
  .transform(({ transaction }) => ({ transaction }))
const signedAllReply = z
  .object({ transactions: z.array(fromBase58) })
  .loose()
  .transform(({ transactions }) => ({ transactions }))
const sentReply = z
  .object({ signature: base58Text })
  .loose()
  .transform(({ signature }) => ({ signature }))

/**
 * Turns a kit-level `solana_*` request (the shapes the Solana signer and Send use: bytes) into the
 * frame's RPC_REQUEST params for the account `pubkey`:
 * - `solana_signMessage` { message (text is UTF-8 encoded) } -> { message, pubkey } in base58, answered { signature } as bytes;
 * - `solana_signTransaction` { transaction } -> base58 wire bytes, answered { transaction } as bytes;
 * - `solana_signAllTransactions` { transactions } -> the same per transaction, answered { transactions };
 * - `solana_signAndSendTransaction` { transaction, options? } -> base58 and the send options, answered { signature } (base58 text).
 * Any other method is 'Unsupported method' (RpcMethodUnknownError): the frame's Solana account signs nothing else.
 *
 * @example
 * const { args, reply } = toFrameSolanaRequest({ method: 'solana_signTransaction', params: { transaction: bytes } }, pubkey)
 */
export function toFrameSolanaRequest(request: RequestArguments, pubkey: string): FrameSolanaRequest {
  const { method } = request
  switch (method) {
    case 'solana_signMessage': {
      const { message } = messageParams.parse(request.params)
      const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
      return { args: { method, params: { message: base58.encode(bytes), pubkey } }, reply: messageReply }
    }
    case 'solana_signTransaction':
      return { args: { method, params: { transaction: transactionParams.parse(request.params).transaction } }, reply: signedReply }
    case 'solana_signAllTransactions':
      return { args: { method, params: { transactions: transactionsParams.parse(request.params).transactions } }, reply: signedAllReply }
    case 'solana_signAndSendTransaction': {
      const { transaction, options } = transactionParams.parse(request.params)
      return { args: { method, params: { transaction, ...(options ? { options } : {}) } }, reply: sentReply }
    }
    default:
      throw new RpcMethodUnknownError(method)
  }
}
