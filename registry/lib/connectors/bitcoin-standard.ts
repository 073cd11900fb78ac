import type { Wallet } from '@wallet-standard/base'
import { z } from 'zod'
import type { Network } from '@/registry/lib/chains/chain-types'
import { bitcoinStandardChains, toBitcoinStandardChain } from '@/registry/lib/connectors/bitcoin-chains'
import { signPsbtWithWallet } from '@/registry/lib/connectors/bitcoin-psbt'
import { createEmitter } from '@/registry/lib/connectors/emitter'
import { mapProviderError } from '@/registry/lib/connectors/provider-errors'
import type { ConnectResult, Connector, ConnectorEvents, RequestArguments } from '@/registry/lib/connectors/connector-interface'
import { InvalidWalletResponseError } from '@/registry/lib/errors/connector'

export type BitcoinAccountPurpose = 'payment' | 'ordinals'
export type BitcoinAccount = { address: string; publicKey: string; purpose: BitcoinAccountPurpose }

const fn = z.custom<(...args: never[]) => Promise<unknown>>((value) => typeof value === 'function')
// Base58 (legacy, P2SH) or bech32/bech32m (segwit, taproot) on any network, including regtest's bcrt.
const bitcoinAddress = z.string().regex(/^([13mn2][1-9A-HJ-NP-Za-km-z]{25,39}|(bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87})$/)
const accountSchema = z.object({
  address: bitcoinAddress,
  publicKey: z.string().regex(/^[0-9a-fA-F]{64,130}$/),
  purpose: z.enum(['payment', 'ordinals']),
})
const connectOutputSchema = z.object({ accounts: z.array(accountSchema).min(1) })
const signOutputSchema = z.object({ signature: z.string().min(1), address: bitcoinAddress })
const transferOutputSchema = z.object({ txid: z.string().regex(/^[0-9a-f]{64}$/) })
const features = {
  connect: z.object({ connect: fn }).loose(),
  disconnect: z.object({ disconnect: fn }).loose(),
  signMessage: z.object({ signMessage: fn }).loose(),
  sendTransfer: z.object({ sendTransfer: fn }).loose(),
}
const signParams = z.object({ message: z.string(), address: bitcoinAddress.optional() })
const sats = z.string().regex(/^[1-9][0-9]*$/, 'amount in satoshis')
// One recipient ({ recipient, amount }, the kit's Send) or several ({ recipients }, the app's own transfers).
const transferParams = z.union([
  z.object({ recipients: z.array(z.object({ address: bitcoinAddress, amount: sats })).min(1) }).transform(({ recipients }) => recipients),
  z.object({ recipient: bitcoinAddress, amount: sats }).transform(({ recipient, amount }) => [{ address: recipient, amount }]),
])
// WalletConnect's Bitcoin vocabulary: an 'ordinal' intention is the ordinals purpose.
const addressesParams = z.object({ intentions: z.array(z.enum(['payment', 'ordinal'])).optional() }).optional()

/** The wallet-standard features that make a wallet a Bitcoin wallet here. */
export const BITCOIN_CONNECT_FEATURE = 'bitcoin:connect'

const unsupported = (method: string): unknown => mapProviderError({ code: 4200, message: `${method} is not supported by this wallet` })

/**
 * A wallet-standard Bitcoin wallet as a Connector (namespace bip122): `bitcoin:connect` asks for
 * the payment and ordinals accounts of the chain (the payment one is the account shown and used,
 * both are kept in `bitcoinAccounts()`); `bip122_signMessage` (BIP-322 through
 * `bitcoin:signMessage`), `bip122_sendTransfer` (`bitcoin:sendTransfer`, amount in satoshis) and
 * `bip122_signPsbt` (`bitcoin:signTransaction`, see bitcoin-psbt.ts) go through `request`;
 * `bip122_getAccountAddresses` lists the connected accounts with their purpose.
 * Switching chain asks the wallet again for that chain's accounts (mainnet and the test chains
 * have different addresses) and reports a changed payment address.
 *
 * `defaultChainId` gives the CAIP-2 reference used until a connect or switch names one.
 *
 * @example
 * const connector = createBitcoinStandardConnector(wallet, { defaultChainId: () => '000000000019d6689c085ae165831e93' })
 * const { address } = await connector.connect({ chainId: '000000000019d6689c085ae165831e93' })
 */
