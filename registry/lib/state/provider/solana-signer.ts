import { PublicKey, Transaction, VersionedTransaction, type SendOptions } from '@solana/web3.js'
import * as z from 'zod/mini'
import { InvalidWalletResponseError } from '@/registry/lib/errors/connector'
import { replySignature, signAndSendReplySchema } from '@/registry/lib/solana/send-with-wallet'
import { perKit } from '@/registry/lib/state/start/per-kit'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { eip1193Codes, Eip1193RpcError, toEip1193Error } from '@/registry/lib/state/provider/provider-rpc-error'
import type { WalletProviderSource } from '@/registry/lib/state/provider/provider-source'

/** What the signer signs: a @solana/web3.js legacy or versioned transaction, or its wire bytes. */
export type SolanaTransactionInput = Transaction | VersionedTransaction | Uint8Array

/**
 * The connected Solana wallet for the app's own @solana/web3.js code: the shape wallet adapters
 * and Anchor's `Wallet` take (`publicKey`, `signTransaction`, `signAllTransactions`) plus
 * `signAndSendTransaction` and `signMessage`. Each call reaches the wallet connected on solana
 * now (a wallet-standard wallet or WalletConnect), so one object serves the page.
 */
export type SolanaSigner = {
  /** The connected Solana account; undefined while none is connected. */
  readonly publicKey: PublicKey | undefined
  /** Signs without sending; returns the same kind it was given (Transaction, VersionedTransaction or bytes), signed. */
  signTransaction<T extends SolanaTransactionInput>(transaction: T): Promise<T>
  signAllTransactions<T extends SolanaTransactionInput>(transactions: readonly T[]): Promise<T[]>
  /** The wallet signs and submits it to its cluster; the base58 signature (the transaction id). */
  signAndSendTransaction(transaction: SolanaTransactionInput, options?: SendOptions): Promise<{ signature: string }>
  /** An ed25519 signature of the bytes (text is UTF-8 encoded). */
  signMessage(message: Uint8Array | string): Promise<{ signature: Uint8Array }>
}

const bytes = z.instanceof(Uint8Array)
// A wallet-standard wallet gives the signed transaction; a WalletConnect wallet the transaction or only its signature.
const signedReply = z.object({ transaction: z.optional(bytes), signature: z.optional(bytes) })
const signedAllReply = z.object({ transactions: z.array(bytes) })
const messageReply = z.object({ signature: bytes })

const wireBytes = (transaction: SolanaTransactionInput): Uint8Array => {
  if (transaction instanceof Uint8Array) return transaction
  if (transaction instanceof Transaction)
    return new Uint8Array(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))
  return transaction.serialize()
}

/** The signed wire bytes as the kind the app passed in. */
function asInput<T extends SolanaTransactionInput>(original: T, signed: Uint8Array): T {
  if (original instanceof Uint8Array) return signed as T
  if (original instanceof Transaction) return Transaction.from(signed) as T
  return VersionedTransaction.deserialize(signed) as T
}

/** A wallet that answers with only the signature: it goes into the signer's slot of the unsigned transaction. */
function withSignature(unsigned: Uint8Array, signer: PublicKey, signature: Uint8Array): Uint8Array {
  const transaction = VersionedTransaction.deserialize(unsigned)
  const index = transaction.message.staticAccountKeys
    .slice(0, transaction.message.header.numRequiredSignatures)
    .findIndex((key) => key.equals(signer))
  if (index < 0)
    throw new InvalidWalletResponseError('solana_signTransaction', { details: 'the connected account is not a signer of this transaction' })
  transaction.signatures[index] = signature
  return transaction.serialize()
}

function parseReply<S extends z.ZodMiniType>(schema: S, method: string, reply: unknown): z.infer<S> {
  const parsed = z.safeParse(schema, reply)
  if (!parsed.success) throw new InvalidWalletResponseError(method, { cause: parsed.error })
  return parsed.data
}

