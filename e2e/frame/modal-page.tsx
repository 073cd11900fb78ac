import { useAuthConnector } from '@/registry/hooks/use-auth-connector'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { renderEmbeddedHost } from './embedded-host'

// A host app with the real modal and the embedded-wallet views, wired the way `walletkit add` does.
function Probe() {
  Object.assign(window, { kit: useWalletKitContext('Probe').kit, auth: useAuthConnector().connector })
  return null
}

renderEmbeddedHost({ Probe })