export function createBitcoinStandardConnector(
  wallet: Wallet,
  options: { defaultChainId?: (() => string | undefined) | undefined } = {},
): Connector & { bitcoinAccounts(): readonly BitcoinAccount[] } {
  const events = createEmitter<ConnectorEvents>()
  // Until a connect names one, the app's active Bitcoin network (a restored session has no other hint).
  let named: string | undefined
  const current = (): string => named ?? options.defaultChainId?.() ?? Object.keys(bitcoinStandardChains)[0] ?? ''
  let accounts: BitcoinAccount[] = []

  const feature = <K extends keyof typeof features>(name: K, id: string): z.output<(typeof features)[K]> | undefined => {
    const parsed = features[name].safeParse(wallet.features[id as `${string}:${string}`])
    return parsed.success ? (parsed.data as z.output<(typeof features)[K]>) : undefined
  }
  const payment = (): BitcoinAccount | undefined => accounts.find((a) => a.purpose === 'payment')

  async function call<T extends z.ZodType>(id: string, invoke: () => Promise<unknown>, schema: T): Promise<z.output<T>> {
    let output: unknown
    try {
      output = await invoke()
    } catch (error) {
      throw mapProviderError(error)
    }
    const parsed = schema.safeParse(output)
    if (!parsed.success) throw new InvalidWalletResponseError(id, { details: parsed.error.message })
    return parsed.data
  }

  async function request(args: RequestArguments): Promise<unknown> {
    const account = payment()
    if (!account) throw new InvalidWalletResponseError(args.method, { details: 'not connected' })
    if (args.method === 'bip122_signMessage') {
      const sign = feature('signMessage', 'bitcoin:signMessage')
      if (!sign) throw unsupported(args.method)
      const { message, address } = signParams.parse(args.params)
      const input = { address: address ?? account.address, message, protocol: 'bip322' as const }
      return call('bitcoin:signMessage', () => (sign.signMessage as (input: unknown) => Promise<unknown>)(input), signOutputSchema)
    }
    if (args.method === 'bip122_sendTransfer') {
      const send = feature('sendTransfer', 'bitcoin:sendTransfer')
      if (!send) throw unsupported(args.method)
      const recipients = transferParams.parse(args.params)
      const input = { chain: toBitcoinStandardChain(current()), recipients }
      return call('bitcoin:sendTransfer', () => (send.sendTransfer as (input: unknown) => Promise<unknown>)(input), transferOutputSchema)
    }
    if (args.method === 'bip122_getAccountAddresses') {
      const intentions = addressesParams.parse(args.params)?.intentions
      const purposes = intentions?.map((intention) => (intention === 'ordinal' ? 'ordinals' : 'payment'))
      return accounts
        .filter((a) => !purposes || purposes.includes(a.purpose))
        .map(({ address, publicKey, purpose }) => ({ address, publicKey, purpose }))
    }
    if (args.method === 'bip122_signPsbt')
      return signPsbtWithWallet(wallet, args.params, { chain: toBitcoinStandardChain(current()), accounts, unsupported })
    throw unsupported(args.method)
  }

  function connected(next: BitcoinAccount[]): ConnectResult {
    accounts = next
    const main = payment()
    if (!main) throw new InvalidWalletResponseError('bitcoin:connect', { details: 'no payment account' })
    const paymentAccounts = accounts.filter((a) => a.purpose === 'payment')
    return {
      address: main.address,
      chainId: current(),
      accounts: paymentAccounts.map((a) => a.address),
      details: { accountTypes: paymentAccounts.map((a) => ({ address: a.address, type: 'payment' as const, publicKey: a.publicKey })) },
    }
  }

  return {
    id: `wallet-standard:${wallet.name}:bip122`,
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'bip122',
    imageUrl: wallet.icon,
    info: { name: wallet.name, icon: wallet.icon },
    provider: wallet,
    events,
    bitcoinAccounts: () => accounts,
    async connect(parameters): Promise<ConnectResult> {
      if (parameters?.chainId !== undefined) named = String(parameters.chainId)
      const connect = feature('connect', BITCOIN_CONNECT_FEATURE)
      if (!connect) throw unsupported(BITCOIN_CONNECT_FEATURE)
      const input = { purposes: ['payment', 'ordinals'], chain: toBitcoinStandardChain(current()) }
      const output = await call(
        BITCOIN_CONNECT_FEATURE,
        () => (connect.connect as (input: unknown) => Promise<unknown>)(input),
        connectOutputSchema,
      )
      const result = connected(output.accounts)
      events.emit('connect', result)
      return result
    },
    async disconnect(): Promise<void> {
      accounts = []
      await (feature('disconnect', 'standard:disconnect')?.disconnect as (() => Promise<unknown>) | undefined)?.().catch(() => undefined)
      events.emit('disconnect')
    },
    async getAccounts(): Promise<readonly string[]> {
      // A silent connect restores an authorised session without a prompt; anything else is no session.
      const connect = feature('connect', BITCOIN_CONNECT_FEATURE)
      const output = connect
        ? connectOutputSchema.safeParse(
            await (connect.connect as (input: unknown) => Promise<unknown>)({ purposes: ['payment', 'ordinals'], silent: true }).catch(
              () => undefined,
            ),
          )
        : undefined
      if (!output?.success) return []
      return connected(output.data.accounts).accounts
    },
    getChainId: async () => current(),
    async switchChain(network: Network): Promise<void> {
      // Addresses depend on the chain (bc1 on mainnet, tb1 on the test chains): ask the wallet
      // again, silently (the site is authorised), for the new chain's accounts.
      const previous = payment()?.address
      named = String(network.id)
      const connect = feature('connect', BITCOIN_CONNECT_FEATURE)
      if (connect && previous) {
        const input = { purposes: ['payment', 'ordinals'], chain: toBitcoinStandardChain(named), silent: true }
        const output = await call(
          BITCOIN_CONNECT_FEATURE,
          () => (connect.connect as (input: unknown) => Promise<unknown>)(input),
          connectOutputSchema,
        )
        const result = connected(output.accounts)
        if (result.address !== previous) events.emit('accountsChanged', result.accounts, result.details)
      }
      events.emit('chainChanged', named)
    },
    request,
  }
}
