import type { AnalyticsClient } from '@/registry/lib/api/analytics/create-analytics-client'
import type { WalletKit } from '@/registry/lib/state/create-wallet-kit'
import { createSendFlow, type SendFlow } from '@/registry/lib/state/send-flow'

const flows = new WeakMap<WalletKit, SendFlow>()

// SEND_ERROR goes to analytics once the kit carries a client; until then the flow's typed event is the record.
function analyticsOf(kit: WalletKit): Pick<AnalyticsClient, 'sendEvent'> | undefined {
  const candidate = (kit as { analytics?: unknown }).analytics
  return typeof candidate === 'object' && candidate !== null && typeof (candidate as AnalyticsClient).sendEvent === 'function' ? (candidate as AnalyticsClient) : undefined
}

/**
 * The kit's send flow, made on first use: this module and the chain code ship in the Send
 * view's lazy chunk, not on page load. It shares the kit's blockchain API client.
 *
 * @example
 * const send = getSendFlow(kit)
 */
export function getSendFlow(kit: WalletKit): SendFlow {
  let flow = flows.get(kit)
  if (!flow) {
    flow = createSendFlow({
      connection: kit.connection,
      networks: kit.networks,
      balances: kit.balances,
      snackbar: kit.snackbar,
      router: kit.router,
      getApi: kit.clients.blockchainApi,
      blockchainApiUrl: kit.services.blockchainApiUrl,
      analytics: analyticsOf(kit),
    })
    flows.set(kit, flow)
  }
  return flow
}
