import type { z } from 'zod'
import type { Network } from '@/registry/lib/chains/chain-types'
import { createEmitter } from '@/registry/lib/connectors/emitter'
import { accountsSchema, chainIdSchema, ignoredReplySchema, toHexChainId } from '@/registry/lib/connectors/eip1193-schemas'
import { InvalidWalletResponseError } from '@/registry/lib/errors/connector'
import { ChainNotSupportedError } from '@/registry/lib/errors/network'
import { getProviderErrorCode, mapProviderError } from '@/registry/lib/connectors/provider-errors'
import type {
  ConnectResult,
  Connector,
  ConnectorEvents,
  Eip1193Provider,
  RequestArguments,
} from '@/registry/lib/connectors/connector-interface'

export type InjectedConnectorParameters = {
  provider: Eip1193Provider
  id: string
  name: string
  type: 'ANNOUNCED' | 'INJECTED'
  icon?: string | undefined
  rdns?: string | undefined
}

const UNRECOGNIZED_CHAIN = 4902

/**
 * An EIP-1193 wallet (announced or window.ethereum) as a Connector. Replies are zod-parsed,
 * wallet errors become typed ProviderRpcErrors, and an unknown chain is added then switched to.
 *
 * @example
 * const connector = createInjectedConnector({ provider: window.ethereum, id: 'injected', name: 'Browser Wallet', type: 'INJECTED' })
 */
export function createInjectedConnector(parameters: InjectedConnectorParameters): Connector {
  const { provider } = parameters
  const events = createEmitter<ConnectorEvents>()
  let listening = false

  async function call<T extends z.ZodType>(args: RequestArguments, schema: T): Promise<z.output<T>> {
    let reply: unknown
    try {
      reply = await provider.request(args)
    } catch (error) {
      throw mapProviderError(error)
    }
    const parsed = schema.safeParse(reply)
    if (!parsed.success) throw new InvalidWalletResponseError(args.method, { cause: parsed.error })
    return parsed.data
  }

  const onAccounts = (accounts: unknown): void => {
    const parsed = accountsSchema.safeParse(accounts)
    if (parsed.success) events.emit('accountsChanged', parsed.data)
  }
  const onChain = (chainId: unknown): void => {
    const parsed = chainIdSchema.safeParse(chainId)
    if (parsed.success) events.emit('chainChanged', parsed.data)
  }
  const onDisconnect = (): void => events.emit('disconnect')
  const listeners = [
    ['accountsChanged', onAccounts],
    ['chainChanged', onChain],
    ['disconnect', onDisconnect],
  ] as const

  function listen(on: boolean): void {
    if (listening === on) return
    listening = on
    for (const [event, listener] of listeners) {
      if (on) provider.on?.(event, listener as (...args: never[]) => void)
      else provider.removeListener?.(event, listener as (...args: never[]) => void)
    }
  }

  async function switchChain(network: Network): Promise<void> {
    const chainId = toHexChainId(network.id)
    try {
      await call({ method: 'wallet_switchEthereumChain', params: [{ chainId }] }, ignoredReplySchema)
    } catch (error) {
      if (getProviderErrorCode(error) !== UNRECOGNIZED_CHAIN) throw error
      await addChain(network, error)
    }
  }

  async function addChain(network: Network, switchError: unknown): Promise<void> {
    const chainId = toHexChainId(network.id)
    try {
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId,
            chainName: network.name,
            nativeCurrency: network.nativeCurrency,
            rpcUrls: [...network.rpcUrls.default.http],
            blockExplorerUrls: network.blockExplorers ? [network.blockExplorers.default.url] : undefined,
          },
        ],
      })
      // EIP-3085 lets a wallet add without switching; finish the switch it was asked for.
      const current = await call({ method: 'eth_chainId' }, chainIdSchema)
      if (current !== Number(network.id)) await call({ method: 'wallet_switchEthereumChain', params: [{ chainId }] }, ignoredReplySchema)
    } catch (error) {
      throw new ChainNotSupportedError({ cause: error ?? switchError, details: `chain ${network.id}` })
    }
  }

  return {
    id: parameters.id,
    name: parameters.name,
    type: parameters.type,
    chain: 'eip155',
    imageUrl: parameters.icon,
    info: { rdns: parameters.rdns, name: parameters.name, icon: parameters.icon },
    provider,
    events,
    async connect(): Promise<ConnectResult> {
      const accounts = await call({ method: 'eth_requestAccounts' }, accountsSchema)
      const [address] = accounts
      if (!address) throw new InvalidWalletResponseError('eth_requestAccounts', { details: 'no accounts' })
      const chainId = await call({ method: 'eth_chainId' }, chainIdSchema)
      listen(true)
      const result = { address, chainId, accounts }
      events.emit('connect', result)
      return result
    },
    async disconnect(): Promise<void> {
      listen(false)
      // Not every wallet implements revocation (EIP-2255); disconnecting locally is what matters.
      await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }).catch(() => undefined)
      events.emit('disconnect')
    },
    async getAccounts(): Promise<readonly string[]> {
      const accounts = await call({ method: 'eth_accounts' }, accountsSchema)
      // A reconnect restores the session without connect(); the wallet's events matter from here on.
      if (accounts.length) listen(true)
      return accounts
    },
    getChainId: () => call({ method: 'eth_chainId' }, chainIdSchema),
    switchChain,
    async request(args: RequestArguments): Promise<unknown> {
      try {
        return await provider.request(args)
      } catch (error) {
        throw mapProviderError(error)
      }
    },
  }
}
