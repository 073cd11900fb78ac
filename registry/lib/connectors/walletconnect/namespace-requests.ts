import { base58, base64 } from '@scure/base'
import { z } from 'zod'
import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { RequestArguments } from '@/registry/lib/connectors/connector-interface'

/** One request as it goes through the session, and how to read the wallet's answer to it. */
export type SessionRequest = { method: string; params: unknown; reply: z.ZodType }

/** The namespace a kit-level request belongs to, by its prefix; unprefixed methods are eip155's. */
export function requestNamespace(method: string): ChainNamespace {
  if (method.startsWith('solana_')) return 'solana'
  if (method.startsWith('bip122_')) return 'bip122'
  if (method.startsWith('polkadot_')) return 'polkadot'
  return 'eip155'
}

const hexBytes = /^(0x)?(?:[0-9a-fA-F]{2})+$/
const toBase64 = (hex: string): string =>
  base64.encode(Uint8Array.from(hex.replace(/^0x/, '').match(/../g) ?? [], (byte) => Number.parseInt(byte, 16)))

// Wallets answer a BIP-322 signature in base64 (most) or as hex bytes (the WalletConnect Bitcoin
// RPC reference); the kit hands out base64, as the wallet-standard path does.
const bip122Signature = z
  .string()
  .min(1)
  .refine((value) => hexBytes.test(value) || /^[A-Za-z0-9+/]+={0,2}$/.test(value), 'a base64 or hex signature')
  .transform((value) => (hexBytes.test(value) ? toBase64(value) : value))
const bip122SignReply = z.object({ address: z.string().min(1), signature: bip122Signature, messageHash: z.string().optional() }).loose()
const bip122TransferReply = z
  .object({
    txid: z
      .string()
      .regex(/^(0x)?[0-9a-fA-F]{64}$/)
      .transform((txid) => txid.replace(/^0x/, '').toLowerCase()),
  })
  .loose()
const base64Text = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/)
// A broadcast PSBT is reported by its txid, a signed one by the PSBT (base64); both may come back.
const bip122PsbtReply = z
  .object({
    psbt: base64Text.optional(),
    txid: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/)
      .optional(),
  })
  .loose()
  .refine((reply) => reply.psbt !== undefined || reply.txid !== undefined, 'a psbt or a txid')
  .transform((reply) => (reply.txid ? { txid: reply.txid.toLowerCase() } : { psbt: reply.psbt }))
const bip122AddressesReply = z.array(
  z
    .object({ address: z.string().min(1), publicKey: z.string().optional(), path: z.string().optional(), intention: z.string().optional() })
    .loose(),
)
// sr25519/ed25519 signatures are 64 bytes, ecdsa 65; some wallets leave out the 0x.
const polkadotSignature = z
  .string()
  .regex(/^(0x)?[0-9a-fA-F]{128,130}$/)
  .transform((value) => (value.startsWith('0x') ? value : `0x${value}`) as `0x${string}`)
const polkadotSignReply = z.object({ signature: polkadotSignature }).loose()

// Solana over WalletConnect: transactions travel as base64 wire bytes, messages and signatures as base58.
const base58Text = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]+$/)
const fromBase58 = base58Text.transform((text) => base58.decode(text))
const fromBase64 = base64Text.transform((text) => base64.decode(text))
const solanaSignedReply = z
  .object({ transaction: fromBase64.optional(), signature: fromBase58.optional() })
  .loose()
  .refine((reply) => reply.transaction !== undefined || reply.signature !== undefined, 'a transaction or a signature')
  .transform(({ transaction, signature }) => ({ ...(transaction ? { transaction } : {}), ...(signature ? { signature } : {}) }))
const solanaSignedAllReply = z
  .object({ transactions: z.array(fromBase64) })
  .loose()
  .transform(({ transactions }) => ({ transactions }))
const solanaSentReply = z
  .object({ signature: base58Text })
  .loose()
  .transform(({ signature }) => ({ signature }))
const solanaMessageReply = z
  .object({ signature: fromBase58 })
  .loose()
  .transform(({ signature }) => ({ signature }))
const solanaTransactionParams = z.object({ transaction: z.instanceof(Uint8Array), options: z.record(z.string(), z.unknown()).optional() })
const solanaTransactionsParams = z.object({ transactions: z.array(z.instanceof(Uint8Array)).min(1) })
const solanaMessageParams = z.object({ message: z.union([z.string(), z.instanceof(Uint8Array)]) })

const signParams = z.object({ message: z.string(), address: z.string().min(1).optional() })
const sats = z.string().regex(/^[1-9][0-9]*$/, 'amount in satoshis')
// The kit's Send names one recipient, the app's transfers a list; a WalletConnect transfer pays exactly one.
const transferParams = z.union([
  z.object({ recipient: z.string().min(1), amount: sats }),
  z
    .object({
      recipients: z
        .array(z.object({ address: z.string().min(1), amount: sats }))
        .length(1, 'WalletConnect Bitcoin wallets pay one recipient per transfer'),
    })
    .transform(({ recipients: [only] }) => ({ recipient: only?.address ?? '', amount: only?.amount ?? '' })),
])
const polkadotRawParams = z.object({ address: z.string().min(1).optional(), data: z.string() })
const polkadotPayloadParams = z.object({ address: z.string().min(1).optional(), payload: z.record(z.string(), z.unknown()) })
const addressesParams = z.object({ intentions: z.array(z.string()).optional() }).optional()
// signPsbt(kit) has checked the PSBT is BIP-174 before any connector sees it; here it is only carried.
const psbtParams = z.object({
  psbt: z.union([z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'a base64 PSBT'), z.instanceof(Uint8Array)]),
  signInputs: z
    .array(
      z.object({
        address: z.string().min(1),
        index: z.number().int().nonnegative(),
        sighashTypes: z.array(z.number().int().nonnegative()).optional(),
      }),
    )
    .min(1),
  broadcast: z.boolean().optional(),
})
const polkadotSignParams = z.object({ address: z.string().min(1).optional(), message: z.string() })
const polkadotTransactionParams = z.object({ address: z.string().min(1).optional(), transactionPayload: z.record(z.string(), z.unknown()) })

