import type { ImportRoots } from './host-source'
import { devnetProviderOpening, signMessageButton } from './host-source-fragments'

/** One namespace's networks in the sign host: how its App.tsx imports and makes them. */
export type SignHostNetworks = {
  /** Import lines for what makes the networks. */
  imports: string
  /** What the host reads from window.__walletkitHost, with the fixed-port default of each field (`npm run devnet`). */
  hostDefaults: Record<string, string>
  /** Statements after `host` is read, e.g. `const solana = defineLocalSolanaNetwork({ rpcUrl: host.solanaRpc })`. */
  setup?: string
  /** The provider's `networks` array. */
  list: string
}

/**
 * App.tsx of the sign-message test hosts (one per namespace's injected wallet): the connect
 * button, the modal, and a Sign message button that signs `message` through useSignMessage into
 * an output the test reads (data-status, the signature as text).
 */
export function signHostSource(
  roots: ImportRoots,
  options: { message: string; description: string; networks: SignHostNetworks; props?: string[] },
): string {
  const { message, description, networks } = options
  const entries = Object.entries(networks.hostDefaults)
  const hostType = entries.map(([key]) => `${key}: string`).join('; ')
  const hostDefaults = entries.map(([key, url]) => `${key}: '${url}'`).join(', ')
  const setup = networks.setup ? `${networks.setup}\n` : ''
  return `import { WalletKitProvider } from '${roots.hooks}/walletkit-provider'
${signMessageButton.imports(roots)}
import { ConnectButton } from '${roots.components}/connect-button'
import { WalletKitModal } from '${roots.components}/modal/walletkit-modal'
${networks.imports}

declare global {
  interface Window {
    __walletkitHost?: { ${hostType} }
  }
}

const host = window.__walletkitHost ?? { ${hostDefaults} }
${setup}
${signMessageButton.component(message)}

export function App() {
  return (
${devnetProviderOpening({ name: 'walletkit host', description, networks: networks.list, ...(options.props ? { props: options.props } : {}) })}
      <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-8">
        <ConnectButton />
        <Sign />
        <WalletKitModal />
      </main>
    </WalletKitProvider>
  )
}
`
}
