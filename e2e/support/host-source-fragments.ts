import type { WalletKit } from '../../registry/lib/state/start/create-wallet-kit'
import type { ImportRoots } from './host-source'

// What ExposeKit sets, for the tests that read it in page.evaluate callbacks (the host's own
// declaration is in the App source, which the tests' program does not include).
declare global {
  interface Window {
    __walletkit?: WalletKit
  }
}

/**
 * Text pieces of the App.tsx sources the e2e tests write into the hosts they build, for the
 * parts every such host writes the same way, so a change to how a host wires the kit to devnet
 * or hands it to the test is made once.
 */

/** The theme a page asks for with `?theme=light` or `?theme=system` (dark otherwise), as `themeMode`. */
export const themeModeFromQuery =
  "const themeQuery = new URLSearchParams(window.location.search).get('theme')\nconst themeMode = themeQuery === 'light' || themeQuery === 'system' ? themeQuery : 'dark'"

/**
 * A component that puts the kit on `window.__walletkit`, so the test reads the stores as a
 * host's own code would through the hooks. The host renders `<ExposeKit />` inside the provider,
 * adds `imports` to its imports and `windowField` to its `interface Window`.
 */
export const exposeKit = {
  imports: (roots: ImportRoots) => `import { useEffect } from 'react'
import { useWalletKitContext } from '${roots.hooks}/walletkit-context'
import type { WalletKit } from '${roots.lib}/state/start/create-wallet-kit'`,
  windowField: '__walletkit?: WalletKit',
  component: `// Lets the test reach the stores, as a host's own code would through the hooks.
function ExposeKit() {
  const { kit } = useWalletKitContext('ExposeKit')
  useEffect(() => {
    window.__walletkit = kit
  }, [kit])
  return null
}`,
}

export type DevnetProviderOptions = {
  /** The app metadata's name and description. */
  name: string
  description: string
  /** The `networks` prop's expression; `networks` (a const of the page) unless given. */
  networks?: string
  /** More props, one JSX attribute each (e.g. `relayUrl={host.relay}`). */
  props?: string[]
}

/**
 * The opening `<WalletKitProvider …>` tag (indented for App's return) of a host whose services
 * all come from devnet's one services URL (`host.services`).
 */
export function devnetProviderOpening(options: DevnetProviderOptions): string {
  const quote = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`
  const props = [
    'projectId="walletkit-e2e"',
    `metadata={{ name: ${quote(options.name)}, description: ${quote(options.description)}, url: window.location.origin, icons: [] }}`,
    `networks={${options.networks ?? 'networks'}}`,
    'blockchainApiUrl={host.services}',
    'catalogueUrl={host.services}',
    'analyticsUrl={host.services}',
    // devnet's stand-in for WalletConnect's Verify API: a pairing never reaches verify.walletconnect.org.
    'verifyUrl={`${host.services}/verify`}',
    ...(options.props ?? []),
  ]
  return `    <WalletKitProvider\n${props.map((prop) => `      ${prop}\n`).join('')}    >`
}

/**
 * A `Sign` component: a Sign message button that signs `message` through useSignMessage into an
 * output the test reads (data-status, the signature as text). The host adds `imports`.
 */
export const signMessageButton = {
  imports: (roots: ImportRoots) => `import { useSignMessage } from '${roots.hooks}/use-sign-message'`,
  component: (message: string) => `function Sign() {
  const { signMessage, status, signature } = useSignMessage()
  return (
    <div>
      <button type="button" onClick={() => void signMessage(${JSON.stringify(message)})}>Sign message</button>
      <output data-testid="signature" data-status={status}>{signature ?? ''}</output>
    </div>
  )
}`,
}
