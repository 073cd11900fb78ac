import type { LoadWalletConnectClient, WalletConnectClient } from '@/registry/lib/connectors/walletconnect/client'
import { InvalidWalletResponseError } from '@/registry/lib/errors/connector'
import { logger } from '@/registry/lib/logger/logger'

/**
 * sign-client 2.25 takes no option for the Verify API a dapp registers with: it loads
 * `${verifyUrlV3}/attestation` in an iframe, with verifyUrlV3 fixed to verify.walletconnect.org/v3
 * on its Verify instance. Setting that field is the one way to keep a pairing on the configured
 * service (the devnet stand-in in development and tests); a release without it is logged.
 */
function pointVerifyAt(verify: object, verifyUrl: string): void {
  if (!('verifyUrlV3' in verify))
    return logger.warn('sign-client has no verifyUrlV3 on its Verify API: the configured verifyUrl is not used for the attestation')
  Object.assign(verify, { verifyUrlV3: `${verifyUrl.replace(/\/+$/, '')}/v3` })
}

/**
 * Imports @walletconnect/sign-client on first use only (it is large and most visitors never open
 * a WalletConnect flow) and adapts it to the connector's narrow client shape.
 */
export const loadSignClient: LoadWalletConnectClient = async (options) => {
  const { SignClient } = await import('@walletconnect/sign-client')
  const client = await SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    // Wallets resolve the page's attestation at the metadata's verifyUrl.
    metadata: options.verifyUrl ? { ...options.metadata, verifyUrl: options.verifyUrl } : options.metadata,
    ...(options.storage ? { storage: options.storage as never } : {}),
    ...(options.customStoragePrefix ? { customStoragePrefix: options.customStoragePrefix } : {}),
    telemetryEnabled: options.telemetryEnabled ?? false,
    logger: 'silent',
  })
  if (options.verifyUrl) pointVerifyAt(client.core.verify, options.verifyUrl)
  const adapted: WalletConnectClient = {
    async connect(namespaces) {
      const { uri, approval } = await client.connect({ optionalNamespaces: namespaces })
      if (!uri) throw new InvalidWalletResponseError('connect', { details: 'sign-client returned no pairing URI' })
      return { uri, approval }
    },
    sessions: () => client.session.getAll(),
    request: (topic, chainId, request) => client.request({ topic, chainId, request: { method: request.method, params: request.params } }),
    async disconnect(topic) {
      await client.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    },
    onEvent(listener) {
      client.on('session_event', ({ topic, params }) =>
        listener({ type: 'session_event', topic, chainId: params.chainId, name: params.event.name, data: params.event.data as unknown }),
      )
      client.on('session_update', ({ topic }) => listener({ type: 'session_update', topic }))
      client.on('session_delete', ({ topic }) => listener({ type: 'session_delete', topic }))
      client.on('session_expire', ({ topic }) => listener({ type: 'session_expire', topic }))
    },
    close: () => client.core.relayer.transportClose(),
  }
  return adapted
}
