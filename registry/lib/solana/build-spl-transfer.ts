// Imported, not the Node global: in a browser bundle there is no global Buffer (web3.js ships this package).
import { Buffer } from 'buffer'
import { PublicKey, SystemProgram, Transaction, TransactionInstruction, type Connection } from '@solana/web3.js'
import { InvalidSendInputError } from '@/registry/lib/errors/send'
import { toBaseUnits } from '@/registry/lib/solana/to-base-units'

/** SPL Token and Associated Token Account program ids (the same on every cluster). */
export const tokenProgramId = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
export const associatedTokenProgramId = new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')

// Instruction tags of the two programs: ATA CreateIdempotent = 1, Token TransferChecked = 12.
const createIdempotentTag = 1
const transferCheckedTag = 12

export type BuildSplTransferParameters = {
  /** Base58 public key of the sender (owner of the source token account, and fee payer). */
  from: string
  /** Base58 public key of the receiving wallet (not its token account). */
  to: string | undefined
  /** Base58 address of the token mint. */
  mint: string
  decimals: number
  /** Tokens as typed, e.g. '2.5'. */
  amount: string | undefined
}

/** The owner's associated token account for a mint. */
export function getAssociatedTokenAddress(owner: PublicKey, mint: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync([owner.toBuffer(), tokenProgramId.toBuffer(), mint.toBuffer()], associatedTokenProgramId)[0]
}

/**
 * An unsigned SPL token transfer between the two wallets' associated token accounts. When the
 * receiver has no account for the mint yet, an idempotent create (paid by the sender) comes
 * first; otherwise the transfer is the only instruction, as wallets build it.
 * TransferChecked makes the program verify the mint's decimals. A missing or unusable amount or
 * receiver is 'Please enter a valid amount and receiver address' (SPEC §5).
 *
 * @example
 * const tx = await buildSplTransfer(connection, { from, to, mint, decimals: 6, amount: '2.5' })
 */
export async function buildSplTransfer(connection: Connection, parameters: BuildSplTransferParameters): Promise<Transaction> {
  const { units, owner, receiver, mint } = readInput(parameters)
  const source = getAssociatedTokenAddress(owner, mint)
  const destination = getAssociatedTokenAddress(receiver, mint)
  const [{ blockhash, lastValidBlockHeight }, existing] = await Promise.all([
    connection.getLatestBlockhash(),
    connection.getAccountInfo(destination),
  ])
  const transaction = new Transaction({ feePayer: owner, blockhash, lastValidBlockHeight })
  if (!existing) transaction.add(createAccountInstruction(owner, destination, receiver, mint))
  return transaction.add(transferCheckedInstruction(source, mint, destination, owner, units, parameters.decimals))
}

function createAccountInstruction(owner: PublicKey, destination: PublicKey, receiver: PublicKey, mint: PublicKey): TransactionInstruction {
  return new TransactionInstruction({
    programId: associatedTokenProgramId,
    keys: [
      { pubkey: owner, isSigner: true, isWritable: true },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: receiver, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: tokenProgramId, isSigner: false, isWritable: false },
    ],
    data: Buffer.from([createIdempotentTag]),
  })
}

function transferCheckedInstruction(
  source: PublicKey,
  mint: PublicKey,
  destination: PublicKey,
  owner: PublicKey,
  units: bigint,
  decimals: number,
): TransactionInstruction {
  const data = Buffer.alloc(10)
  data.writeUInt8(transferCheckedTag, 0)
  data.writeBigUInt64LE(units, 1)
  data.writeUInt8(decimals, 9)
  return new TransactionInstruction({
    programId: tokenProgramId,
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data,
  })
}

function readInput({ from, to, mint, decimals, amount }: BuildSplTransferParameters) {
  try {
    if (!to || !amount) throw new TypeError('amount and receiver are required')
    const units = toBaseUnits(amount, decimals)
    // TransferChecked carries a u64.
    if (units <= BigInt(0) || units >= BigInt(1) << BigInt(64)) throw new RangeError('amount out of range')
    return { units, owner: new PublicKey(from), receiver: new PublicKey(to), mint: new PublicKey(mint) }
  } catch (cause) {
    throw new InvalidSendInputError({ cause })
  }
}
