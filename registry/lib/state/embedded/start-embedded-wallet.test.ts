import { describe, expect, test, vi } from 'vitest'
import { scriptedFrame, type ScriptedAnswers } from '@/registry/components/test/scripted-frame'
import { localA } from '@/registry/components/test/kit'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { configureEmbeddedWallet, getEmbeddedWallet } from '@/registry/lib/state/embedded/embedded-wallet-state'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { storageKeys } from '@/registry/lib/storage/storage-keys'

const address = '0x6666666666666666666666666666666666666666'
const localB = { ...localA, id: 31338, caipNetworkId: 'eip155:31338' as const, name: 'Devnet B' }
const user: ScriptedAnswers = {
  GET_USER: () => ({
    address,
    chainId: 'eip155:31337',
    email: 'a@b.dev',
    accounts: [{ address, type: 'eoa' }],
    preferredAccountType: 'eoa',
  }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
  SET_PREFERRED_ACCOUNT: () => ({ type: 'eoa', address }),
}

// A kit whose last visit ended connected through the embedded wallet.
function kitWithStoredSession(
  answers: ScriptedAnswers,
  log: Array<{ name: string; payload: unknown }> = [],
  fetchBalances: (p: { address: string; caipNetworkId: string; forceUpdate?: boolean | undefined }) => Promise<never[]> = async () => [],
) {
  const storage = createMemoryStorage()
  storage.setItem(storageKeys.connectionStatus, '"connected"')
  storage.setItem(storageKeys.activeConnectorIds, JSON.stringify({ eip155: 'walletkit-auth' }))
  storage.setItem(storageKeys.emailLoginUsed, 'true')
  const kit = createWalletKit({
    projectId: 'p',
    networks: [localA, localB],
    storage,
    relayUrl: 'ws://127.0.0.1:9',
    theme: { themeMode: 'light' },
    balances: { fetchBalances },
  })
  configureEmbeddedWallet(kit, { frame: scriptedFrame(answers, log), networks: [localA, localB] })
  return { kit, storage, log }
}

describe('startEmbeddedWallet', () => {
  test('behavior: a stored session is restored from the frame (IS_CONNECTED, GET_USER) with no prompt, user and account type included', async () => {
    const { kit, log } = kitWithStoredSession({ ...user, IS_CONNECTED: () => ({ isConnected: true }) })
    const stop = kit.start()
    await expect.poll(() => kit.connection.store.getState().status, { timeout: 5000 }).toBe('connected')
    expect(kit.connection.store.getState().account).toMatchObject({
      address,
      user: { email: 'a@b.dev' },
      preferredAccountType: 'eoa',
      connectorId: 'walletkit-auth',
    })
    expect(log.map((entry) => entry.name)).toEqual(expect.arrayContaining(['IS_CONNECTED', 'GET_USER']))
    expect(log.map((entry) => entry.name)).not.toContain('CONNECT_EMAIL')
    stop()
  })

  test('behavior: a session the frame no longer knows ends disconnected with the Session Expired alert and the SPEC keys cleared', async () => {
    const { kit, storage } = kitWithStoredSession({ ...user, IS_CONNECTED: () => ({ isConnected: false }) })
    const stop = kit.start()
    await expect.poll(() => kit.alerts.store.getState().current?.message, { timeout: 5000 }).toBe('Session Expired')
    expect(kit.connection.store.getState().status).toBe('disconnected')
    expect(storage.getItem(storageKeys.emailLoginUsed)).toBeNull()
    expect(kit.persistence.getConnectionStatus()).toBe('disconnected')
    stop()
  })

  test('behavior: a session the frame no longer knows takes the Solana account recorded with it along', async () => {
    const { kit } = kitWithStoredSession({ ...user, IS_CONNECTED: () => ({ isConnected: false }) })
    kit.persistence.setActiveConnectorId('solana', 'walletkit-auth')
    const stop = kit.start()
    await expect.poll(() => kit.alerts.store.getState().current?.message, { timeout: 5000 }).toBe('Session Expired')
    await expect.poll(() => kit.persistence.getActiveConnectorIds()).toEqual({})
    expect(kit.connection.store.getState().accounts.solana).toBeUndefined()
    stop()
  })

  test('behavior: the frame follows the host theme (SYNC_THEME on load and on change) and disconnect signs out', async () => {
    const { kit, log } = kitWithStoredSession({ ...user, IS_CONNECTED: () => ({ isConnected: true }) })
    const stop = kit.start()
    await expect.poll(() => kit.connection.store.getState().status, { timeout: 5000 }).toBe('connected')
    await expect
      .poll(() => log.filter((e) => e.name === 'SYNC_THEME').map((e) => e.payload))
      .toEqual([
        { themeMode: 'light', themeVariables: {}, w3mThemeVariables: { '--w3m-accent': '#3396ff', '--w3m-background': '#ffffff' } },
      ])
    kit.theme.set({ themeMode: 'dark', themeVariables: { accent: '#ff0000' } })
    await expect.poll(() => log.filter((e) => e.name === 'SYNC_THEME').length).toBe(2)
    expect(log.filter((e) => e.name === 'SYNC_THEME')[1]?.payload).toEqual({
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#ff0000' },
      w3mThemeVariables: { '--w3m-accent': '#ff0000', '--w3m-background': '#141414' },
    })
    await kit.connection.disconnect()
    expect(log.map((e) => e.name)).toContain('SIGN_OUT')
    expect(kit.persistence.getActiveConnectorIds()).toEqual({})
    stop()
  })

  test('behavior: the frame gets the host locale (SYNC_DAPP_DATA) once loaded and again on each change, nothing for other options', async () => {
    const { kit, log } = kitWithStoredSession({ ...user, IS_CONNECTED: () => ({ isConnected: true }) })
    kit.options.setLocale('de')
    const stop = kit.start()
    const sent = () => log.filter((e) => e.name === 'SYNC_DAPP_DATA').map((e) => (e.payload as { locale?: string }).locale)
    await expect.poll(sent, { timeout: 5000 }).toEqual(['de'])
    kit.options.setLocale('ar')
    await expect.poll(sent).toEqual(['de', 'ar'])
    kit.options.setLocale('ar')
    kit.options.setFeatures({ swaps: false })
    kit.options.setLocale('pt-br')
    await expect.poll(sent).toEqual(['de', 'ar', 'pt-BR'])
    stop()
    kit.options.setLocale('fr')
    expect(sent()).toEqual(['de', 'ar', 'pt-BR'])
  })

  test('behavior: switching network through the kit reaches the frame and updates the last used chain', async () => {
    const { kit, log, storage } = kitWithStoredSession({
      ...user,
      IS_CONNECTED: () => ({ isConnected: true }),
      SWITCH_NETWORK: (payload) => ({ chainId: (payload as { chainId: string }).chainId }),
    })
    const stop = kit.start()
    await expect.poll(() => kit.connection.store.getState().status, { timeout: 5000 }).toBe('connected')
    expect(getEmbeddedWallet(kit).loaded()?.type).toBe('AUTH')
    await kit.networks.switchNetwork(localB)
    expect(kit.networks.getActiveNetwork('eip155')?.id).toBe(31338)
    expect(log.filter((e) => e.name === 'SWITCH_NETWORK').map((e) => e.payload)).toEqual([{ chainId: 'eip155:31338' }])
    expect(storage.getItem(storageKeys.lastUsedChain)).toBe('"eip155:31338"')
    stop()
  })

  test('behavior: an approved unsafe request refreshes the native balance; a safe one or a refused one does not (SPEC §4)', async () => {
    const loads: string[] = []
    let refuse = false
    const rpc = () => {
      if (refuse) throw new Error('User rejected the request in the frame')
      return '0xsig'
    }
    const { kit } = kitWithStoredSession(
      { ...user, IS_CONNECTED: () => ({ isConnected: true }), RPC_REQUEST: rpc },
      [],
      async ({ address: a, caipNetworkId, forceUpdate }) => (loads.push(`${caipNetworkId}:${a}${forceUpdate ? ' (fresh)' : ''}`), []),
    )
    const stop = kit.start()
    await expect.poll(() => kit.connection.store.getState().status, { timeout: 5000 }).toBe('connected')
    const auth = kit.connection.getActiveConnector('eip155')!
    const before = loads.length
    await auth.request!({ method: 'eth_blockNumber' })
    expect(loads.length).toBe(before)
    await auth.request!({ method: 'personal_sign', params: ['0x00', address] })
    await expect.poll(() => loads.length).toBe(before + 1)
    // From the service, not the balances cached before the request.
    expect(loads.at(-1)).toBe(`eip155:31337:${address} (fresh)`)
    // The refresh is asked for when the request settles, before its answer reaches the caller.
    const asked = vi.spyOn(kit.balances, 'load')
    refuse = true
    await expect(auth.request!({ method: 'personal_sign', params: ['0x00', address] })).rejects.toThrow()
    expect(asked).not.toHaveBeenCalled()
    stop()
  })
})
