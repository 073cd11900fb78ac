import { devnetProviderOpening, exposeKit, themeModeFromQuery } from './host-source-fragments'

/**
 * The source of the small host app the browser tests, the demo and the benchmark drive. Where
 * the walletkit files come from depends on how the host was made: the CLI copies them under
 * the host's aliases, the direct mode aliases the repo's registry/ folder.
 */
export type ImportRoots = { hooks: string; components: string; lib: string }

export const cliRoots: ImportRoots = { hooks: '@/hooks/walletkit', components: '@/components/walletkit', lib: '@/lib/walletkit' }
export const directRoots: ImportRoots = { hooks: '@/registry/hooks', components: '@/registry/components', lib: '@/registry/lib' }

/**
 * App.tsx: reads the devnet URLs and chains from `window.__walletkitHost` (an init script sets
 * it), so one build serves any ports; `?theme=light` picks the theme.
 */
// How the shared host makes each network from a devnet chain (`chain` in scope).
const localNetwork = 'defineLocalEvmNetwork({ id: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl })'

/**
 * The shared host's source with `fields` (object-literal entries, `chain` in scope) added to each
 * network it makes. Throws when the source no longer makes its networks that way, so a test
 * relying on the fields cannot silently run without them.
 *
 * @example
 * withNetworkFields(hostAppSource(roots), "assets: { imageId: 'devnet-' + String(chain.chainId) }")
 */
export function withNetworkFields(source: string, fields: string): string {
  if (!source.includes(localNetwork)) throw new Error('the host source no longer makes its networks with defineLocalEvmNetwork')
  return source.replace(localNetwork, `({ ...${localNetwork}, ${fields} })`)
}

/**
 * The shared host's source with `<ExposeKit />` rendered beside the connect button, so the test
 * reads the kit on `window.__walletkit`. Throws when the source changed shape.
 */
export function withExposedKit(source: string, roots: ImportRoots): string {
  const button = `import { ConnectButton } from '${roots.components}/connect-button'`
  if (!source.includes(button) || !source.includes('    __walletkitHost?: HostConfig') || !source.includes('<ConnectButton />')) {
    throw new Error('the host source changed shape: ExposeKit has no place in it')
  }
  return source
    .replace(button, `${button}\n${exposeKit.imports(roots)}`)
    .replace('    __walletkitHost?: HostConfig', `    __walletkitHost?: HostConfig\n    ${exposeKit.windowField}`)
    .replace('export function App() {', `${exposeKit.component}\n\nexport function App() {`)
    .replace('<ConnectButton />', '<ConnectButton />\n        <ExposeKit />')
}

/** The app metadata of the shared host and of the hosts made like it. */
export const cliHostMetadata = { name: 'walletkit host', description: 'A host app made with the walletkit CLI' }

export function hostAppSource(roots: ImportRoots): string {
  return `import { WalletKitProvider } from '${roots.hooks}/walletkit-provider'
import { ConnectButton } from '${roots.components}/connect-button'
import { WalletKitModal } from '${roots.components}/modal/walletkit-modal'
import type { Network } from '${roots.lib}/chains/chain-types'
import { defineLocalEvmNetwork } from '${roots.lib}/chains/define-local-evm-network'

type HostConfig = { services: string; frame?: string; relay?: string; chains: Array<{ chainId: number; name: string; rpcUrl: string }> }

declare global {
  interface Window {
    __walletkitHost?: HostConfig
  }
}

const host: HostConfig = window.__walletkitHost ?? { services: 'http://127.0.0.1:8787', chains: [{ chainId: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:8545' }] }
const networks: Network[] = host.chains.map((chain) => ${localNetwork})
${themeModeFromQuery}

export function App() {
  return (
${devnetProviderOpening({ ...cliHostMetadata, props: ['secureSiteOrigin={host.frame}', 'relayUrl={host.relay}', 'theme={{ themeMode }}'] })}
      <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-8">
        <h1 className="text-2xl font-semibold">walletkit + Vite</h1>
        <ConnectButton />
        <WalletKitModal />
      </main>
    </WalletKitProvider>
  )
}
`
}

/** The same page without walletkit: the baseline the benchmark subtracts. */
export const plainAppSource = `export function App() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-8">
      <h1 className="text-2xl font-semibold">walletkit + Vite</h1>
      <button type="button">Connect Wallet</button>
    </main>
  )
}
`
