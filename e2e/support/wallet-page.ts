import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { startDevnet, type Devnet, type DevnetPorts } from '../../apps/devnet/src/index'
import { launchChromium, type Browser } from './browser'
import { prepareHostApp, type HostAppOptions, type HostMode } from './host-app'
import { artifactsDir, hostMode } from './session'
import { serveStatic, type StaticServer } from './static-server'
import { openPage } from './clean-storage'

/** What the test host pages read from `window.__walletkitHost`. */
export type WalletPageHostConfig = Record<string, unknown>

export type WalletPageOptions = {
  /** The devnet services the suite needs, each on a free port. */
  services: ReadonlyArray<keyof DevnetPorts>
  /** The registry items and App.tsx of the host built under .tmp/<name>. */
  host?: HostAppOptions
  /** Builds the host another way instead (the WalletConnect host); given the name, gives its dist folder. */
  build?: (name: string) => Promise<{ dist: string }>
  /** How the host is built; the mode under test (hostMode()) unless the suite needs the CLI path itself. */
  mode?: HostMode
  /** Init scripts of the injected wallets, run in every page before its own scripts, in this order. */
  wallets?: (devnet: Devnet) => ReadonlyArray<string | Promise<string>>
  /** `window.__walletkitHost`: the services URL unless the host reads more (a Solana RPC, the relay, chains). */
  hostConfig?: (devnet: Devnet) => WalletPageHostConfig
  /** Abort every request that would leave the machine (WalletConnect's verify and telemetry hosts). */
  offline?: boolean
}

/** A devnet, a built host served on 127.0.0.1, and Chromium with the wallets and host config injected. */
export type WalletPage = {
  devnet: Devnet
  server: StaticServer
  browser: Browser
  /** A new tab on the host, at `path` (e.g. '?theme=light'); `cleanStorage` makes it a first visit. */
  newPage(path?: string, options?: { cleanStorage?: boolean }): Promise<Page>
  stop(): Promise<void>
}

/** The devnet's EVM chains as the test wallet and the test hosts take them. */
export const evmChains = (devnet: Devnet) => devnet.evmChains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name }))

/** `window.__walletkitHost` of a host that pairs over the local WalletConnect relay, on the devnet's EVM chains. */
export const relayHostConfig = (devnet: Devnet): WalletPageHostConfig => ({
  services: devnet.urls.services,
  relay: devnet.urls.relay,
  chains: evmChains(devnet),
})

/**
 * The browser suites' set-up: each starts the devnet services it needs, builds its host app,
 * serves it and opens Chromium with its wallet scripts, the same way. On a failure part way,
 * what already started is stopped again (a half-started devnet keeps its anvil running).
 */
export async function startWalletPage(name: string, options: WalletPageOptions): Promise<WalletPage> {
  const stops: Array<() => Promise<void>> = []
  const stop = async () => {
    for (const next of stops.reverse().splice(0)) await next()
  }
  try {
    const devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: options.services })
    stops.push(() => devnet.stop())
    const host = options.build ? await options.build(name) : await prepareHostApp(name, options.mode ?? hostMode(), options.host)
    const server = await serveStatic(host.dist)
    stops.push(() => server.close())
    const browser = await launchChromium()
    stops.push(() => browser.close())
    for (const script of options.wallets?.(devnet) ?? []) await browser.context.addInitScript(await script)
    const hostConfig = options.hostConfig?.(devnet) ?? { services: devnet.urls.services }
    await browser.context.addInitScript(`window.__walletkitHost = ${JSON.stringify(hostConfig)};`)
    if (options.offline) await browser.context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
    mkdirSync(artifactsDir, { recursive: true })
    return {
      devnet,
      server,
      browser,
      newPage: (path = '', options = {}) => openPage(browser.context, `${server.url}/${path}`, options),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
