import type { Connection, Transaction, TransactionSignature, VersionedTransaction } from '@solana/web3.js'
import { SolanaSendTransactionError } from '@/registry/lib/errors/send'

/**
 * Sends a signed transaction and waits until the cluster confirms it, bounded by the blockhash's
 * validity. Any failure (rejected, expired, failed on chain) is 'Failed to send transaction.
 * Please try again.' (SPEC §8) with the cause kept.
 *
 * @example
 * const signature = await sendAndConfirm(connection, signedTransaction)
 */
export async function sendAndConfirm(connection: Connection, signed: Transaction | VersionedTransaction): Promise<TransactionSignature> {
  try {
    const { blockhash, lastValidBlockHeight } = await blockhashOf(connection, signed)
    const signature = await connection.sendRawTransaction(signed.serialize())
    const { value } = await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
    if (value.err) throw new SolanaSendTransactionError({ details: `failed on chain: ${JSON.stringify(value.err)}`, meta: { signature } })
    return signature
  } catch (cause) {
    if (cause instanceof SolanaSendTransactionError) throw cause
    throw new SolanaSendTransactionError({ cause })
  }
}

async function blockhashOf(connection: Connection, signed: Transaction | VersionedTransaction) {
  const blockhash = 'version' in signed ? signed.message.recentBlockhash : signed.recentBlockhash
  const lastValidBlockHeight = 'version' in signed ? undefined : signed.lastValidBlockHeight
  if (blockhash && lastValidBlockHeight !== undefined) return { blockhash, lastValidBlockHeight }
  const latest = await connection.getLatestBlockhash()
  return { blockhash: blockhash ?? latest.blockhash, lastValidBlockHeight: latest.lastValidBlockHeight }
}
