import { startDevnet, type Devnet } from '../../../../../apps/devnet/src/index'
import { createMemoryStorage } from '../../../../../apps/wc-wallet/src/index'
import type { WalletConnectClient } from '../client'
import { loadSignClient } from '../load-sign-client'

/** A devnet running only its WalletConnect relay, on a free port (contract files run side by side). */
export const startRelayDevnet = (): Promise<Devnet> => startDevnet({ relay: 0, only: ['relay'] })

/** The sign client as the kit builds it (loadSignClient), on `devnet`'s relay, with storage of its own. */
export function loadDevnetSignClient(devnet: Devnet, name: string): Promise<WalletConnectClient> {
  return loadSignClient({
    projectId: `${name}-test`,
    relayUrl: devnet.urls.relay,
    metadata: { name, description: name, url: 'http://127.0.0.1', icons: [] },
    storage: createMemoryStorage(),
    customStoragePrefix: `${name}-test`,
  })
}
