import { loadAuthConnector } from '@/registry/lib/connectors/auth/load-auth-connector'
import type { Network } from '@/registry/lib/chains/chain-types'
import { sendPopupToProvider } from '@/registry/lib/connectors/auth/popup-navigation'
import { waitForSocialResult } from '@/registry/lib/connectors/auth/social-popup'
import { logger } from '@/registry/lib/logger/logger'

// The host app of the browser tests: 127.0.0.1, a different origin from the frame site. It uses
// the real (lazily loaded) auth connector and records what a test needs to inspect.

const query = new URLSearchParams(location.search)
const frameOrigin = query.get('frame') ?? ''
const chainId = Number(query.get('chain') ?? '31337')
const rpcUrl = query.get('rpc') ?? ''
// `?log=warn`: the kit's warnings reach the console, as in an app that turned them on.
if (query.get('log') === 'warn') logger.level = 'warn'

const ids: string[] = []
const realRandomUUID = crypto.randomUUID.bind(crypto)
// Exposes the request ids so a test can forge replies that carry a known id.
crypto.randomUUID = (() => {
  const id = realRandomUUID()
  ids.push(id)
  return id
}) as typeof crypto.randomUUID

const received: string[] = []
window.addEventListener('message', (event) => received.push(JSON.stringify({ origin: event.origin, data: event.data })))

const approvals: string[] = []
const notices: string[] = []
const settled: string[] = []
let approveAnswer = true

const confirmationBox = { top: 40, left: 40, width: 380, height: 520 }

const network: Network = {
  id: chainId,
  caipNetworkId: `eip155:${chainId}`,
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
}

const auth = await loadAuthConnector({
  frame: {
    projectId: 'e2e-project',
    chainId: `eip155:${chainId}`,
    secureSiteOrigin: frameOrigin,
    rpcUrl,
    dappData: { projectId: 'e2e-project', sdkType: 'appkit', sdkVersion: 'react-walletkit-0.1.0' },
  },
  networks: [network],
  // The local chains now have smart accounts, which the connector would prefer by default (SPEC
  // §4); the tests start on the eoa and switch to the smart account explicitly where they test it.
  defaultAccountType: 'eoa',
  // The host's part of an unsafe request: reveal the secure frame, whose own confirmation the
  // user clicks (issue 10); hide it again once the request settled.
  approve: async (request) => {
    approvals.push(request.method)
    if (approveAnswer) auth.frame.reveal(confirmationBox)
    return approveAnswer
  },
  onNotice: (notice) => notices.push(notice.message),
  onRequestSettled: (outcome) => {
    settled.push(`${outcome.method}:${outcome.ok}`)
    auth.frame.hide()
  },
})

// The same steps as the SocialLogin view, without React.
async function socialLogin(provider: 'github' | 'google') {
  const popup = window.open(`${auth.frame.origin}/loading`, 'w3m-social', 'width=600,height=800')
  if (!popup) throw new Error('popup blocked')
  await sendPopupToProvider(popup, auth.getSocialRedirectUri(provider))
  return auth.connectSocial(await waitForSocialResult(popup, auth.frame.origin))
}

Object.assign(window, {
  wk: {
    auth,
    socialLogin,
    ids,
    received,
    approvals,
    notices,
    settled,
    setApproveAnswer: (answer: boolean) => void (approveAnswer = answer),
    ready: auth.frame.ready.then(() => true),
  },
})
