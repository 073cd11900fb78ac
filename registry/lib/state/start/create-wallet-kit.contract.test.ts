import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPublicClient, formatEther, http } from 'viem'
import { startDevnet, type Devnet } from '../../../../apps/devnet/src/index'
import { createDevnetWalletProvider } from '../../../../apps/test-wallet/src/provider'
import type { Network } from '@/registry/lib/chains/chain-types'
import { createInjectedConnector } from '@/registry/lib/connectors/injected'
import { createWalletKit, type WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { devnetEvmNetworks } from '@/registry/lib/test-utils/devnet-networks'

let devnet: Devnet
let networks: Network[]

beforeAll(async () => {
  devnet = await startDevnet({ only: ['evm', 'services'], evm: 0, services: 0 })
  networks = devnetEvmNetworks(devnet.evmChains)
})
afterAll(() => devnet?.stop())

// Counts the store subscriptions and timers the kit holds, to prove `stop` leaves none behind.
function instrument(kit: WalletKit) {
  const stores = [
    kit.modal.store,
    kit.router.store,
    kit.connection.store,
    kit.connectors.store,
    kit.networks.store,
    kit.options.store,
    kit.balances.store,
  ]
  let subscriptions = 0
  // One shape for all of them: only subscribe and unsubscribe are counted, never the state.
  for (const store of stores as unknown as Array<{ subscribe: (listener: () => void) => () => void }>) {
    const subscribe = store.subscribe
    store.subscribe = (listener) => {
      subscriptions++
      const unsubscribe = subscribe(listener)
      let done = false
      return () => {
        if (!done) subscriptions--
        done = true
        unsubscribe()
      }
    }
  }
  const timers = new Map<unknown, string>()
  const {
    setTimeout: realSetTimeout,
    clearTimeout: realClearTimeout,
    setInterval: realSetInterval,
    clearInterval: realClearInterval,
  } = globalThis
  globalThis.setTimeout = ((handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const id = realSetTimeout(() => {
      timers.delete(id)
      handler(...args)
    }, ms)
    const stack = new Error('timer').stack ?? ''
    // Node's fetch keeps pooled sockets alive on its own timers; those are the runtime's, not the kit's.
    if (!stack.includes('undici')) timers.set(id, stack)
    return id
  }) as typeof setTimeout
  globalThis.clearTimeout = ((id: ReturnType<typeof setTimeout>) => {
    timers.delete(id)
    realClearTimeout(id)
  }) as typeof clearTimeout
  globalThis.setInterval = ((handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const id = realSetInterval(handler, ms, ...args)
    timers.set(id, new Error('interval').stack ?? '')
    return id
  }) as typeof setInterval
  globalThis.clearInterval = ((id: ReturnType<typeof setInterval>) => {
    timers.delete(id)
    realClearInterval(id)
  }) as typeof clearInterval
  return {
    subscriptions: () => subscriptions,
    timers: () => timers.size,
    timerStacks: () => [...timers.values()],
    restore() {
      Object.assign(globalThis, {
        setTimeout: realSetTimeout,
        clearTimeout: realClearTimeout,
        setInterval: realSetInterval,
        clearInterval: realClearInterval,
      })
    },
  }
}

describe('createWalletKit without React', () => {
  test('behavior: create, start, connect the test wallet, read the balance from devnet, disconnect, stop with nothing left running', async () => {
    const kit = createWalletKit({
      projectId: 'kit-test',
      networks,
      storage: createMemoryStorage(),
      blockchainApiUrl: devnet.urls.services,
      relayUrl: 'ws://127.0.0.1:9',
    })
    const probe = instrument(kit)
    try {
      const stop = kit.start()
      expect(probe.subscriptions()).toBeGreaterThan(0)
      const provider = createDevnetWalletProvider({ chains: devnet.evmChains })
      const connector = createInjectedConnector({
        provider,
        id: 'dev.walletkit.devnet',
        name: 'Devnet Wallet',
        type: 'ANNOUNCED',
        rdns: 'dev.walletkit.devnet',
      })
      kit.connectors.register(connector)
      await kit.connection.connect(connector)
      const account = kit.connection.store.getState().account
      const expected = devnet.evmAccounts[0]!.address
      expect(account?.address?.toLowerCase()).toBe(expected.toLowerCase())
      expect(kit.persistence.getConnectionStatus()).toBe('connected')

      const caipNetworkId = kit.networks.getActiveNetwork('eip155')!.caipNetworkId
      expect(caipNetworkId).toBe('eip155:31337')
      await kit.balances.load({ address: account!.address!, caipNetworkId })
      const native = kit.balances.store.getState().balances.find((b) => b.symbol === 'ETH')
      const onChain = await createPublicClient({ transport: http(devnet.evmChains[0]!.rpcUrl) }).getBalance({ address: expected })
      expect(native?.quantity.numeric).toBe(formatEther(onChain))

      await kit.connection.disconnect()
      expect(kit.connection.store.getState().status).toBe('disconnected')
      expect(kit.persistence.getConnectionStatus()).toBe('disconnected')
      stop()
      // Lookups started on connect (identity) settle on their own; nothing the kit started may stay.
      await expect
        .poll(() => probe.timers(), { timeout: 5000 })
        .toBe(0)
        .catch((error: unknown) => {
          throw new Error(`timers left:\n${probe.timerStacks().join('\n---\n')}`, { cause: error })
        })
      expect(probe.subscriptions()).toBe(0)
    } finally {
      probe.restore()
    }
  })

  test('behavior: start is idempotent and stop can be called twice', () => {
    const kit = createWalletKit({ projectId: 'kit-test', networks, storage: createMemoryStorage(), blockchainApiUrl: devnet.urls.services })
    const probe = instrument(kit)
    try {
      const stop = kit.start()
      const running = probe.subscriptions()
      expect(kit.start()).toBe(stop)
      expect(probe.subscriptions()).toBe(running)
      stop()
      stop()
      expect(probe.subscriptions()).toBe(0)
      // A stopped kit starts again (React strict mode mounts effects twice).
      const again = kit.start()
      expect(probe.subscriptions()).toBe(running)
      again()
    } finally {
      probe.restore()
    }
  })
})
