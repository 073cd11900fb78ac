import type { HostMode } from '../support/host-app'
import { cliHostMetadata, type ImportRoots } from '../support/host-source'
import { devnetProviderOpening } from '../support/host-source-fragments'

/**
 * In direct mode (no CLI) the sign-in, name and WalletConnect views are registered by hand, as `walletkit add`
 * wires them into a CLI host's installed-views file; empty for a CLI host.
 */
export function siwxViewRegistration(roots: ImportRoots, mode: HostMode): string {
  const views = [
    ['SIWXSignMessage', 'siwx-sign-message-view', 'SiwxSignMessageView'],
    ['ConnectingSiwe', 'connecting-siwe-view', 'ConnectingSiweView'],
    ['RegisterAccountName', 'register-account-name-view', 'RegisterAccountNameView'],
    ['RegisterAccountNameSuccess', 'register-account-name-success-view', 'RegisterAccountNameSuccessView'],
    ['ConnectingWalletConnect', 'connecting-walletconnect-view', 'ConnectingWalletConnectView'],
    ['ConnectingWalletConnectBasic', 'connecting-walletconnect-basic-view', 'ConnectingWalletConnectBasicView'],
  ]
  return mode === 'direct'
    ? `import { lazy } from 'react'
import { installedViews } from '${roots.components}/modal/installed-views'
Object.assign(installedViews, {
${views.map(([route, file, name]) => `  ${route}: lazy(() => import('${roots.components}/${file}').then((m) => ({ default: m.${name} }))),`).join('\n')}
})
`
    : ''
}

/**
 * App.tsx of the sign-in host: the shared host's page plus the `siwx` option, picked by the
 * query (`?siwx=browser|api`, `&required=1`), and a line showing the session the kit holds.
 * Its networks are the devnet's EVM chains, or with `solana` only devnet's local SVM
 * (`window.__walletkitHost.solanaRpc`).
 */
export function siwxHostSource(roots: ImportRoots, mode: HostMode, options: { solana?: boolean } = {}): string {
  const registration = siwxViewRegistration(roots, mode)
  const networks = options.solana
    ? `[defineLocalSolanaNetwork({ rpcUrl: host.solanaRpc ?? 'http://127.0.0.1:8899' })]`
    : `host.chains.map((chain) => defineLocalEvmNetwork({ id: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl }))`
  return `import { WalletKitProvider } from '${roots.hooks}/walletkit-provider'
import { useSiwx } from '${roots.hooks}/use-siwx'
import { ConnectButton } from '${roots.components}/connect-button'
import { WalletKitModal } from '${roots.components}/modal/walletkit-modal'
import type { Network } from '${roots.lib}/chains/chain-types'
${options.solana ? `import { defineLocalSolanaNetwork } from '${roots.lib}/chains/define-local-solana-network'` : `import { defineLocalEvmNetwork } from '${roots.lib}/chains/define-local-evm-network'`}
import { createBlockchainApiClient } from '${roots.lib}/api/blockchain/create-blockchain-api-client'
import { createApiSiwx } from '${roots.lib}/siwx/create-api-siwx'
import { createBrowserSiwx } from '${roots.lib}/siwx/create-browser-siwx'
import { logger } from '${roots.lib}/logger/logger'
${registration}
type HostConfig = { services: string; relay?: string; solanaRpc?: string; chains: Array<{ chainId: number; name: string; rpcUrl: string }> }

declare global {
  interface Window {
    __walletkitHost?: HostConfig
  }
}

const host: HostConfig = window.__walletkitHost ?? { services: 'http://127.0.0.1:8787', chains: [{ chainId: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:8545' }] }
const networks: Network[] = ${networks}
const query = new URLSearchParams(window.location.search)
// The test prints the page's warnings, so a failed step says why.
logger.level = 'warn'
const themeMode = query.get('theme') === 'light' ? 'light' : 'dark'
const required = query.get('required') === '1'
const statement = 'Sign in to the walletkit e2e host.'
const siwx =
  query.get('siwx') === 'api'
    ? createApiSiwx({ api: createBlockchainApiClient({ baseUrl: host.services, projectId: 'walletkit-e2e' }), required, statement })
    : query.get('siwx') === 'browser'
      ? createBrowserSiwx({ networks, required, statement })
      : undefined

function SessionLine() {
  const { session, status } = useSiwx()
  return (
    <p data-testid="siwx-session" data-status={status}>
      {session ? session.data.accountAddress : 'no session'}
    </p>
  )
}

export function App() {
  return (
${devnetProviderOpening({ ...cliHostMetadata, props: ['relayUrl={host.relay}', 'theme={{ themeMode }}', 'siwx={siwx}'] })}
      <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-8">
        <h1 className="text-2xl font-semibold">walletkit + Vite</h1>
        <ConnectButton />
        <SessionLine />
        <WalletKitModal />
      </main>
    </WalletKitProvider>
  )
}
`
}
