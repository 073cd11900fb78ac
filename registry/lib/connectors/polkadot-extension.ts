import { z } from 'zod'
import { polkadot, polkadotSs58Prefixes, substrateSs58Prefix } from '@/registry/lib/chains/polkadot-networks'
import type { Network } from '@/registry/lib/chains/chain-types'
import { formatCaipNetworkId } from '@/registry/lib/caip/format-caip-network-id'
import { createEmitter } from '@/registry/lib/connectors/emitter'
import {
  injectedAccountsSchema,
  injectedSchema,
  injectedWindowProviderSchema,
  signerResultSchema,
  type Injected,
  type InjectedAccount,
} from '@/registry/lib/connectors/polkadot-injected-schemas'
import { mapProviderError } from '@/registry/lib/connectors/provider-errors'
import type { ConnectResult, Connector, ConnectorEvents, RequestArguments } from '@/registry/lib/connectors/connector-interface'
import { InvalidWalletResponseError } from '@/registry/lib/errors/connector'
import { PolkadotExtensionNotFoundError, PolkadotNoAccountsError } from '@/registry/lib/errors/polkadot'
import { toSs58Address } from '@/registry/lib/polkadot/to-ss58-address'

/** The page global Polkadot extensions inject themselves into, keyed by extension id. */
export type PolkadotInjectedWindow = { injectedWeb3?: Record<string, unknown> | undefined }

export type PolkadotExtensionConnectorParameters = {
  /** The `window.injectedWeb3` key (e.g. 'polkadot-js', 'talisman', 'subwallet-js'). */
  source: string
  /** The name the extension shows when it asks the user to authorise the site. */
  appName: () => string
  /** The app's active Polkadot network (CAIP-2 reference), for sessions restored without a connect. */
  defaultChainId?: (() => string | undefined) | undefined
  /** Where `injectedWeb3` lives; the page's window by default. */
  window?: PolkadotInjectedWindow | undefined
}

// Display names of the extensions most users have; any other id is shown title-cased.
const knownNames: Record<string, string> = {
  'polkadot-js': 'Polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  'fearless-wallet': 'Fearless Wallet',
  enkrypt: 'Enkrypt',
}
const displayName = (source: string): string =>
  knownNames[source] ??
  source
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ')

