import * as z from 'zod/mini'
import { isBitcoinAddress } from '@/registry/lib/bitcoin/is-bitcoin-address'
import type { BitcoinAccountPurpose } from '@/registry/lib/connectors/bitcoin-standard'
import type { SignPsbtResult } from '@/registry/lib/connectors/bitcoin-psbt'
import type { WalletRequest } from '@/registry/lib/connectors/connector-interface'
import { InvalidWalletResponseError } from '@/registry/lib/errors/connector'
import { InvalidSendInputError } from '@/registry/lib/errors/send'
import { signPsbt, type SignPsbtParameters } from '@/registry/lib/state/connection/sign-psbt'
import { perKit } from '@/registry/lib/state/start/per-kit'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { eip1193Codes, Eip1193RpcError, toEip1193Error } from '@/registry/lib/state/provider/provider-rpc-error'
import type { WalletProviderSource } from '@/registry/lib/state/provider/provider-source'

export type { SignPsbtParameters } from '@/registry/lib/state/connection/sign-psbt'
export type { SignPsbtResult } from '@/registry/lib/connectors/bitcoin-psbt'

/** One address of the connected Bitcoin wallet: `payment` holds the BTC, `ordinals` (taproot) the inscriptions. */
export type BitcoinAddress = { address: string; purpose: BitcoinAccountPurpose; publicKey?: string | undefined }

export type BitcoinSignMessageParameters = {
  message: string
  /** The address that signs; the connected payment address when left out. */
  address?: string | undefined
}

/** A BIP-322 signature (base64) and the address it is by. */
export type BitcoinSignMessageResult = { address: string; signature: string }

export type BitcoinSendTransferParameters = {
  /** Who gets what, in satoshis; the wallet picks the inputs and the fee, and broadcasts. */
  recipients: ReadonlyArray<{ address: string; amount: bigint | string }>
}

/**
 * The connected Bitcoin wallet for the app's own code. Each call reaches the wallet connected on
 * bip122 now (a wallet-standard Bitcoin wallet or WalletConnect), so one object serves the page.
 */
export type BitcoinProvider = {
  /** The connected payment address; undefined while no Bitcoin wallet is connected. */
  readonly address: string | undefined
  /** The wallet's addresses, by purpose (all of them when `purposes` is left out). */
  getAddresses(parameters?: { purposes?: readonly BitcoinAccountPurpose[] | undefined }): Promise<BitcoinAddress[]>
  /** A BIP-322 signature of `message` by the payment address (or `address`). */
  signMessage(parameters: BitcoinSignMessageParameters): Promise<BitcoinSignMessageResult>
  /** Signs the named inputs of a PSBT (base64 or bytes): the signed PSBT (base64), or the txid with `broadcast`. */
  signPsbt(parameters: SignPsbtParameters): Promise<SignPsbtResult>
  /** Pays the recipients from the payment address; the txid of the broadcast transaction. */
  sendTransfer(parameters: BitcoinSendTransferParameters): Promise<{ txid: string }>
}

const base64Text = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/))
const signReply = z.object({ address: z.string().check(z.minLength(1)), signature: base64Text })
const transferReply = z.object({ txid: z.string().check(z.regex(/^[0-9a-fA-F]{64}$/)) })
// A wallet-standard wallet names the purpose; a WalletConnect wallet the intention ('payment' | 'ordinal').
const addressesReply = z.array(
  z.object({
    address: z.string().check(z.minLength(1)),
    publicKey: z.optional(z.string()),
    purpose: z.optional(z.string()),
    intention: z.optional(z.string()),
  }),
)

const purposeOf = (entry: { purpose?: string | undefined; intention?: string | undefined }): BitcoinAccountPurpose =>
  /^ordinals?$/.test(entry.purpose ?? entry.intention ?? '') ? 'ordinals' : 'payment'
// The request speaks WalletConnect's Bitcoin vocabulary, which the wallet-standard connector also reads.
const intentionOf = (purpose: BitcoinAccountPurpose): string => (purpose === 'ordinals' ? 'ordinal' : 'payment')

function parseReply<S extends z.ZodMiniType>(schema: S, method: string, reply: unknown): z.infer<S> {
  const parsed = z.safeParse(schema, reply)
  if (!parsed.success) throw new InvalidWalletResponseError(method, { cause: parsed.error })
  return parsed.data
}

