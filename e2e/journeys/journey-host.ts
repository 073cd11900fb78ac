import { hostAppSource, type ImportRoots } from '../support/host-source'

/**
 * The journey host: the shared test host plus what a dapp does once connected, signing a
 * message with the connected wallet (useSignMessage) and showing the address and signature, so
 * a test verifies the signature the way a backend would.
 */
export function journeyAppSource(roots: ImportRoots): string {
  const base = hostAppSource(roots)
  const withImports = base.replace(
    `import { ConnectButton } from '${roots.components}/connect-button'`,
    `import { ConnectButton } from '${roots.components}/connect-button'
import { useAccount } from '${roots.hooks}/use-account'
import { useSignMessage } from '${roots.hooks}/use-sign-message'
import { logger } from '${roots.lib}/logger/logger'

// The kit's warnings too (a secure frame loaded again, a READY that did not come), as a host
// chasing a problem would set it: a failed journey's report then shows them.
logger.level = 'warn'

function SignPanel() {
  const { address, isConnected } = useAccount()
  const { signMessage, signature, status } = useSignMessage()
  if (!isConnected) return null
  return (
    <section className="flex flex-col items-center gap-2">
      <output data-testid="address">{address}</output>
      <button type="button" data-testid="sign" onClick={() => void signMessage('walletkit journey')}>
        Sign message
      </button>
      <output data-testid="signature" data-status={status}>{signature}</output>
    </section>
  )
}`,
  )
  return withImports.replace('<WalletKitModal />', '<SignPanel />\n        <WalletKitModal />')
}

/** The message SignPanel signs. */
export const journeyMessage = 'walletkit journey'
