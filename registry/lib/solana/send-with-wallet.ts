import type { Connection, Transaction } from '@solana/web3.js'
import { base58 } from '@scure/base'
import * as z from 'zod/mini'
import { SolanaSendTransactionError } from '@/registry/lib/errors/send'
import { isUserRejection } from '@/registry/lib/errors/user-rejection'

/** The connector's request function (wallet-standard connector or the embedded wallet). */
export type SolanaWalletRequest = (args: {
  method: string
  params?: Record<string, unknown> | readonly unknown[] | undefined
}) => Promise<unknown>

/** A wallet's solana_signAndSendTransaction reply: the signature as bytes or as base58 text. */
export const signAndSendReplySchema = z.object({
  signature: z.union([z.instanceof(Uint8Array), z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/))]),
})

/** The base58 signature (the transaction id) of a reply the schema accepted. */
export function replySignature({ signature }: z.infer<typeof signAndSendReplySchema>): string {
  return typeof signature === 'string' ? signature : base58.encode(signature)
}

/**
 * Has the wallet sign and send a built transaction (`solana_signAndSendTransaction`), then polls
 * until the cluster confirms it within the blockhash's validity. The wallet's own refusal (e.g.
 * the user declined, EIP-1193 4001) is rethrown untouched so the caller can tell it apart; any
 * other failure, the wallet's own included, is 'Failed to send transaction. Please try again.' (SPEC §8).
 *
 * @example
 * const signature = await sendWithWallet(connection, connector.request, transaction)
 */
export async function sendWithWallet(connection: Connection, request: SolanaWalletRequest, transaction: Transaction): Promise<string> {
  const { recentBlockhash: blockhash, lastValidBlockHeight } = transaction
  const bytes = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
  try {
    const output = await request({ method: 'solana_signAndSendTransaction', params: { transaction: new Uint8Array(bytes) } })
    const signature = replySignature(z.parse(signAndSendReplySchema, output))
    if (!blockhash || lastValidBlockHeight === undefined) throw new TypeError('transaction has no blockhash')
    await pollConfirmation(connection, signature, lastValidBlockHeight)
    return signature
  } catch (cause) {
    if (isUserRejection(cause)) throw cause
    throw new SolanaSendTransactionError({ cause })
  }
}

/** How often the signature's status is asked for while waiting. */
export const CONFIRM_POLL_MS = 400

// Polling over HTTP rather than confirmTransaction's websocket: the blockchain API's node proxy
// serves no websocket API (supported-chains lists none), and polling works with any RPC.
async function pollConfirmation(connection: Connection, signature: string, lastValidBlockHeight: number): Promise<void> {
  for (;;) {
    const [
      {
        value: [status],
      },
      height,
    ] = await Promise.all([connection.getSignatureStatuses([signature]), connection.getBlockHeight('confirmed')])
    if (status?.err) throw new Error(`transaction failed: ${JSON.stringify(status.err)}`)
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return
    if (height > lastValidBlockHeight) throw new Error('blockhash expired before the transaction was confirmed')
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS))
  }
}