/** A positive whole number of satoshis as decimal text, or undefined. */
function satsText(amount: bigint | string): string | undefined {
  const text = typeof amount === 'bigint' ? amount.toString() : amount.trim()
  return /^[1-9][0-9]*$/.test(text) ? text : undefined
}

/**
 * The kit's Bitcoin provider (one per kit). While no Bitcoin wallet is connected every call is
 * EIP-1193's 4900 (disconnected); the user declining is 4001; a wallet without the feature 4200,
 * the codes the kit's EVM provider and Solana signer use too. A request the kit can tell is wrong
 * (a malformed PSBT, a recipient not on the active network) is refused before the wallet is asked.
 *
 * @example
 * const bitcoin = getBitcoinProvider(kit)
 * const { signature } = await bitcoin.signMessage({ message: 'Sign in to example.com' })
 */
export const getBitcoinProvider = /* @__PURE__ */ perKit((kit: WalletKit): BitcoinProvider => createBitcoinProvider(kit))

/** The Bitcoin provider as a wallet source: `useWalletProvider(bip122Wallet)`. */
export const bip122Wallet: WalletProviderSource<BitcoinProvider> = { namespace: 'bip122', get: getBitcoinProvider }

function createBitcoinProvider(kit: WalletKit): BitcoinProvider {
  const connected = (): { address: string; request: WalletRequest } => {
    const account = kit.connection.store.getState().accounts.bip122
    const connector = kit.connection.getActiveConnector('bip122')
    if (account?.status !== 'connected' || !account.address || !connector) throw new Eip1193RpcError(eip1193Codes.disconnected)
    if (!connector.request) throw new Eip1193RpcError(eip1193Codes.unsupportedMethod)
    return { address: account.address, request: connector.request.bind(connector) }
  }

  async function call(method: string, params: Record<string, unknown>, request: WalletRequest): Promise<unknown> {
    try {
      return await request({ method, params })
    } catch (error) {
      throw toEip1193Error(error)
    }
  }

  return {
    get address() {
      const account = kit.connection.store.getState().accounts.bip122
      return account?.status === 'connected' ? account.address : undefined
    },
    async getAddresses(parameters = {}) {
      const { address, request } = connected()
      const wanted = parameters.purposes
      let reply: unknown
      try {
        reply = await call('bip122_getAccountAddresses', wanted ? { intentions: wanted.map(intentionOf) } : {}, request)
      } catch (error) {
        if (!(error instanceof Eip1193RpcError && error.code === eip1193Codes.unsupportedMethod)) throw error
        // A wallet that cannot list its addresses: the payment address the connection reported.
        const known = kit.connection.store.getState().accounts.bip122?.allAccounts.find((a) => a.address === address)
        reply = [{ address, purpose: 'payment', publicKey: known?.publicKey }]
      }
      const listed = parseReply(addressesReply, 'bip122_getAccountAddresses', reply).map(
        (entry): BitcoinAddress => ({
          address: entry.address,
          purpose: purposeOf(entry),
          ...(entry.publicKey ? { publicKey: entry.publicKey } : {}),
        }),
      )
      return wanted ? listed.filter((entry) => wanted.includes(entry.purpose)) : listed
    },
    async signMessage({ message, address }) {
      const signer = connected()
      const reply = await call('bip122_signMessage', { message, address: address ?? signer.address }, signer.request)
      const { address: by, signature } = parseReply(signReply, 'bip122_signMessage', reply)
      return { address: by, signature }
    },
    async signPsbt(parameters) {
      connected()
      try {
        return await signPsbt(kit, parameters)
      } catch (error) {
        throw toEip1193Error(error)
      }
    },
    async sendTransfer({ recipients }) {
      const { request } = connected()
      const network = kit.networks.getActiveNetwork('bip122')
      const checked = recipients.map((recipient) => ({ address: recipient.address, amount: satsText(recipient.amount) }))
      const wrong = checked.find((recipient) => recipient.amount === undefined || !isBitcoinAddress(recipient.address, network))
      if (checked.length === 0 || wrong) {
        throw new InvalidSendInputError({
          details: `each recipient needs an address of ${network?.caipNetworkId ?? 'the active Bitcoin network'} and a whole number of satoshis above 0`,
        })
      }
      const reply = await call('bip122_sendTransfer', { recipients: checked }, request)
      return { txid: parseReply(transferReply, 'bip122_sendTransfer', reply).txid.toLowerCase() }
    },
  }
}