// The kit's own callers pass these; a wrong shape is a programming error, thrown as zod's (like the bitcoin-standard connector).
const parseParams = <T extends z.ZodType>(schema: T, params: unknown): z.output<T> => schema.parse(params)

/**
 * Turns a kit-level bip122 or polkadot request into the request a wallet answers over
 * WalletConnect, for the session `account` (the plain address the session holds on the chain):
 * - `bip122_signMessage` { message, address? } -> `signMessage` { account, address, message, protocol: 'bip322' },
 *   answered { address, signature } with the signature as base64;
 * - `bip122_sendTransfer` { recipient, amount } (or { recipients } with one) -> `sendTransfer` { account, recipientAddress, amount } -> { txid };
 * - `bip122_getAccountAddresses` { intentions? } -> `getAccountAddresses` { account, intentions? };
 * - `bip122_signPsbt` { psbt, signInputs, broadcast? } -> `signPsbt` { account, psbt (base64), signInputs, broadcast },
 *   answered { psbt } or, broadcast, { txid };
 * - `polkadot_signMessage` { message, address? } and `polkadot_signTransaction` go out under their
 *   own names with the address filled in, answered { signature } as 0x hex; the Signer's
 *   `polkadot_signRaw` { address?, data } goes out as `polkadot_signMessage` { address, message: data }
 *   and `polkadot_signPayload` { address?, payload } as `polkadot_signTransaction` { address, transactionPayload }.
 * - `solana_signMessage` { message } -> { message (base58 of the UTF-8 or given bytes), pubkey }, answered
 *   { signature } (base58, handed on as bytes); `solana_signTransaction` / `solana_signAllTransactions` /
 *   `solana_signAndSendTransaction` carry wire bytes as base64 (send options as `sendOptions`), answered
 *   { transaction (base64) | signature (base58) }, { transactions }, { signature } (base58, kept as text).
 * Other methods are not translated (undefined).
 */
export function toSessionRequest(args: RequestArguments, account: string): SessionRequest | undefined {
  switch (args.method) {
    case 'bip122_signMessage': {
      const { message, address } = parseParams(signParams, args.params)
      return {
        method: 'signMessage',
        params: { account, address: address ?? account, message, protocol: 'bip322' },
        reply: bip122SignReply,
      }
    }
    case 'bip122_sendTransfer': {
      const { recipient, amount } = parseParams(transferParams, args.params)
      return { method: 'sendTransfer', params: { account, recipientAddress: recipient, amount }, reply: bip122TransferReply }
    }
    case 'bip122_getAccountAddresses': {
      const intentions = parseParams(addressesParams, args.params)?.intentions
      return { method: 'getAccountAddresses', params: { account, ...(intentions ? { intentions } : {}) }, reply: bip122AddressesReply }
    }
    case 'bip122_signPsbt': {
      const { psbt, signInputs, broadcast } = parseParams(psbtParams, args.params)
      const encoded = typeof psbt === 'string' ? psbt : base64.encode(psbt)
      return { method: 'signPsbt', params: { account, psbt: encoded, signInputs, broadcast: broadcast ?? false }, reply: bip122PsbtReply }
    }
    case 'polkadot_signMessage': {
      const { address, message } = parseParams(polkadotSignParams, args.params)
      return { method: args.method, params: { address: address ?? account, message }, reply: polkadotSignReply }
    }
    case 'polkadot_signTransaction': {
      const { address, transactionPayload } = parseParams(polkadotTransactionParams, args.params)
      return { method: args.method, params: { address: address ?? account, transactionPayload }, reply: polkadotSignReply }
    }
    case 'polkadot_signRaw': {
      const { address, data } = parseParams(polkadotRawParams, args.params)
      return { method: 'polkadot_signMessage', params: { address: address ?? account, message: data }, reply: polkadotSignReply }
    }
    case 'polkadot_signPayload': {
      const { address, payload } = parseParams(polkadotPayloadParams, args.params)
      return {
        method: 'polkadot_signTransaction',
        params: { address: address ?? account, transactionPayload: payload },
        reply: polkadotSignReply,
      }
    }
    case 'solana_signMessage': {
      const { message } = parseParams(solanaMessageParams, args.params)
      const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
      return { method: args.method, params: { message: base58.encode(bytes), pubkey: account }, reply: solanaMessageReply }
    }
    case 'solana_signTransaction': {
      const { transaction } = parseParams(solanaTransactionParams, args.params)
      return { method: args.method, params: { transaction: base64.encode(transaction) }, reply: solanaSignedReply }
    }
    case 'solana_signAllTransactions': {
      const { transactions } = parseParams(solanaTransactionsParams, args.params)
      return { method: args.method, params: { transactions: transactions.map((t) => base64.encode(t)) }, reply: solanaSignedAllReply }
    }
    case 'solana_signAndSendTransaction': {
      const { transaction, options } = parseParams(solanaTransactionParams, args.params)
      return {
        method: args.method,
        params: { transaction: base64.encode(transaction), ...(options ? { sendOptions: options } : {}) },
        reply: solanaSentReply,
      }
    }
    default:
      return undefined
  }
}
