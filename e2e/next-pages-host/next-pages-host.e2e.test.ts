import type { ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestWalletScript } from '../../apps/test-wallet/src/index'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { launchChromium, type Browser } from '../support/browser'
import { artifactsDir } from '../support/session'
import {
  connectThroughModal,
  expectServerConnectButton,
  prepareTemplateHost,
  returningVisitor,
  runIn,
  startNext,
  stopSsrHost,
  tool,
} from '../support/ssr-host'

// templates/next-pages (the Next pages router) set up by `walletkit init` and `add connect-modal`,
// built by `next build`, served by `next start`. The returning visitor's session is read the pages
// router's way: getServerSideProps reads the request's Cookie header with readSessionCookieHeader
// and hands it to _app through pageProps, which gives it to the provider as initialConnection.

const app = `import type { AppProps } from 'next/app'
import { WalletKitProvider } from '@/hooks/walletkit/walletkit-provider'
import { WalletKitModal } from '@/components/walletkit/modal/walletkit-modal'
import type { Network } from '@/lib/walletkit/chains/chain-types'
import { defineLocalEvmNetwork } from '@/lib/walletkit/chains/define-local-evm-network'
import type { InitialConnection } from '@/lib/walletkit/state/connection/session-cookie'
import '@/styles/globals.css'

export type HostConfig = { services: string; chains: Array<{ chainId: number; name: string; rpcUrl: string }> }
export type WalletKitPageProps = { config: HostConfig; initialConnection: InitialConnection | null }

// Pages without getServerSideProps (the 404 page, prerendered at build time) get no props.
const noConfig: HostConfig = { services: 'http://127.0.0.1:8787', chains: [] }

export default function App({ Component, pageProps }: AppProps<Partial<WalletKitPageProps>>) {
  const config = pageProps.config ?? noConfig
  const networks: Network[] = config.chains.map((chain) => defineLocalEvmNetwork({ id: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl }))
  return (
    <WalletKitProvider
      projectId="walletkit-e2e"
      metadata={{ name: 'walletkit next pages host', description: 'A Next pages-router host made with the walletkit CLI', url: 'http://127.0.0.1', icons: [] }}
      networks={networks}
      blockchainApiUrl={config.services}
      catalogueUrl={config.services}
      analyticsUrl={config.services}
      initialConnection={pageProps.initialConnection ?? undefined}
      sessionCookie
    >
      <Component {...pageProps} />
      <WalletKitModal />
    </WalletKitProvider>
  )
}
`

const index = `import type { GetServerSideProps } from 'next'
import { ConnectButton } from '@/components/walletkit/connect-button'
import { readSessionCookieHeader } from '@/lib/walletkit/state/connection/session-cookie'
import type { HostConfig, WalletKitPageProps } from './_app'

// Per request: the returning visitor's last connection (null when none: props are JSON), and the devnet's ports.
export const getServerSideProps: GetServerSideProps<WalletKitPageProps> = async ({ req }) => ({
  props: {
    config: JSON.parse(process.env.WALLETKIT_E2E_HOST ?? '{"services":"http://127.0.0.1:8787","chains":[]}') as HostConfig,
    initialConnection: readSessionCookieHeader(req.headers.cookie) ?? null,
  },
})

export default function Home() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-8">
      <h1 className="text-2xl font-semibold">walletkit + Next.js pages</h1>
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
  root = prepareTemplateHost('e2e-next-pages-host', 'next-pages')
  writeFileSync(join(root, 'pages/_app.tsx'), app)
  writeFileSync(join(root, 'pages/index.tsx'), index)
  runIn(root, process.execPath, [tool('next/dist/bin/next'), 'build'])
  const chains = devnet.evmChains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name }))
  ;({ server, url } = await startNext(root, { WALLETKIT_E2E_HOST: JSON.stringify({ services: devnet.urls.services, chains }) }))
  browser = await launchChromium()
  await browser.context.addInitScript(await buildTestWalletScript({ chains, writeDist: false }))
})
afterAll(() => stopSsrHost({ server, browser, devnet, root }))

describe('Next pages-router template host served by next start', () => {
  test('default: init detects the pages router; the server HTML holds the Connect Wallet button', async () => {
    expect(JSON.parse(readFileSync(join(root, 'walletkit.json'), 'utf8'))).toMatchObject({
      framework: 'next-pages',
      rsc: false,
      tailwind: { css: 'styles/globals.css' },
    })
    await expectServerConnectButton(url)
  })

  test('behavior: hydrates without a warning, and the modal connects the Devnet Wallet', async () => {
    expect(await connectThroughModal(browser, url, devnet.evmAccounts[0]!.address)).toEqual([])
  })

  test('behavior: a returning visitor: server HTML holds the account button, Connect Wallet is never painted; a wallet that says no ends cleanly disconnected', async () => {
    await returningVisitor(browser, url, devnet.evmAccounts[0]!.address, (page, step) =>
      page.screenshot({ path: join(artifactsDir, `next-pages-host-${step}.png`) }),
    )
  })
})
