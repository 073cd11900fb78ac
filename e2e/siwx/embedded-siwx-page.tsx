import { lazy } from 'react'
import { useSiwx } from '@/registry/hooks/use-siwx'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { createBrowserSiwx } from '@/registry/lib/siwx/create-browser-siwx'
import { localNetwork, renderEmbeddedHost } from '../frame/embedded-host'

// The embedded wallet (secure frame) with required SIWX: the views wired the way `walletkit add` does.
const siwx = createBrowserSiwx({ networks: [localNetwork], required: true, statement: 'Sign in with the embedded wallet.' })

function Probe() {
  const { session } = useSiwx()
  Object.assign(window, { kit: useWalletKitContext('Probe').kit, siwxSession: session })
  return null
}

renderEmbeddedHost({
  Probe,
  provider: { siwx },
  views: {
    SIWXSignMessage: lazy(() => import('@/registry/components/siwx-sign-message-view').then((m) => ({ default: m.SiwxSignMessageView }))),
    ConnectingSiwe: lazy(() => import('@/registry/components/connecting-siwe-view').then((m) => ({ default: m.ConnectingSiweView }))),
  },
})
