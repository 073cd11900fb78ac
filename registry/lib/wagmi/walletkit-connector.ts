import { ChainNotConfiguredError, ConnectorNotConnectedError, createConnector, type Config } from '@wagmi/core'
import { getAddress, numberToHex, SwitchChainError, UserRejectedRequestError, type Address, type EIP1193Provider } from 'viem'
import { createPersistence, type KeyValueStorage } from '@/registry/lib/state/start/persistence'
import { evmChainIdOf } from '@/registry/lib/state/connection/selectors'
import { getEip1193Provider } from '@/registry/lib/state/provider/eip1193-provider'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'

/** The `type` of the connector `walletKit()` makes; `bindWalletKit` finds it by this. */
export const WALLETKIT_CONNECTOR_TYPE = 'walletKit'

export type WalletKitConnectorParameters = {
  /** The kit's `storage` option, when the host gave one: a reload asks it whether a session is there to restore. */
  storage?: KeyValueStorage | undefined
}

type EvmSession = { accounts: readonly Address[]; chainId: number }

/** The kit's EVM account as wagmi sees it: checksummed accounts (the active one first) and the chain. */
function evmSession(kit: WalletKit): EvmSession | undefined {
  const account = kit.connection.store.getState().accounts.eip155
  const chainId = evmChainIdOf(account)
  if (chainId === undefined || !account?.address) return undefined
  const others = account.allAccounts.map((a) => a.address).filter((address) => address.toLowerCase() !== account.address?.toLowerCase())
  return { accounts: [account.address, ...others].map((address) => getAddress(address)), chainId }
}

const sameAccounts = (a: readonly Address[], b: readonly Address[]): boolean =>
  a.length === b.length && a.every((address, i) => address === b[i])

/** Resolves with the first value `read` gives after any change of the kit's connection or modal, or now. */
function whenKitSays<T>(kit: WalletKit, read: () => T | undefined): Promise<T> {
  return new Promise((resolve, reject) => {
    const check = (): void => {
      try {
        const value = read()
        if (value === undefined) return
        stop()
        resolve(value)
      } catch (error) {
        stop()
        reject(error)
      }
    }
    const offs = [kit.connection.store.subscribe(check), kit.modal.store.subscribe(check)]
    const stop = (): void => offs.forEach((off) => off())
    check()
  })
}

/**
 * A wagmi connector whose wallet is the one walletkit's modal connected on eip155. `connect()`
 * opens the modal when the kit has no EVM account (and resolves when one connects; closing the
 * modal rejects with UserRejectedRequestError), `disconnect()` disconnects the kit's EVM wallet,
 * and requests go through the kit's EIP-1193 provider to whichever wallet is connected. Account,
 * chain, connect and disconnect changes made in the modal reach wagmi through the connector's
 * events, so wagmi also connects when the user connects from walletkit's own button.
 *
 * The kit is made by `<WalletKitProvider>`; `bindWalletKit(config, kit)` (the
 * `<WalletKitWagmiSync />` component does it) hands it over. Nothing here reads `window` on
 * import; a reload is restored by wagmi's `reconnect` without a prompt once the kit restored
 * its session.
 *
 * @example
 * const config = createConfig({ chains: [mainnet], connectors: [walletKit()], transports: { [mainnet.id]: http() } })
 */
