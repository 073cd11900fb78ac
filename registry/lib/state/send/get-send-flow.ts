import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createSendFlow, type SendFlow } from '@/registry/lib/state/send/send-flow'
import { perKit } from '@/registry/lib/state/start/per-kit'
import { trackSendEvents } from '@/registry/lib/state/send/track-send-events'

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
  })
  trackSendEvents(flow.events, kit.analytics)
  return flow
})
