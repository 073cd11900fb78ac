import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { buildTestWalletScript } from '../../apps/test-wallet/src/index'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { launchChromium, type Browser } from './browser'
import { prepareHostApp, repoRoot, type HostApp, type HostAppOptions, type HostMode } from './host-app'
import { serveStatic, type StaticServer } from './static-server'
import { openPage } from './clean-storage'

export const artifactsDir = join(repoRoot, 'e2e/artifacts')

export type Session = {
  devnet: Devnet
  host: HostApp
  server: StaticServer
  browser: Browser
  /** A new tab on the host; `cleanStorage` makes it a first visit (see pageWithCleanStorage). */
  newPage(query?: string, options?: { cleanStorage?: boolean }): Promise<Page>
  stop(): Promise<void>
}

/** The host mode under test: the CLI path unless WALLETKIT_E2E_HOST=direct says otherwise. */
export function hostMode(): HostMode {
  return process.env.WALLETKIT_E2E_HOST === 'direct' ? 'direct' : 'cli'
}

/**
 * Devnet on free ports, the host app built and served on 127.0.0.1, and Chromium with the test
 * wallet and the devnet URLs injected before any page script runs.
 */
export type SessionOptions = {
  catalogueSize?: number
  host?: HostAppOptions
  /** Extra local services: the secure frame site (embedded wallet) and the WalletConnect relay. */
  services?: ReadonlyArray<'frame' | 'relay' | 'solana'>
  /** Chromium keeps the cross-site secure frame's storage, as a default profile does (a reload restores the embedded wallet's session). */
  thirdPartyStorage?: boolean
  /** Extra Chromium switches, e.g. a host-resolver rule that gives 127.0.0.1 a LAN-like name. */
  browserArgs?: string[]
}

export async function startSession(name: string, options: SessionOptions = {}): Promise<Session> {
  const previousSize = process.env.WALLETKIT_CATALOGUE_SIZE
  if (options.catalogueSize) process.env.WALLETKIT_CATALOGUE_SIZE = String(options.catalogueSize)
  const devnet = await startDevnet({
    evm: 0,
    solana: 0,
    services: 0,
    frame: 0,
    relay: 0,
    only: ['evm', 'services', ...(options.services ?? [])],
  }).finally(() => {
    // Read once at start; later devnets in this process get their own size.
    if (previousSize === undefined) delete process.env.WALLETKIT_CATALOGUE_SIZE
    else process.env.WALLETKIT_CATALOGUE_SIZE = previousSize
  })
  try {
    const host = await prepareHostApp(name, hostMode(), options.host)
    const server = await serveStatic(host.dist)
    const browser = await launchChromium({ thirdPartyStorage: options.thirdPartyStorage ?? false, args: options.browserArgs ?? [] })
    const chains = devnet.evmChains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name }))
    await browser.context.addInitScript(await buildTestWalletScript({ chains, writeDist: false }))
    // The host page's origin must be on the frame site's allowlist (no port wildcards there).
    devnet.allowFrameOrigin(server.url)
    const hostConfig = {
      services: devnet.urls.services,
      chains,
      frame: devnet.urls.frame || undefined,
      relay: devnet.urls.relay || undefined,
      solanaRpc: devnet.urls.solanaRpc || undefined,
    }
    await browser.context.addInitScript(`window.__walletkitHost = ${JSON.stringify(hostConfig)};`)
    mkdirSync(artifactsDir, { recursive: true })
    return {
      devnet,
      host,
      server,
      browser,
      newPage: (query = '', options = {}) => openPage(browser.context, `${server.url}/${query}`, options),
      async stop() {
        await browser.close()
        await server.close()
        await devnet.stop()
      },
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}