export function walletKit(parameters: WalletKitConnectorParameters = {}) {
  let kit: WalletKit | undefined
  const kitWaiters: Array<(kit: WalletKit) => void> = []
  let unwatch: (() => void) | undefined
  const persistence = createPersistence(parameters.storage)

  const whenBound = (): Promise<WalletKit> => (kit ? Promise.resolve(kit) : new Promise((resolve) => kitWaiters.push(resolve)))

  // Until a kit is bound (wagmi's reconnect runs during the first render), requests wait for it.
  const pendingProvider = {
    request: async (args: { method: string; params?: unknown }) => getEip1193Provider(await whenBound()).request(args as never),
    on: () => undefined,
    removeListener: () => undefined,
  } as unknown as EIP1193Provider

  return createConnector<EIP1193Provider, { bindKit(kit: WalletKit): () => void }>((config) => {
    /** Follows the kit's EVM account into wagmi's connector events. */
    function watch(bound: WalletKit): () => void {
      let last: EvmSession | undefined
      const follow = (): void => {
        const next = evmSession(bound)
        const previous = last
        last = next
        if (!previous && next) config.emitter.emit('connect', { accounts: next.accounts, chainId: next.chainId })
        else if (previous && !next) {
          // connecting/reconnecting are passing states of the same wallet, not a disconnect.
          const status = bound.connection.store.getState().accounts.eip155?.status
          if (status === 'connecting' || status === 'reconnecting') last = previous
          else connector.onDisconnect()
        } else if (previous && next) {
          if (!sameAccounts(previous.accounts, next.accounts)) connector.onAccountsChanged([...next.accounts])
          if (previous.chainId !== next.chainId) connector.onChainChanged(numberToHex(next.chainId))
        }
      }
      // A kit connected before it was bound connects wagmi now.
      follow()
      return bound.connection.store.subscribe(follow)
    }

    /** Waits for the kit's restore of a stored session to settle: its session, or undefined. */
    function restored(bound: WalletKit): Promise<EvmSession | null> {
      return whenKitSays(bound, () => {
        const session = evmSession(bound)
        if (session) return session
        const status = bound.connection.store.getState().accounts.eip155?.status
        if (status === 'connecting' || status === 'reconnecting') return undefined
        if (bound.persistence.getConnectionStatus() !== 'connected') return null
        // Still recorded: the kit's restore has not run yet (it starts once the provider mounted).
        return bound.persistence.getActiveConnectorIds().eip155 ? undefined : null
      })
    }

    async function switchTo(bound: WalletKit, chainId: number) {
      const chain = config.chains.find((c) => c.id === chainId)
      if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
      if (!bound.networks.findNetwork('eip155', chainId)) throw new SwitchChainError(new ChainNotConfiguredError())
      try {
        // The kit's provider switches through the kit (the modal shows the new network) and answers with EIP-1193 codes.
        await getEip1193Provider(bound).request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] })
      } catch (error) {
        if ((error as { code?: unknown }).code === UserRejectedRequestError.code) throw new UserRejectedRequestError(error as Error)
        throw new SwitchChainError(error as Error)
      }
      config.emitter.emit('change', { chainId })
      return chain
    }

    const connector = {
      id: 'walletKit',
      name: 'walletkit',
      type: WALLETKIT_CONNECTOR_TYPE,

      bindKit(bound: WalletKit): () => void {
        unwatch?.()
        kit = bound
        for (const resolve of kitWaiters.splice(0)) resolve(bound)
        const stop = watch(bound)
        unwatch = stop
        return () => {
          stop()
          if (unwatch === stop) unwatch = undefined
          if (kit === bound) kit = undefined
        }
      },

      async connect<withCapabilities extends boolean = false>({
        chainId,
        isReconnecting,
      }: {
        chainId?: number | undefined
        isReconnecting?: boolean | undefined
        withCapabilities?: withCapabilities | boolean | undefined
      } = {}) {
        const bound = await whenBound()
        let session = evmSession(bound)
        if (!session && isReconnecting) session = (await restored(bound)) ?? undefined
        if (!session && isReconnecting) throw new ConnectorNotConnectedError()
        if (!session) {
          bound.modal.open({ view: 'Connect', data: { namespace: 'eip155' } })
          session = await whenKitSays(bound, () => {
            const connected = evmSession(bound)
            if (connected) return connected
            const status = bound.connection.store.getState().accounts.eip155?.status
            if (!bound.modal.store.getState().open && status !== 'connecting')
              throw new UserRejectedRequestError(new Error('The walletkit modal was closed'))
            return undefined
          })
        }
        if (chainId !== undefined && chainId !== session.chainId) {
          await switchTo(bound, chainId)
          session = { ...session, chainId }
        }
        return { accounts: session.accounts, chainId: session.chainId } as never as {
          accounts: withCapabilities extends true
            ? readonly { address: Address; capabilities: Record<string, unknown> }[]
            : readonly Address[]
          chainId: number
        }
      },

      async disconnect(): Promise<void> {
        if (kit && kit.connection.store.getState().accounts.eip155?.status === 'connected') await kit.connection.disconnect('eip155')
      },

      async getAccounts(): Promise<readonly Address[]> {
        return (kit && evmSession(kit)?.accounts) ?? []
      },

      async getChainId(): Promise<number> {
        const session = kit && evmSession(kit)
        if (session) return session.chainId
        const network = kit?.networks.getActiveNetwork('eip155')
        return typeof network?.id === 'number' ? network.id : (config.chains[0]?.id ?? 1)
      },

      async getProvider(): Promise<EIP1193Provider> {
        return kit ? (getEip1193Provider(kit) as EIP1193Provider) : pendingProvider
      },

      async isAuthorized(): Promise<boolean> {
        if (kit && evmSession(kit)) return true
        // The kit's own record of the last visit: read without the kit, which is made after wagmi's first reconnect.
        const stored = kit?.persistence ?? persistence
        return stored.getConnectionStatus() === 'connected' && Boolean(stored.getActiveConnectorIds().eip155)
      },

      async switchChain({ chainId }: { chainId: number }) {
        return switchTo(await whenBound(), chainId)
      },

      onAccountsChanged(accounts: string[]): void {
        if (accounts.length === 0) connector.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((address) => getAddress(address)) })
      },

      onChainChanged(chainId: string): void {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },

      onDisconnect(): void {
        config.emitter.emit('disconnect')
      },
    }
    return connector
  })
}

type BindableConnector = Config['connectors'][number] & { bindKit?: (kit: WalletKit) => () => void }

/**
 * Hands `kit` to every walletkit connector of a wagmi config; returns the undo. Call it once the
 * kit exists (`<WalletKitWagmiSync />` does, inside both providers).
 *
 * @example
 * const unbind = bindWalletKit(config, kit)
 */
export function bindWalletKit(config: Config, kit: WalletKit): () => void {
  const unbinds = (config.connectors as readonly BindableConnector[])
    .filter((c) => c.type === WALLETKIT_CONNECTOR_TYPE && c.bindKit)
    .map((c) => c.bindKit!(kit))
  return () => unbinds.forEach((unbind) => unbind())
}
