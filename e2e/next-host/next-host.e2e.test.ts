import type { ChildProcess } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestWalletScript } from '../../apps/test-wallet/src/index'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { launchChromium, type Browser } from '../support/browser'
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

// templates/next-app set up as cli/test/templates.e2e.test.ts does (init, add connect-modal),
// with a page that renders the button and the modal, built by `next build` and served by
// `next start`. The devnet URLs reach the page at request time (a dynamic server page reads them
// from the environment), so the server and the browser render with the same configuration.

let root: string
let devnet: Devnet
let browser: Browser
let server: ChildProcess | undefined
let url: string

const providers = `'use client'

import type { ReactNode } from 'react'
import { WalletKitProvider } from '@/hooks/walletkit/walletkit-provider'
import type { Network } from '@/lib/walletkit/chains/chain-types'
import { defineLocalEvmNetwork } from '@/lib/walletkit/chains/define-local-evm-network'
import type { InitialConnection } from '@/lib/walletkit/state/connection/session-cookie'

export type HostConfig = { services: string; chains: Array<{ chainId: number; name: string; rpcUrl: string }> }

export function Providers({ config, initialConnection, children }: { config: HostConfig; initialConnection: InitialConnection | undefined; children: ReactNode }) {
  const networks: Network[] = config.chains.map((chain) => defineLocalEvmNetwork({ id: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl }))
  return (
    <WalletKitProvider
      projectId="walletkit-e2e"
      metadata={{ name: 'walletkit next host', description: 'A Next host made with the walletkit CLI', url: 'http://127.0.0.1', icons: [] }}
      networks={networks}
      blockchainApiUrl={config.services}
      catalogueUrl={config.services}
      analyticsUrl={config.services}
      initialConnection={initialConnection}
      sessionCookie
    >
      {children}
    </WalletKitProvider>
  )
}
`

const page = `import { cookies } from 'next/headers'
import { ConnectButton } from '@/components/walletkit/connect-button'
import { WalletKitModal } from '@/components/walletkit/modal/walletkit-modal'
import { readSessionCookie, SESSION_COOKIE_NAME } from '@/lib/walletkit/state/connection/session-cookie'
import { Providers, type HostConfig } from './providers'

// Rendered per request: the devnet's ports are known only when the server starts.
export const dynamic = 'force-dynamic'

export default async function Home() {
  const config = JSON.parse(process.env.WALLETKIT_E2E_HOST ?? '{"services":"http://127.0.0.1:8787","chains":[]}') as HostConfig
  // A returning visitor's last connection, so the server HTML already shows their account.
  const initialConnection = readSessionCookie((await cookies()).get(SESSION_COOKIE_NAME)?.value)
  return (
    <Providers config={config} initialConnection={initialConnection}>
      <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-8">
        <h1 className="text-2xl font-semibold">walletkit + Next.js</h1>
        <ConnectButton />
        <WalletKitModal />
      </main>
    </Providers>
  )
}
`

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'services'] })
  root = prepareTemplateHost('e2e-next-host', 'next-app')
  writeFileSync(join(root, 'app/providers.tsx'), providers)
  writeFileSync(join(root, 'app/page.tsx'), page)
  runIn(root, process.execPath, [tool('next/dist/bin/next'), 'build'])
  const chains = devnet.evmChains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name }))
  ;({ server, url } = await startNext(root, { WALLETKIT_E2E_HOST: JSON.stringify({ services: devnet.urls.services, chains }) }))
  browser = await launchChromium()
  await browser.context.addInitScript(await buildTestWalletScript({ chains, writeDist: false }))
})
afterAll(() => stopSsrHost({ server, browser, devnet, root }))

describe('Next template host served by next start', () => {
  test('behavior: the server HTML already holds the Connect Wallet button, before any script runs', async () => {
    await expectServerConnectButton(url)
  })

  test('behavior: hydrates without a warning or error, and the modal connects the Devnet Wallet', async () => {
    expect(await connectThroughModal(browser, url, devnet.evmAccounts[0]!.address)).toEqual([])
  })

  test('behavior: a returning visitor: the server HTML holds the account button, Connect Wallet is never painted, the wallet confirms; a wallet that says no ends cleanly disconnected', async () => {
    await returningVisitor(browser, url, devnet.evmAccounts[0]!.address)
  })
})
