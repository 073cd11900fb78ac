import { describe, expect, test } from 'vitest'
import { localA } from '@/registry/components/test/kit'
import { bitcoinRegtest } from '@/registry/lib/chains/bitcoin-networks'
import {
  ensureWalletConnectConnector,
  getWalletConnectConnector,
  startWalletConnect,
} from '@/registry/lib/state/connection/start-walletconnect'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'

const kitWith = (config: { enableWalletConnect?: boolean } = {}) =>
  createWalletKit({
    projectId: 'p',
    networks: [localA],
    relayUrl: 'ws://127.0.0.1:1',
    storage: createMemoryStorage(),
    balances: { fetchBalances: async () => [] },
    ...config,
  })

describe('startWalletConnect', () => {
  test('behavior: registers the connector only when the modal first opens', async () => {
    const kit = kitWith()
    const stop = startWalletConnect(kit)
    // A control kit started at the same time and opened goes through the same lazy code: once it
    // has its connector, a kit that registered on start would have one too.
    const control = kitWith()
    const stopControl = startWalletConnect(control)
    control.modal.open()
    await expect.poll(() => getWalletConnectConnector(control)?.type).toBe('WALLET_CONNECT')
    expect(getWalletConnectConnector(kit)).toBeUndefined()
    stopControl()
    kit.modal.open()
    await expect.poll(() => getWalletConnectConnector(kit)?.type).toBe('WALLET_CONNECT')
    expect(kit.connectors.store.getState().sections[0]?.kind).toBe('walletConnect')
    stop()
  })

  test('behavior: a visit that ended connected through WalletConnect registers at once and tries to restore', async () => {
    const kit = kitWith()
    kit.persistence.setConnectionStatus('connected')
    kit.persistence.setActiveConnectorId('eip155', 'walletConnect')
    const statuses: string[] = []
    kit.connection.store.subscribe((state) => statuses.push(state.status))
    startWalletConnect(kit)
    await expect.poll(() => getWalletConnectConnector(kit)?.id).toBe('walletConnect')
    // No stored session marker here: the restore ends disconnected without importing sign-client.
    await expect.poll(() => statuses).toEqual(expect.arrayContaining(['reconnecting', 'disconnected']))
    expect(statuses.at(-1)).toBe('disconnected')
  })

  test("behavior: a visit that connected WalletConnect for Bitcoin only restores that namespace; the browser wallet's EVM account is not touched", async () => {
    const kit = createWalletKit({
      projectId: 'p',
      networks: [localA, bitcoinRegtest],
      relayUrl: 'ws://127.0.0.1:1',
      storage: createMemoryStorage(),
      balances: { fetchBalances: async () => [] },
    })
    kit.persistence.setConnectionStatus('connected')
    kit.persistence.setActiveConnectorId('eip155', 'devnetWallet')
    kit.persistence.setActiveConnectorId('bip122', 'walletConnect')
    const touched = new Set<string>()
    kit.connection.store.subscribe((state) =>
      Object.entries(state.accounts).forEach(([namespace, account]) => touched.add(`${namespace}:${account?.status}`)),
    )
    startWalletConnect(kit)
    // No stored session marker: the Bitcoin side ends disconnected without importing sign-client.
    await expect.poll(() => kit.connection.store.getState().accounts.bip122?.status).toBe('disconnected')
    expect([...touched].sort()).toEqual(['bip122:disconnected', 'bip122:reconnecting'])
  })

  test('parameters: enableWalletConnect false', async () => {
    const kit = kitWith({ enableWalletConnect: false })
    expect(await ensureWalletConnectConnector(kit)).toBeUndefined()
    expect(getWalletConnectConnector(kit)).toBeUndefined()
  })

  test('behavior: concurrent callers share one connector', async () => {
    const kit = kitWith()
    const [a, b] = await Promise.all([ensureWalletConnectConnector(kit), ensureWalletConnectConnector(kit)])
    expect(a).toBe(b)
    expect(kit.connectors.store.getState().connectors.filter((c) => c.type === 'WALLET_CONNECT')).toHaveLength(1)
  })
})
