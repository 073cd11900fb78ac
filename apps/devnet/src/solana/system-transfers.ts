import { SystemProgram, type VersionedTransaction } from '@solana/web3.js'

export type SolTransfer = { signature: string; slot: number; at: Date; from: string; to: string; lamports: bigint }

// SystemInstruction::Transfer is variant 2: a u32 tag then the u64 lamports, little-endian.
const transferTag = 2

/** The System Program transfers a transaction carries, read from its compiled instructions. */
export function systemTransfers(tx: VersionedTransaction): Array<{ from: string; to: string; lamports: bigint }> {
  const keys = tx.message.staticAccountKeys
  return tx.message.compiledInstructions.flatMap((ix) => {
    const program = keys[ix.programIdIndex]
    if (!program?.equals(SystemProgram.programId) || ix.data.length !== 12) return []
    const data = Buffer.from(ix.data)
    if (data.readUInt32LE(0) !== transferTag) return []
    const from = keys[ix.accountKeyIndexes[0] ?? -1]
    const to = keys[ix.accountKeyIndexes[1] ?? -1]
    if (!from || !to) return []
    return [{ from: from.toBase58(), to: to.toBase58(), lamports: data.readBigUInt64LE(4) }]
  })
}