const signParams = z.object({ message: z.string(), address: z.string().min(1).optional() })
const rawParams = z.object({ address: z.string().min(1).optional(), data: z.string(), type: z.enum(['bytes', 'payload']).optional() })
const payloadParams = z.object({ address: z.string().min(1).optional(), payload: z.record(z.string(), z.unknown()) })
const toHex = (text: string): string =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`

/** 4200: the extension lacks what a request needs (EIP-1193 "unsupported method"). */
const unsupported = (method: string): unknown => mapProviderError({ code: 4200, message: `${method} is not supported by this extension` })

// Extensions refuse with a plain Error ('Rejected', 'Cancelled', 'Not allowed to interact'); those are the user's 4001.
function mapExtensionError(error: unknown): unknown {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  if (/reject|cancel|denied|not allowed/i.test(message)) return mapProviderError({ code: 4001, message, cause: error })
  return mapProviderError(error)
}

/**
 * One injected Polkadot extension as a Connector (chain 'polkadot'). Connect authorises only
 * this extension (its own `connect`/`enable`, as a wallet picker needs; extension-dapp's
 * `web3Enable` would ask every installed extension at once). Accounts are the extension's
 * accounts usable on the active network (none pinned to another genesis hash, no Ethereum-type
 * keys), re-encoded with the network's SS58 prefix, so the CAIP-10 id is
 * `polkadot:<genesis prefix>:<SS58 address>`. `polkadot_signMessage` signs text through signRaw;
 * `polkadot_signRaw` and `polkadot_signPayload` (the kit's @polkadot/api Signer) reach the
 * extension's signRaw and signPayload with what the app gave.
 *
 * @example
 * const connector = createPolkadotExtensionConnector({ source: 'polkadot-js', appName: () => 'My dapp' })
 */
export function createPolkadotExtensionConnector(parameters: PolkadotExtensionConnectorParameters): Connector {
  const { source } = parameters
  const events = createEmitter<ConnectorEvents>()
  let chain = parameters.defaultChainId?.() ?? String(polkadot.id)
  let injected: Injected | undefined
  let shared: readonly InjectedAccount[] = []
  let stopAccounts: (() => void) | undefined

  const pageWindow = (): PolkadotInjectedWindow | undefined =>
    parameters.window ?? (typeof window === 'undefined' ? undefined : (window as PolkadotInjectedWindow))

  /** The SS58 prefix of the network with this CAIP-2 reference; 'Invalid CAIP-2 network id' for what is none. */
  const ss58PrefixOf = (reference: string): number =>
    polkadotSs58Prefixes[formatCaipNetworkId({ chainNamespace: 'polkadot', chainId: reference })] ?? substrateSs58Prefix

  /** The shared accounts that fit `reference`, as SS58 addresses of that network. */
  function addressesOn(reference: string, accounts: readonly InjectedAccount[]): string[] {
    const prefix = ss58PrefixOf(reference)
    return accounts.flatMap((account) => {
      if (account.type === 'ethereum') return []
      if (account.genesisHash && account.genesisHash.replace(/^0x/i, '').slice(0, 32).toLowerCase() !== reference) return []
      try {
        return [toSs58Address(account.address, prefix)]
      } catch {
        return []
      }
    })
  }

  async function enable(): Promise<Injected> {
    const entry = injectedWindowProviderSchema.safeParse(pageWindow()?.injectedWeb3?.[source])
    if (!entry.success) throw new PolkadotExtensionNotFoundError({ details: source })
    let reply: unknown
    try {
      const { connect, enable: enableLegacy } = entry.data
      reply = connect ? await connect(parameters.appName()) : await enableLegacy?.(parameters.appName())
    } catch (error) {
      throw mapExtensionError(error)
    }
    const parsed = injectedSchema.safeParse(reply)
    if (!parsed.success) throw new InvalidWalletResponseError('injectedWeb3.enable', { cause: parsed.error })
    return parsed.data
  }

  async function readAccounts(api: Injected): Promise<readonly InjectedAccount[]> {
    try {
      return injectedAccountsSchema.parse(await api.accounts.get())
    } catch (error) {
      throw mapExtensionError(error)
    }
  }

  function watch(api: Injected): void {
    stopAccounts?.()
    const off = api.accounts.subscribe?.((accounts) => {
      const parsed = injectedAccountsSchema.safeParse(accounts)
      if (!parsed.success) return
      shared = parsed.data
      const addresses = addressesOn(chain, shared)
      events.emit('accountsChanged', addresses)
      if (addresses.length === 0) events.emit('disconnect')
    })
    stopAccounts = typeof off === 'function' ? () => void (off as () => unknown)() : undefined
  }

  async function open(reference: string): Promise<ConnectResult> {
    // A chain that is no CAIP-2 reference fails here, before the extension asks the user anything.
    ss58PrefixOf(reference)
    const api = await enable()
    const accounts = await readAccounts(api)
    const addresses = addressesOn(reference, accounts)
    const [address] = addresses
    if (!address) throw new PolkadotNoAccountsError({ details: `${source} shares no account for polkadot:${reference}` })
    injected = api
    shared = accounts
    chain = reference
    watch(api)
    return { address, chainId: reference, accounts: addresses }
  }

  const signerAddress = (address: string | undefined): string => {
    const signer = address ?? addressesOn(chain, shared)[0]
    if (!signer) throw new PolkadotNoAccountsError({ details: `${source} shares no account for polkadot:${chain}` })
    return signer
  }

  async function sign(
    method: string,
    invoke: () => Promise<unknown>,
  ): Promise<{ id?: number | undefined; signature: string; signedTransaction?: string | undefined }> {
    let reply: unknown
    try {
      reply = await invoke()
    } catch (error) {
      throw mapExtensionError(error)
    }
    const parsed = signerResultSchema.safeParse(reply)
    if (!parsed.success) throw new InvalidWalletResponseError(method, { cause: parsed.error })
    return parsed.data
  }

  async function request(args: RequestArguments): Promise<unknown> {
    if (!injected) throw new InvalidWalletResponseError(args.method, { details: 'not connected' })
    const { signRaw, signPayload } = injected.signer
    if (args.method === 'polkadot_signMessage' && signRaw) {
      const { message, address } = signParams.parse(args.params)
      // The extension wraps the bytes in <Bytes>…</Bytes> before signing, so this can never sign a transaction.
      const { signature } = await sign(args.method, () => signRaw({ address: signerAddress(address), data: toHex(message), type: 'bytes' }))
      return { signature }
    }
    // @polkadot/api's Signer calls, handed to the extension's own signer as they are.
    if (args.method === 'polkadot_signRaw' && signRaw) {
      const { address, data, type } = rawParams.parse(args.params)
      const { id, signature } = await sign(args.method, () => signRaw({ address: signerAddress(address), data, type: type ?? 'bytes' }))
      return { id, signature }
    }
    if (args.method === 'polkadot_signPayload' && signPayload) {
      const { address, payload } = payloadParams.parse(args.params)
      return sign(args.method, () => signPayload({ ...payload, address: signerAddress(address) }))
    }
    throw unsupported(args.method)
  }

  return {
    id: `injected-web3:${source}`,
    name: displayName(source),
    type: 'ANNOUNCED',
    chain: 'polkadot',
    info: { name: displayName(source) },
    events,
    async connect(options): Promise<ConnectResult> {
      const result = await open(options?.chainId !== undefined ? String(options.chainId) : chain)
      events.emit('connect', result)
      return result
    },
    async disconnect(): Promise<void> {
      // Extensions have no way to revoke a site from the page; the kit just stops listening.
      stopAccounts?.()
      stopAccounts = undefined
      injected = undefined
      shared = []
      events.emit('disconnect')
    },
    async getAccounts(): Promise<readonly string[]> {
      // A restore: an extension that already authorised the site answers without a prompt.
      chain = parameters.defaultChainId?.() ?? chain
      try {
        return (await open(chain)).accounts
      } catch {
        return []
      }
    },
    getChainId: async () => chain,
    async switchChain(network: Network): Promise<void> {
      // Extensions sign for any chain; switching re-reads which accounts fit it, in its SS58 format.
      chain = String(network.id)
      events.emit('chainChanged', chain)
      if (injected) events.emit('accountsChanged', addressesOn(chain, shared))
    },
    request,
  }
}
