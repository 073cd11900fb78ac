import type { AppMetadata, WalletConnectClient, WalletConnectClientEvent } from '@/registry/lib/connectors/walletconnect/client'
import type { WalletConnectConnectorOptions } from '@/registry/lib/connectors/walletconnect/connector-types'
import { loadSignClient } from '@/registry/lib/connectors/walletconnect/load-sign-client'

const defaultMetadata = (): AppMetadata => {
  const url = typeof location === 'undefined' ? 'http://localhost' : location.origin
  return { name: 'walletkit', description: 'walletkit', url, icons: [] }
}

/**
 * Imports sign-client on first `get()` (the later calls share it; a failed import is tried again
 * next time) and hands its session events to `onEvent`. `loaded()` is the client only if its import
 * started, so that nothing is imported just to end or update a session that cannot exist.
 *
 * @example
 * const client = createClientLoader(options, (event) => onClientEvent(context, event))
 * await client.get()
 */
export function createClientLoader(options: WalletConnectConnectorOptions, onEvent: (event: WalletConnectClientEvent) => void) {
  const load = options.loadClient ?? loadSignClient
  let clientPromise: Promise<WalletConnectClient> | undefined
  return {
    get(): Promise<WalletConnectClient> {
      clientPromise ??= load({
        projectId: options.projectId,
        relayUrl: options.relayUrl,
        verifyUrl: options.verifyUrl,
        metadata: options.metadata ?? defaultMetadata(),
        storage: options.storage,
        customStoragePrefix: options.customStoragePrefix,
        telemetryEnabled: options.telemetryEnabled,
      }).then((client) => {
        client.onEvent(onEvent)
        return client
      })
      clientPromise.catch(() => (clientPromise = undefined))
      return clientPromise
    },
    loaded: (): Promise<WalletConnectClient> | undefined => clientPromise,
  }
}

export type ClientLoader = ReturnType<typeof createClientLoader>
