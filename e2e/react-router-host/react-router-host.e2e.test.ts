import type { ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestWalletScript } from '../../apps/test-wallet/src/index'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { launchChromium, type Browser } from '../support/browser'
import { startServerProcess } from '../support/server-process'
import { artifactsDir } from '../support/session'
import {
  connectThroughModal,
  expectServerConnectButton,
  prepareTemplateHost,
  returningVisitor,
  runIn,
  stopSsrHost,
  tool,
} from '../support/ssr-host'

// templates/react-router (React Router 7, framework mode) set up by `walletkit init` and
// `add connect-modal`, type-checked (typegen + tsc), built by `react-router build`, served by
// `react-router-serve`. The returning visitor's session is read React Router's way: the root
// route's loader reads the request's Cookie header with readSessionCookieHeader; the root
// component gives it to the provider.

const rootRoute = `import type { ReactNode } from 'react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, type LoaderFunctionArgs } from 'react-router'
import { WalletKitProvider } from '@/hooks/walletkit/walletkit-provider'
import { WalletKitModal } from '@/components/walletkit/modal/walletkit-modal'
import type { Network } from '@/lib/walletkit/chains/chain-types'
import { defineLocalEvmNetwork } from '@/lib/walletkit/chains/define-local-evm-network'
import { readSessionCookieHeader } from '@/lib/walletkit/state/connection/session-cookie'
import './app.css'

type HostConfig = { services: string; chains: Array<{ chainId: number; name: string; rpcUrl: string }> }

// On the server, per request: the returning visitor's last connection and the devnet's ports.
export function loader({ request }: LoaderFunctionArgs) {
  return {
    config: JSON.parse(process.env.WALLETKIT_E2E_HOST ?? '{"services":"http://127.0.0.1:8787","chains":[]}') as HostConfig,
    initialConnection: readSessionCookieHeader(request.headers.get('Cookie')) ?? null,
  }
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>walletkit + React Router</title>
        <link rel="icon" href="data:," />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  const { config, initialConnection } = useLoaderData<typeof loader>()
  const networks: Network[] = config.chains.map((chain) => defineLocalEvmNetwork({ id: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl }))
  return (
    <WalletKitProvider
      projectId="walletkit-e2e"
      metadata={{ name: 'walletkit react router host', description: 'A React Router host made with the walletkit CLI', url: 'http://127.0.0.1', icons: [] }}
      networks={networks}
      blockchainApiUrl={config.services}
      catalogueUrl={config.services}
      analyticsUrl={config.services}
      initialConnection={initialConnection ?? undefined}
      sessionCookie
    >
      <Outlet />
      <WalletKitModal />
    </WalletKitProvider>
  )
}
`

const home = `import { ConnectButton } from '@/components/walletkit/connect-button'

export default function Home() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-8">
      <h1 className="text-2xl font-semibold">walletkit + React Router</h1>
      <ConnectButton />
    </main>
  )
}
`

let root: string
let devnet: Devnet
let browser: Browser
let server: ChildProcess | undefined
let url: string

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'services'] })
  root = prepareTemplateHost('e2e-react-router-host', 'react-router')
  writeFileSync(join(root, 'app/root.tsx'), rootRoute)
  writeFileSync(join(root, 'app/routes/home.tsx'), home)
  // The template's own typecheck script: route types, then tsc over the host and the copied kit.
  runIn(root, process.execPath, [tool('@react-router/dev/bin.js'), 'typegen'])
  runIn(root, process.execPath, [tool('typescript/bin/tsc'), '-p', '.', '--noEmit'])
  runIn(root, process.execPath, [tool('@react-router/dev/bin.js'), 'build'])
  const chains = devnet.evmChains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name }))
  const started = await startServerProcess({
    cwd: root,
    args: () => [tool('@react-router/serve/bin.js'), './build/server/index.js'],
    env: (port) => ({
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      WALLETKIT_E2E_HOST: JSON.stringify({ services: devnet.urls.services, chains }),
    }),
    ready: /\[react-router-serve\]/,
  })
  server = started.server
  url = `${started.origin}/`
  browser = await launchChromium()
  await browser.context.addInitScript(await buildTestWalletScript({ chains, writeDist: false }))
})
afterAll(() => stopSsrHost({ server, browser, devnet, root }))

describe('React Router template host served by react-router-serve', () => {
  test('default: init detects React Router; the server HTML holds the Connect Wallet button', async () => {
    expect(JSON.parse(readFileSync(join(root, 'walletkit.json'), 'utf8'))).toMatchObject({
      framework: 'react-router',
      rsc: false,
      tailwind: { css: 'app/app.css' },
    })
    await expectServerConnectButton(url)
  })

  test('behavior: hydrates without a warning, and the modal connects the Devnet Wallet', async () => {
    expect(await connectThroughModal(browser, url, devnet.evmAccounts[0]!.address)).toEqual([])
  })

  test('behavior: a returning visitor: server HTML holds the account button, Connect Wallet is never painted; a wallet that says no ends cleanly disconnected', async () => {
    await returningVisitor(browser, url, devnet.evmAccounts[0]!.address, (page, step) =>
      page.screenshot({ path: join(artifactsDir, `react-router-host-${step}.png`) }),
    )
  })
})
