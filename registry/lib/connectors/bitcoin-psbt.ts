import { base64 } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { z } from 'zod'
import { mapProviderError } from '@/registry/lib/connectors/provider-errors'
import { InvalidWalletResponseError } from '@/registry/lib/errors/connector'
import { InvalidPsbtError } from '@/registry/lib/errors/bitcoin'

/** PSBT magic bytes (BIP-174): 'psbt' and 0xff. */
const PSBT_MAGIC = [0x70, 0x73, 0x62, 0x74, 0xff]

const fn = z.custom<(input: unknown) => Promise<unknown>>((value) => typeof value === 'function')
const signFeature = z.object({ signTransaction: fn }).loose()
const sendFeature = z.object({ signAndSendTransaction: fn }).loose()

/** The parameters of `bip122_signPsbt`: a PSBT (base64 or bytes), the inputs to sign by address, and whether to broadcast. */
export const signPsbtParams = z.object({
  psbt: z.union([z.string().min(1), z.instanceof(Uint8Array)]),
  signInputs: z
    .array(
      z.object({
        address: z.string().min(1),
        index: z.number().int().nonnegative(),
        sighashTypes: z.array(z.number().int().nonnegative()).max(1).optional(),
      }),
    )
    .min(1, 'name at least one input to sign'),
  broadcast: z.boolean().optional(),
})
export type SignPsbtParams = z.input<typeof signPsbtParams>
/** The signed PSBT (base64), or the txid when the wallet broadcast it. */
export type SignPsbtResult = { psbt: string; txid?: undefined } | { psbt?: undefined; txid: string }

// Liberal in what comes back: bytes or base64 for the PSBT, txId or txid for the broadcast id.
const signOutput = z.object({ signedPsbt: z.union([z.instanceof(Uint8Array), z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/)]) })
const sendOutput = z.union([
  z.object({ txId: z.string().regex(/^[0-9a-fA-F]{64}$/) }),
  z.object({ txid: z.string().regex(/^[0-9a-fA-F]{64}$/) }),
])

/**
 * The PSBT bytes of base64 text or bytes; anything that is not a BIP-174 PSBT (bad base64, no
 * magic bytes) is refused with InvalidPsbtError before a wallet sees it.
 *
 * @example
 * psbtBytes('cHNidP8BAH0CAAAAA…')
 */
export function psbtBytes(psbt: string | Uint8Array): Uint8Array {
  let bytes: Uint8Array
  try {
    bytes = typeof psbt === 'string' ? base64.decode(psbt.trim()) : psbt
  } catch {
    throw new InvalidPsbtError({ details: 'the PSBT is not valid base64' })
  }
  if (bytes.length <= PSBT_MAGIC.length || PSBT_MAGIC.some((byte, i) => bytes[i] !== byte))
    throw new InvalidPsbtError({ details: 'the data does not start with the PSBT magic bytes' })
  return bytes
}

/**
 * Signs a PSBT through the wallet-standard `bitcoin:signTransaction` feature (or, with
 * `broadcast`, `bitcoin:signAndSendTransaction`), the way the major Bitcoin wallets expose it:
 * PSBT bytes and, per account, the input indexes to sign with an optional sighash. Inputs are
 * grouped by address and sighash; an address the wallet lists is passed as its own account
 * object. The signed PSBT comes back as base64; with `broadcast`, the txid instead.
 *
 * @example
 * await signPsbtWithWallet(wallet, { psbt, signInputs: [{ address, index: 0 }] }, { chain: 'bitcoin:regtest', accounts })
 */
export async function signPsbtWithWallet(
  wallet: Wallet,
  params: unknown,
  context: {
    chain: string | undefined
    accounts: ReadonlyArray<{ address: string; publicKey: string }>
    unsupported: (method: string) => unknown
  },
): Promise<SignPsbtResult> {
  const parsed = signPsbtParams.safeParse(params)
  if (!parsed.success)
    throw new InvalidPsbtError({ details: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') })
  const { signInputs, broadcast } = parsed.data
  const psbt = psbtBytes(parsed.data.psbt)
  const featureId = broadcast ? 'bitcoin:signAndSendTransaction' : 'bitcoin:signTransaction'
  const raw = wallet.features[featureId]
  const feature = broadcast ? sendFeature.safeParse(raw) : signFeature.safeParse(raw)
  if (!feature.success) throw context.unsupported('bip122_signPsbt')

  const groups = new Map<string, { account: WalletAccount; signingIndexes: number[]; sigHash?: number }>()
  for (const { address, index, sighashTypes } of signInputs) {
    const sigHash = sighashTypes?.[0]
    const key = `${address}|${sigHash ?? ''}`
    const group = groups.get(key) ?? {
      account: accountOf(wallet, address, context),
      signingIndexes: [],
      ...(sigHash === undefined ? {} : { sigHash }),
    }
    group.signingIndexes.push(index)
    groups.set(key, group)
  }
  const input = { psbt, inputsToSign: [...groups.values()], ...(context.chain ? { chain: context.chain } : {}) }
  let output: unknown
  try {
    const data = feature.data as {
      signTransaction?: (input: unknown) => Promise<unknown>
      signAndSendTransaction?: (input: unknown) => Promise<unknown>
    }
    const invoke = broadcast ? data.signAndSendTransaction : data.signTransaction
    output = await invoke?.(input)
  } catch (error) {
    throw mapProviderError(error)
  }
  if (broadcast) {
    const sent = sendOutput.safeParse(output)
    if (!sent.success) throw new InvalidWalletResponseError(featureId, { details: sent.error.message })
    return { txid: ('txId' in sent.data ? sent.data.txId : sent.data.txid).toLowerCase() }
  }
  const signed = signOutput.safeParse(output)
  if (!signed.success) throw new InvalidWalletResponseError(featureId, { details: signed.error.message })
  return { psbt: typeof signed.data.signedPsbt === 'string' ? signed.data.signedPsbt : base64.encode(signed.data.signedPsbt) }
}

// The wallet's own account object when it lists the address; otherwise one built from the connect reply.
function accountOf(
  wallet: Wallet,
  address: string,
  context: { chain: string | undefined; accounts: ReadonlyArray<{ address: string; publicKey: string }> },
): WalletAccount {
  const listed = wallet.accounts.find((a) => a.address === address)
  if (listed) return listed
  const known = context.accounts.find((a) => a.address === address)
  const publicKey = Uint8Array.from((known?.publicKey ?? '').match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
  return { address, publicKey, chains: context.chain ? [context.chain as `${string}:${string}`] : [], features: [] }
}
