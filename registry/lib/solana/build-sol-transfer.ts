import { PublicKey, SystemProgram, Transaction, type Connection } from '@solana/web3.js'
import { InvalidSendInputError } from '@/registry/lib/errors/send'
import { solToLamports } from '@/registry/lib/solana/sol-to-lamports'

export type BuildSolTransferParameters = {
  /** Base58 public key of the payer. */
  from: string
  /** Base58 public key of the receiver. */
  to: string | undefined
  /** SOL as typed, e.g. '0.5'. */
  amount: string | undefined
}

/**
 * An unsigned SOL transfer with a fresh blockhash, ready for the wallet to sign. A missing or
 * unusable amount or receiver is 'Please enter a valid amount and receiver address' (SPEC §5).
 *
 * @example
 * const tx = await buildSolTransfer(connection, { from, to, amount: '0.1' })
 */
export async function buildSolTransfer(connection: Connection, { from, to, amount }: BuildSolTransferParameters): Promise<Transaction> {
  const { lamports, fromKey, toKey } = readInput(from, to, amount)
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: fromKey, blockhash, lastValidBlockHeight })
  return transaction.add(SystemProgram.transfer({ fromPubkey: fromKey, toPubkey: toKey, lamports }))
}

function readInput(from: string, to: string | undefined, amount: string | undefined) {
  try {
    if (!to || !amount) throw new TypeError('amount and receiver are required')
    const lamports = solToLamports(amount)
    if (lamports <= BigInt(0)) throw new RangeError('amount must be positive')
    return { lamports, fromKey: new PublicKey(from), toKey: new PublicKey(to) }
  } catch (cause) {
    throw new InvalidSendInputError({ cause })
  }
}