/**
 * The kit's Solana signer (one per kit). While no Solana wallet is connected every call is
 * EIP-1193's 4900 (disconnected); the user declining is 4001; a wallet without the feature 4200.
 * These are the codes Solana wallets themselves use, so an app's existing handling carries over.
 *
 * @example
 * const signer = getSolanaSigner(kit)
 * const { signature } = await signer.signAndSendTransaction(transaction)
 */
export const getSolanaSigner = /* @__PURE__ */ perKit((kit: WalletKit): SolanaSigner => createSolanaSigner(kit))

/** The Solana signer as a wallet source: `useWalletProvider(solanaWallet)`. */
export const solanaWallet: WalletProviderSource<SolanaSigner> = { namespace: 'solana', get: getSolanaSigner }

function createSolanaSigner(kit: WalletKit): SolanaSigner {
  const connected = (): { address: string; request: (args: { method: string; params?: unknown }) => Promise<unknown> } => {
    const account = kit.connection.store.getState().accounts.solana
    const connector = kit.connection.getActiveConnector('solana')
    if (account?.status !== 'connected' || !account.address || !connector) throw new Eip1193RpcError(eip1193Codes.disconnected)
    if (!connector.request) throw new Eip1193RpcError(eip1193Codes.unsupportedMethod)
    const request = connector.request.bind(connector)
    return { address: account.address, request: (args) => request(args as Parameters<typeof request>[0]) }
  }

  async function call(method: string, params: Record<string, unknown>): Promise<{ address: string; reply: unknown }> {
    const { address, request } = connected()
    try {
      return { address, reply: await request({ method, params }) }
    } catch (error) {
      throw toEip1193Error(error)
    }
  }

  async function signOne<T extends SolanaTransactionInput>(transaction: T): Promise<T> {
    const unsigned = wireBytes(transaction)
    const { address, reply } = await call('solana_signTransaction', { transaction: unsigned })
    const signed = parseReply(signedReply, 'solana_signTransaction', reply)
    if (signed.transaction) return asInput(transaction, signed.transaction)
    if (signed.signature) return asInput(transaction, withSignature(unsigned, new PublicKey(address), signed.signature))
    throw new InvalidWalletResponseError('solana_signTransaction', { details: 'neither a transaction nor a signature' })
  }

  return {
    get publicKey() {
      const account = kit.connection.store.getState().accounts.solana
      return account?.status === 'connected' && account.address ? new PublicKey(account.address) : undefined
    },
    signTransaction: signOne,
    async signAllTransactions<T extends SolanaTransactionInput>(transactions: readonly T[]): Promise<T[]> {
      if (transactions.length === 0) return []
      // One prompt for the batch; a wallet without it (4200) is asked once per transaction.
      let reply: unknown
      try {
        reply = (await call('solana_signAllTransactions', { transactions: transactions.map(wireBytes) })).reply
      } catch (error) {
        if (!(error instanceof Eip1193RpcError && error.code === eip1193Codes.unsupportedMethod)) throw error
        const out: T[] = []
        for (const transaction of transactions) out.push(await signOne(transaction))
        return out
      }
      const signed = parseReply(signedAllReply, 'solana_signAllTransactions', reply).transactions
      if (signed.length !== transactions.length)
        throw new InvalidWalletResponseError('solana_signAllTransactions', {
          details: `${signed.length} signed for ${transactions.length}`,
        })
      return transactions.map((transaction, index) => asInput(transaction, signed[index] as Uint8Array))
    },
    async signAndSendTransaction(transaction, options) {
      const { reply } = await call('solana_signAndSendTransaction', {
        transaction: wireBytes(transaction),
        ...(options ? { options } : {}),
      })
      return { signature: replySignature(parseReply(signAndSendReplySchema, 'solana_signAndSendTransaction', reply)) }
    },
    async signMessage(message) {
      const { reply } = await call('solana_signMessage', {
        message: typeof message === 'string' ? new TextEncoder().encode(message) : message,
      })
      return parseReply(messageReply, 'solana_signMessage', reply)
    },
  }
}
