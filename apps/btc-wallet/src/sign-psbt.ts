import { equalBytes } from '@scure/btc-signer/utils.js'
import { SigHash, Transaction } from '@scure/btc-signer'

/** A key the wallet holds: the output script it controls and the private key that spends it. */
export type OwnedKey = { address: string; script: Uint8Array; privateKey: Uint8Array }

/** Which inputs to sign with which account (the wallet-standard `bitcoin:signTransaction` shape, by address). */
export type PsbtSignRequest = { address: string; signingIndexes: readonly number[]; sigHash?: number | undefined }

/** A refusal with the JSON-RPC code wallets use for bad parameters (-32602) or an unknown key (4100). */
export class PsbtRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const knownSigHashes = new Set<number>(Object.values(SigHash))

/**
 * Signs the requested inputs of a PSBT (BIP-174) and returns the PSBT with the signatures added.
 * Only inputs whose spent output (witnessUtxo) pays one of `keys` are signed: an input the
 * request names but the wallet does not own is refused, never skipped silently. A malformed
 * PSBT, an index outside the transaction or an unknown sighash is refused with code -32602.
 *
 * @example
 * const signed = signPsbt(psbtBytes, [{ address: 'tb1q…', signingIndexes: [0] }], [paymentKey])
 */
export function signPsbt(psbt: Uint8Array, requests: readonly PsbtSignRequest[], keys: readonly OwnedKey[]): Uint8Array {
  let tx: Transaction
  try {
    tx = Transaction.fromPSBT(psbt)
  } catch (error) {
    throw new PsbtRefusal(-32602, `Invalid PSBT: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (requests.length === 0) throw new PsbtRefusal(-32602, 'Invalid PSBT request: no inputs to sign')
  for (const request of requests) {
    const key = keys.find((k) => k.address === request.address)
    if (!key) throw new PsbtRefusal(4100, `No key for ${request.address}`)
    if (request.sigHash !== undefined && !knownSigHashes.has(request.sigHash))
      throw new PsbtRefusal(-32602, `Invalid PSBT request: unknown sighash ${request.sigHash}`)
    for (const index of request.signingIndexes) {
      if (!Number.isInteger(index) || index < 0 || index >= tx.inputsLength)
        throw new PsbtRefusal(-32602, `Invalid PSBT request: no input ${index}`)
      const spent = tx.getInput(index).witnessUtxo
      if (!spent || !equalBytes(spent.script, key.script))
        throw new PsbtRefusal(-32602, `Input ${index} does not spend an output of ${request.address}`)
      if (request.sigHash !== undefined) tx.updateInput(index, { sighashType: request.sigHash })
      try {
        tx.signIdx(key.privateKey, index, request.sigHash === undefined ? undefined : [request.sigHash])
      } catch (error) {
        throw new PsbtRefusal(
          -32602,
          `Invalid PSBT: input ${index} cannot be signed (${error instanceof Error ? error.message : String(error)})`,
        )
      }
    }
  }
  return tx.toPSBT()
}
