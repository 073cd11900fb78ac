import { base58 } from '@scure/base'
import { formatUnits } from 'viem'
import { readCompactU16 } from '../solana-wallet'
import type { ConfirmationRow } from './describe-request'
import { englishText, type FrameText } from './frame-text'

// A Solana wire transaction as the user should read it before signing: what each instruction moves
// and to whom (SOL transfers, SPL token transfers, token-account creation), then the fee payer.
// Instructions it does not know are listed by program, so nothing is left out; the caller keeps the
// raw transaction as the last row.

const systemProgram = '11111111111111111111111111111111'
const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const associatedTokenProgram = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

type Instruction = { program: string; accounts: string[]; data: Uint8Array }
type Message = { feePayer: string; instructions: Instruction[] }

/** Reads the message of a legacy or v0 wire transaction; accounts from lookup tables show as such. */
function parseMessage(wire: Uint8Array, lookupAccount: string): Message {
  const [signatures, signaturesSize] = readCompactU16(wire, 0)
  const message = wire.subarray(signaturesSize + signatures * 64)
  let offset = ((message[0] ?? 0) & 0x80 ? 1 : 0) + 3
  const [keyCount, keyCountSize] = readCompactU16(message, offset)
  offset += keyCountSize
  const keys: string[] = []
  for (let index = 0; index < keyCount; index++, offset += 32) keys.push(base58.encode(message.subarray(offset, offset + 32)))
  offset += 32 // recent blockhash
  const [instructionCount, instructionCountSize] = readCompactU16(message, offset)
  offset += instructionCountSize
  const key = (index: number) => keys[index] ?? lookupAccount
  const instructions: Instruction[] = []
  for (let index = 0; index < instructionCount; index++) {
    const program = key(message[offset++] ?? 0)
    const [accountCount, accountCountSize] = readCompactU16(message, offset)
    offset += accountCountSize
    const accounts = [...message.subarray(offset, offset + accountCount)].map(key)
    offset += accountCount
    const [dataSize, dataSizeSize] = readCompactU16(message, offset)
    offset += dataSizeSize
    const data = message.slice(offset, offset + dataSize)
    if (data.length !== dataSize || accounts.length !== accountCount) throw new Error('truncated instruction')
    offset += dataSize
    instructions.push({ program, accounts, data })
  }
  const feePayer = keys[0]
  if (!feePayer) throw new Error('no fee payer')
  return { feePayer, instructions }
}

const u64 = (data: Uint8Array, at: number): bigint => new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(at, true)

function instructionRows({ program, accounts, data }: Instruction, feePayer: string, text: FrameText): ConfirmationRow[] {
  const [first, second, third] = accounts
  const { t } = text
  if (program === systemProgram && data.length === 12 && data[0] === 2 && data[1] === 0 && data[2] === 0 && data[3] === 0) {
    const rows: ConfirmationRow[] = [
      { label: t('rowSend'), value: `${text.decimal(formatUnits(u64(data, 4), 9))} SOL` },
      { label: t('rowTo'), value: second ?? '?', mono: true },
    ]
    return first && first !== feePayer ? [...rows, { label: t('rowFrom'), value: first, mono: true }] : rows
  }
  if (program === tokenProgram && data.length === 10 && data[0] === 12) {
    // TransferChecked: source, mint, destination, owner; the amount carries its decimals.
    return [
      { label: t('rowSendToken'), value: text.decimal(formatUnits(u64(data, 1), data[9] ?? 0)) },
      { label: t('rowTokenMint'), value: second ?? '?', mono: true },
      { label: t('rowToTokenAccount'), value: third ?? '?', mono: true },
    ]
  }
  if (program === tokenProgram && data.length === 9 && data[0] === 3) {
    // Transfer: source, destination, owner; the amount in base units (no decimals in the instruction).
    return [
      { label: t('rowSendTokenBaseUnits'), value: u64(data, 1).toString() },
      { label: t('rowToTokenAccount'), value: second ?? '?', mono: true },
    ]
  }
  if (program === associatedTokenProgram && (data.length === 0 || data[0] === 0 || data[0] === 1)) {
    // Create (idempotent): payer, the new account, its owner, the mint. Two rows, so neither
    // address shares its line with words of the locale.
    return [
      { label: t('rowCreateTokenAccount'), value: second ?? '?', mono: true },
      { label: t('rowTokenAccountOwner'), value: third ?? '?', mono: true },
    ]
  }
  return [{ label: t('rowProgram'), value: program, mono: true }]
}

/**
 * The rows of a base58 wire transaction, or undefined when it cannot be read (the caller then shows
 * the raw transaction alone).
 *
 * @example
 * solanaTransactionRows(base58Wire) // [{ label: 'Send', value: '0.5 SOL' }, { label: 'To', … }, { label: 'Fee payer', … }]
 */
export function solanaTransactionRows(transaction: unknown, text: FrameText = englishText): ConfirmationRow[] | undefined {
  if (typeof transaction !== 'string') return undefined
  try {
    const { feePayer, instructions } = parseMessage(base58.decode(transaction), text.t('lookupAccount'))
    return [
      ...instructions.flatMap((instruction) => instructionRows(instruction, feePayer, text)),
      { label: text.t('rowFeePayer'), value: feePayer, mono: true },
    ]
  } catch {
    return undefined
  }
}
