import * as z from 'zod/mini'
import type { WalletRequest } from '@/registry/lib/connectors/connector-interface'
import { InvalidWalletResponseError } from '@/registry/lib/errors/connector'
import { decodeSs58Address } from '@/registry/lib/polkadot/decode-ss58-address'
import { perKit } from '@/registry/lib/state/start/per-kit'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { eip1193Codes, Eip1193RpcError, toEip1193Error } from '@/registry/lib/state/provider/provider-rpc-error'
import type { WalletProviderSource } from '@/registry/lib/state/provider/provider-source'

type Hex = `0x${string}`

/**
 * What @polkadot/api hands `signPayload`: the extrinsic's signing payload as JSON (its
 * `SignerPayloadJSON`, written out here so the kit does not need @polkadot/types).
 */
export type PolkadotSignerPayload = {
  address: string
  assetId?: Hex | undefined
  blockHash: Hex
  blockNumber: Hex
  era: Hex
  genesisHash: Hex
  metadataHash?: Hex | undefined
  method: string
  mode?: number | undefined
  nonce: Hex
  specVersion: Hex
  tip: Hex
  transactionVersion: Hex
  signedExtensions: string[]
  version: number
  withSignedTransaction?: boolean | undefined
}

/** What `signRaw` signs: bytes as hex (wrapped in <Bytes>…</Bytes> by the wallet when `type` is 'bytes'). */
export type PolkadotSignerPayloadRaw = { address: string; data: string; type: 'bytes' | 'payload' }

/** The answer @polkadot/api expects: a request id and the 0x signature (plus the signed extrinsic when asked for). */
export type PolkadotSignerResult = { id: number; signature: Hex; signedTransaction?: Hex | undefined }

/**
 * The connected Polkadot account as a @polkadot/api `Signer` (`api.tx…signAndSend(address, { signer })`,
 * `api.setSigner(signer)`): `signPayload` for extrinsics and `signRaw` for bytes, each reaching
 * the wallet connected on polkadot now (an injected extension or WalletConnect).
 */
export type PolkadotSigner = {
  /** The connected account (SS58 in the active network's format); undefined while none is connected. */
  readonly address: string | undefined
  signPayload: (payload: PolkadotSignerPayload) => Promise<PolkadotSignerResult>
  signRaw: (raw: PolkadotSignerPayloadRaw) => Promise<PolkadotSignerResult>
}

const hex = z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2})+$/))
const signedReply = z.object({
  id: z.optional(z.number()),
  signature: z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2}){64,66}$/)),
  signedTransaction: z.optional(hex),
})

// The same account whatever SS58 format each side writes it in (@polkadot/api uses the chain's).
function sameAccount(a: string, b: string): boolean {
  if (a === b) return true
  try {
    const [x, y] = [decodeSs58Address(a).publicKey, decodeSs58Address(b).publicKey]
    return x.length === y.length && x.every((byte, i) => byte === y[i])
  } catch {
    return false
  }
}

/**
 * The kit's Polkadot signer (one per kit), bound to the connected account: a request for another
 * account is EIP-1193's 4100 (unauthorized) and never reaches the wallet. While no Polkadot wallet
 * is connected every call is 4900; the user declining is 4001; a wallet without the call 4200,
 * the codes the kit's other providers use.
 *
 * @example
 * const signer = getPolkadotSigner(kit)
 * await api.tx.balances.transferKeepAlive(to, 1_000n).signAndSend(signer.address!, { signer })
 */
export const getPolkadotSigner = /* @__PURE__ */ perKit((kit: WalletKit): PolkadotSigner => createPolkadotSigner(kit))

/** The Polkadot signer as a wallet source: `useWalletProvider(polkadotWallet)`. */
export const polkadotWallet: WalletProviderSource<PolkadotSigner> = { namespace: 'polkadot', get: getPolkadotSigner }

function createPolkadotSigner(kit: WalletKit): PolkadotSigner {
  // Extensions number their requests; for a wallet that does not, the signer does.
  let lastId = 0

  const connected = (address: string): WalletRequest => {
    const account = kit.connection.store.getState().accounts.polkadot
    const connector = kit.connection.getActiveConnector('polkadot')
    if (account?.status !== 'connected' || !account.address || !connector) throw new Eip1193RpcError(eip1193Codes.disconnected)
    if (!sameAccount(address, account.address)) throw new Eip1193RpcError(eip1193Codes.unauthorized, undefined, { data: { address } })
    if (!connector.request) throw new Eip1193RpcError(eip1193Codes.unsupportedMethod)
    return connector.request.bind(connector)
  }

  async function sign(method: string, address: string, params: Record<string, unknown>): Promise<PolkadotSignerResult> {
    const request = connected(address)
    let reply: unknown
    try {
      reply = await request({ method, params })
    } catch (error) {
      throw toEip1193Error(error)
    }
    const parsed = z.safeParse(signedReply, reply)
    if (!parsed.success) throw new InvalidWalletResponseError(method, { cause: parsed.error })
    const { id, signature, signedTransaction } = parsed.data
    lastId = id ?? lastId + 1
    return { id: lastId, signature: signature as Hex, ...(signedTransaction ? { signedTransaction: signedTransaction as Hex } : {}) }
  }

  return {
    get address() {
      const account = kit.connection.store.getState().accounts.polkadot
      return account?.status === 'connected' ? account.address : undefined
    },
    signPayload: (payload) => sign('polkadot_signPayload', payload.address, { address: payload.address, payload }),
    signRaw: (raw) => sign('polkadot_signRaw', raw.address, { address: raw.address, data: raw.data, type: raw.type }),
  }
}
