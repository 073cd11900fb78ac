import { vi } from 'vitest'
import { anvil } from '../../../apps/wc-wallet/src/test-networks'
import { FAKE_ADDRESS, fakeClient } from '../../../apps/wc-wallet/src/fake-client'
import { bitcoinRegtest } from '../chains/bitcoin-networks'
import { westend } from '../chains/polkadot-networks'
import { createWalletConnectConnector } from '../connectors/walletconnect/create-walletconnect-connector'
import type { MarkerStorage } from '../connectors/walletconnect/session-marker'

// Shared by the unit tests of a connector that holds several WalletConnect sessions.

export const btc = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
export type SessionNamespace = { accounts: string[]; methods: string[]; events: string[] }
export const session = (topic: string, namespaces: Record<string, SessionNamespace>) => ({
  topic,
  expiry: Math.floor(Date.now() / 1000) + 86_400,
  namespaces,
  peer: { metadata: { name: topic } },
})
export const eip155: SessionNamespace = { accounts: [`eip155:31337:${FAKE_ADDRESS}`], methods: ['personal_sign'], events: [] }
export const bip122: SessionNamespace = {
  accounts: [`${bitcoinRegtest.caipNetworkId}:${btc}`],
  methods: ['signMessage'],
  events: ['bip122_addressesChanged'],
}

export function memoryMarker(): () => MarkerStorage {
  const map = new Map<string, string>()
  const storage: MarkerStorage = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  }
  return () => storage
}

/** A connector on anvil, Bitcoin regtest and Westend over the fake sign client. */
export function setupMultiSession(fake = fakeClient(), markerStorage = memoryMarker()) {
  const connect = vi.spyOn(fake.client, 'connect')
  const connector = createWalletConnectConnector({
    projectId: 'p',
    relayUrl: 'ws://127.0.0.1:1',
    networks: [anvil, bitcoinRegtest, westend],
    loadClient: async () => fake.client,
    markerStorage,
  })
  return { connector, fake, connect, markerStorage }
}
