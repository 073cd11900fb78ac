import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createSendFlow, type SendFlow } from '@/registry/lib/state/send/send-flow'
import { perKit } from '@/registry/lib/state/start/per-kit'

/**
 * The kit's send flow, made on first use: this module and the chain code ship in the Send
 * view's lazy chunk, not on page load. It shares the kit's blockchain API client.
 *
 * @example
 * const send = getSendFlow(kit)
 */
export const getSendFlow = /* @__PURE__ */ perKit((kit: WalletKit): SendFlow => {
  const flow = createSendFlow({
    connection: kit.connection,
    networks: kit.networks,
    balances: kit.balances,
    snackbar: kit.snackbar,
    router: kit.router,
    getApi: kit.clients.blockchainApi,
    blockchainApiUrl: kit.services.blockchainApiUrl,
    analytics: kit.analytics,
  })
  // SEND_ERROR is sent by the flow itself (with its amount and token); these two are its events.
  flow.events.on(
    'SEND_SUCCESS',
    ({ namespace, token }) => void kit.analytics.sendEvent({ type: 'track', event: 'SEND_SUCCESS', properties: { namespace, token } }),
  )
  flow.events.on(
    'SEND_REJECTED',
    ({ namespace }) => void kit.analytics.sendEvent({ type: 'track', event: 'SEND_REJECTED', properties: { namespace } }),
  )
  return flow
})
