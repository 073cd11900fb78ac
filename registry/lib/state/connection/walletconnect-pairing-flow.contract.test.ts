import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMemoryStorage, type WcWallet } from '../../../../apps/wc-wallet/src/index'
import type { Devnet } from '../../../../apps/devnet/src/index'
import type { Network } from '@/registry/lib/chains/chain-types'
import { createWalletConnectConnector } from '@/registry/lib/connectors/walletconnect/create-walletconnect-connector'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage as createKitStorage } from '@/registry/lib/state/start/persistence'
import { startWalletConnectPeer } from '@/registry/lib/test-utils/walletconnect-peer'
import { createWalletConnectPairing } from './walletconnect-pairing-flow'

// The pairing flow over devnet's real relay with the wc-wallet peer: the URI it shows is the
// one the wallet pairs with, and the approved session connects the kit and closes the modal.
process.env.DISABLE_GLOBAL_CORE = 'true'

let devnet: Devnet
let wallet: WcWallet
let anvil: Network
const platform = { isMobile: () => false, isTelegram: () => false, os: () => 'other' as const }
const stops: Array<() => void> = []

beforeAll(async () => {
  const peer = await startWalletConnectPeer('pairing-flow-test')
  devnet = peer.devnet
  wallet = peer.wallet
  anvil = peer.anvil
})
afterAll(async () => {
  for (const stop of stops) stop()
  await wallet?.stop()
  await devnet?.stop()
})

/** A kit with a WalletConnect connector of its own on the devnet relay (memory storage: no browser here). */
function kitWithConnector(name: string, options: { enableWalletConnect?: boolean } = {}) {
  const kit = createWalletKit({
    projectId: 'pairing-flow-test',
    networks: [anvil],
    storage: createKitStorage(),
    platform,
    analytics: false,
    relayUrl: devnet.urls.relay,
    blockchainApiUrl: devnet.urls.services,
    ...options,
  })
  const connector = createWalletConnectConnector({
    projectId: 'pairing-flow-test',
    relayUrl: devnet.urls.relay,
    networks: [anvil],
    storage: createMemoryStorage(),
    customStoragePrefix: `pairing-flow-${name}`,
    markerStorage: () => undefined,
  })
  stops.push(() => connector.cancelConnect())
  if (options.enableWalletConnect !== false) kit.connectors.register(connector)
  return kit
}

describe('createWalletConnectPairing', () => {
  test('default: the URI it shows is what the wallet pairs with; the approved session connects and closes the modal', async () => {
    const kit = kitWithConnector('approve')
    kit.modal.open()
    const pairing = createWalletConnectPairing(kit)
    expect(pairing.store.getState().status).toBe('loading')
    await pairing.prepare()
    stops.push(pairing.watchUri())
    const connecting = pairing.connect()
    expect(pairing.store.getState().status).toBe('pairing')
    await expect.poll(() => pairing.store.getState().uri, { timeout: 20_000 }).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(pairing.store.getState().uri!)
    await connecting
    expect(pairing.store.getState()).toMatchObject({ status: 'connected', error: undefined })
    expect(kit.connection.store.getState().account?.address?.toLowerCase()).toBe(devnet.evmAccounts[0]!.address.toLowerCase())
    expect(kit.modal.store.getState().open).toBe(false)
  })

  test('behavior: a pairing given up (the view left) ends with no error', async () => {
    const kit = kitWithConnector('abandon')
    const pairing = createWalletConnectPairing(kit)
    await pairing.prepare()
    stops.push(pairing.watchUri())
    const connecting = pairing.connect()
    await expect.poll(() => pairing.store.getState().uri, { timeout: 20_000 }).toMatch(/^wc:/)
    pairing.abandon()
    await connecting
    expect(pairing.store.getState()).toMatchObject({ status: 'pairing', error: undefined })
    expect(kit.connection.store.getState().status).toBe('disconnected')
  })

  test('behavior: with WalletConnect turned off by the host it is disabled and connect does nothing', async () => {
    const kit = kitWithConnector('off', { enableWalletConnect: false })
    const pairing = createWalletConnectPairing(kit)
    await pairing.prepare()
    await pairing.connect()
    expect(pairing.store.getState()).toEqual({ connector: undefined, uri: undefined, status: 'disabled', error: undefined })
  })
})
