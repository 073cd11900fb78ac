// A failed transaction as a Solana node reports it on the wire: `err` is the TransactionError as
// JSON (a fieldless kind as its name, an instruction's failure as {"InstructionError":[i, e]}) and
// the preflight message is the error's display text. LiteSVM hands over its Rust debug text
// ("FailedTransactionMetadata { err: AccountNotFound, meta: ... }"), which no client parses.

// The display texts of the kinds a wallet meets on a local chain (Solana's TransactionError).
const displayTexts: Record<string, string> = {
  AccountInUse: 'Account in use',
  AccountLoadedTwice: 'Account loaded twice',
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  MissingSignatureForFee: 'Transaction did not pass signature verification',
  SignatureFailure: 'Transaction did not pass signature verification',
}

export type NodeTransactionError = { err: unknown; message: string }

/**
 * The wire form of LiteSVM's failure text; a kind it does not know keeps the text as both.
 *
 * @example
 * nodeTransactionError('FailedTransactionMetadata { err: AccountNotFound, meta: ... }')
 * // { err: 'AccountNotFound', message: 'Attempt to debit an account but found no record of a prior credit.' }
 */
export function nodeTransactionError(debug: string): NodeTransactionError {
  const instruction = /err: InstructionError\((\d+), Custom\((\d+)\)\)/.exec(debug)
  if (instruction) {
    const [index, code] = [Number(instruction[1]), Number(instruction[2])]
    return {
      err: { InstructionError: [index, { Custom: code }] },
      message: `Error processing Instruction ${index}: custom program error: 0x${code.toString(16)}`,
    }
  }
  const kind = /err: (\w+)[,\s}]/.exec(debug)?.[1]
  const text = kind ? displayTexts[kind] : undefined
  return kind && text ? { err: kind, message: text } : { err: debug, message: debug }
}
