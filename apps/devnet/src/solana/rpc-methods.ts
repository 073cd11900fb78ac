import { PublicKey, VersionedMessage, VersionedTransaction } from '@solana/web3.js'
import { z } from 'zod'
import { decodeBase58, encodeBase58 } from './base58'
import { localGenesisHash, type LocalSvm } from './local-svm'
import { nodeTransactionError } from './transaction-error'

/** A JSON-RPC error the facade answers with instead of a result. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export type RpcMethod = (params: unknown, svm: LocalSvm) => unknown

const lamportsPerSignature = 5000
const pubkey = z.string().transform((value, ctx) => {
  try {
    return new PublicKey(value)
  } catch {
    ctx.addIssue({ code: 'custom', message: `Invalid param: ${value} is not a public key` })
    return z.NEVER
  }
})
const config = z.object({ encoding: z.string().optional(), skipPreflight: z.boolean().optional() }).loose().optional()

function args<T extends z.ZodType>(schema: T, params: unknown): z.infer<T> {
  const result = schema.safeParse(params ?? [])
  if (!result.success) throw new RpcError(-32602, `Invalid params: ${result.error.issues[0]?.message ?? 'unreadable'}`)
  return result.data
}

function withContext(svm: LocalSvm, value: unknown): unknown {
  return { context: { apiVersion: '2.2.0', slot: svm.slot }, value }
}

function accountInfo(svm: LocalSvm, key: PublicKey, encoding: string | undefined): unknown {
  const account = svm.svm.getAccount(key)
  if (!account) return null
  const data = encoding === 'base58' ? [encodeBase58(account.data), 'base58'] : [Buffer.from(account.data).toString('base64'), 'base64']
  return {
    data,
    executable: account.executable,
    lamports: account.lamports,
    owner: account.owner.toBase58(),
    rentEpoch: 0,
    space: account.data.length,
  }
}

function decodeTransaction(encoded: string, encoding: string | undefined): VersionedTransaction {
  try {
    const bytes = encoding === 'base64' ? Buffer.from(encoded, 'base64') : decodeBase58(encoded)
    return VersionedTransaction.deserialize(bytes)
  } catch (error) {
    throw new RpcError(-32602, `invalid transaction: ${error instanceof Error ? error.message : String(error)}`)
  }
}

function signatureStatus(svm: LocalSvm, signature: string): unknown {
  const status = svm.status(signature)
  if (!status) return null
  return {
    slot: status.slot,
    confirmations: null,
    err: status.err,
    status: status.err ? { Err: status.err } : { Ok: null },
    confirmationStatus: 'finalized',
  }
}

/** The JSON-RPC subset @solana/web3.js 1.x Connection uses for balances, sending and confirming. */
export const rpcMethods: Readonly<Record<string, RpcMethod>> = {
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
  getGenesisHash: () => localGenesisHash,
  getSlot: (_p, svm) => svm.slot,
  getBlockHeight: (_p, svm) => svm.slot,
  getEpochInfo: (_p, svm) => ({
    absoluteSlot: svm.slot,
    blockHeight: svm.slot,
    epoch: 0,
    slotIndex: svm.slot,
    slotsInEpoch: 432000,
    transactionCount: null,
  }),
  getBalance: (p, svm) => {
    const [key] = args(z.tuple([pubkey]).rest(z.unknown()), p)
    return withContext(svm, Number(svm.svm.getBalance(key) ?? 0n))
  },
  getAccountInfo: (p, svm) => {
    const [key, cfg] = args(z.tuple([pubkey, config]).rest(z.unknown()), p)
    return withContext(svm, accountInfo(svm, key, cfg?.encoding))
  },
  getMultipleAccounts: (p, svm) => {
    const [keys, cfg] = args(z.tuple([z.array(pubkey), config]).rest(z.unknown()), p)
    return withContext(
      svm,
      keys.map((k) => accountInfo(svm, k, cfg?.encoding)),
    )
  },
  getTokenAccountsByOwner: (p, svm) => {
    args(z.tuple([pubkey]).rest(z.unknown()), p)
    // No SPL token program is loaded locally, so no one owns token accounts.
    return withContext(svm, [])
  },
  getLatestBlockhash: (_p, svm) => withContext(svm, svm.latestBlockhash()),
  getRecentBlockhash: (_p, svm) =>
    withContext(svm, { blockhash: svm.latestBlockhash().blockhash, feeCalculator: { lamportsPerSignature } }),
  isBlockhashValid: (_p, svm) => withContext(svm, true),
  getMinimumBalanceForRentExemption: (p, svm) => {
    const [size] = args(z.tuple([z.number().int().nonnegative()]).rest(z.unknown()), p)
    return Number(svm.svm.minimumBalanceForRentExemption(BigInt(size)))
  },
  getFeeForMessage: (p, svm) => {
    const [encoded] = args(z.tuple([z.string()]).rest(z.unknown()), p)
    try {
      const message = VersionedMessage.deserialize(Buffer.from(encoded, 'base64'))
      return withContext(svm, message.header.numRequiredSignatures * lamportsPerSignature)
    } catch {
      throw new RpcError(-32602, 'Invalid params: message is not a base64 transaction message')
    }
  },
  getSignatureStatuses: (p, svm) => {
    const [signatures] = args(z.tuple([z.array(z.string())]).rest(z.unknown()), p)
    return withContext(
      svm,
      signatures.map((s) => signatureStatus(svm, s)),
    )
  },
  requestAirdrop: (p, svm) => {
    const [key, lamports] = args(z.tuple([pubkey, z.number().int().positive()]).rest(z.unknown()), p)
    return svm.airdrop(key.toBase58(), BigInt(lamports))
  },
  sendTransaction: (p, svm) => {
    const [encoded, cfg] = args(z.tuple([z.string(), config]).rest(z.unknown()), p)
    const result = svm.send(decodeTransaction(encoded, cfg?.encoding), { recordFailure: cfg?.skipPreflight === true })
    if (result.err && cfg?.skipPreflight !== true) {
      const failure = nodeTransactionError(result.err)
      throw new RpcError(-32002, `Transaction simulation failed: ${failure.message}`, {
        err: failure.err,
        logs: result.logs,
        accounts: null,
        unitsConsumed: result.unitsConsumed,
        returnData: null,
      })
    }
    return result.signature
  },
  simulateTransaction: (p, svm) => {
    const [encoded, cfg] = args(z.tuple([z.string(), config]).rest(z.unknown()), p)
    const simulated = svm.svm.simulateTransaction(decodeTransaction(encoded, cfg?.encoding))
    const meta = simulated.meta()
    const err = 'err' in simulated ? simulated.toString() : null
    return withContext(svm, {
      err,
      logs: meta.logs(),
      accounts: null,
      unitsConsumed: Number(meta.computeUnitsConsumed()),
      returnData: null,
    })
  },
}
