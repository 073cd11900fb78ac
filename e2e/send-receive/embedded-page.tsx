import { lazy } from 'react'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { renderEmbeddedHost } from '../frame/embedded-host'

// A host with the real modal, the embedded-wallet views and Send, wired the way `walletkit add` does.
function Probe() {
  Object.assign(window, { kit: useWalletKitContext('Probe').kit })
  return null
}

renderEmbeddedHost({ Probe, views: { Send: lazy(() => import('@/registry/components/send-view').then((m) => ({ default: m.SendView }))) } })
