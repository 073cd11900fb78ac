import { createHash } from 'node:crypto'
import { Keypair, LAMPORTS_PER_SOL, PublicKey, type VersionedTransaction } from '@solana/web3.js'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { encodeBase58 } from './base58'
import { systemTransfers, type SolTransfer } from './system-transfers'

export type SignatureStatus = { slot: number; err: string | null }

export type SendResult = { signature: string; err: string | null; logs: string[]; unitsConsumed: number }

/** A fixed genesis hash so the local network keeps one CAIP-2 id across restarts. */
export const localGenesisHash = encodeBase58(createHash('sha256').update('walletkit-devnet-solana').digest())
/** Airdrops have no payer the client knows; history names the faucet as the system program. */
const airdropSource = '11111111111111111111111111111111'

export const solanaLocalNetworkId = `solana:${localGenesisHash.slice(0, 32)}`

/** Deterministic dev keypairs, so tests and docs can name them. */
export function solanaDevKeypairs(count = 5): Keypair[] {
  return Array.from({ length: count }, (_, i) => Keypair.fromSeed(createHash('sha256').update(`walletkit-devnet-solana-${i}`).digest()))
}

/**
 * The in-process Solana VM with the bookkeeping a validator would do: slots advance per
 * transaction, signatures keep their status, and blockhashes rotate so repeated identical
 * transfers get distinct signatures.
 */
export class LocalSvm {
  readonly svm: LiteSVM
  private readonly statuses = new Map<string, SignatureStatus>()
  private readonly transfers: SolTransfer[] = []
  private readonly listeners = new Set<(signature: string, status: SignatureStatus) => void>()

  constructor() {
    // Any recent blockhash is accepted: litesvm only knows the latest one, and clients that
    // fetched a blockhash before another transaction landed must still be able to send.
    this.svm = new LiteSVM().withBlockhashCheck(false).withTransactionHistory(100_000n)
  }

  get slot(): number {
    return Number(this.svm.getClock().slot)
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    return { blockhash: this.svm.latestBlockhash(), lastValidBlockHeight: this.slot + 150 }
  }

  getBalance(address: string): bigint {
    return this.svm.getBalance(new PublicKey(address)) ?? 0n
  }

  status(signature: string): SignatureStatus | null {
    return this.statuses.get(signature) ?? null
  }

  send(tx: VersionedTransaction, options: { recordFailure: boolean }): SendResult {
    const first = tx.signatures[0]
    if (!first) throw new Error('Transaction has no signature')
    const signature = encodeBase58(first)
    const result = this.svm.sendTransaction(tx)
    const failed = result instanceof FailedTransactionMetadata
    const meta = failed ? result.meta() : result
    const err = failed ? result.toString() : null
    if (!failed) this.logTransfers(signature, systemTransfers(tx))
    if (!failed || options.recordFailure) this.commit(signature, err)
    return { signature, err, logs: meta.logs(), unitsConsumed: Number(meta.computeUnitsConsumed()) }
  }

  airdrop(address: string, lamports: bigint): string {
    const result = this.svm.airdrop(new PublicKey(address), lamports)
    if (!result || result instanceof FailedTransactionMetadata) throw new Error(`Airdrop failed: ${result?.toString() ?? 'no result'}`)
    const signature = encodeBase58(result.signature())
    this.logTransfers(signature, [{ from: airdropSource, to: address, lamports }])
    this.commit(signature, null)
    return signature
  }

  fund(keypairs: ReadonlyArray<Keypair>, sol: number): void {
    for (const kp of keypairs) this.airdrop(kp.publicKey.toBase58(), BigInt(sol) * BigInt(LAMPORTS_PER_SOL))
  }

  /** SOL transfers touching an address, oldest first (the local history the services serve). */
  transfersOf(address: string): SolTransfer[] {
    return this.transfers.filter((t) => t.from === address || t.to === address)
  }

  private logTransfers(signature: string, moves: ReadonlyArray<{ from: string; to: string; lamports: bigint }>): void {
    const at = new Date()
    for (const move of moves) this.transfers.push({ signature, slot: this.slot, at, ...move })
  }

  /** Called for every signature that lands, so websocket subscribers can be told. */
  onCommit(listener: (signature: string, status: SignatureStatus) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private commit(signature: string, err: string | null): void {
    const status = { slot: this.slot, err }
    this.statuses.set(signature, status)
    for (const listener of this.listeners) listener(signature, status)
    this.svm.expireBlockhash()
    this.svm.warpToSlot(BigInt(this.slot + 1))
  }
}
