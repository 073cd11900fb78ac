import { buildTestWalletScript } from '../../apps/test-wallet/src/index'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { hostileCss } from '../host-css/hostile-css'
import type { EngineContext, EnginePage } from '../support/engines'
import { prepareHostApp, type HostAppOptions } from '../support/host-app'
import { serveStatic, type StaticServer } from '../support/static-server'
import { phoneFramePage, phoneFramePath } from './phone-frame'

/**
 * A CLI-built host served for every engine: devnet (anvil + services) on free ports, the host
 * built by `walletkit add`, and the test wallet and the devnet URLs served in index.html's head
 * (WebKit's WebDriver has no init scripts, so no engine gets them that way). `?hostile` in the
 * page URL adds the hostile host stylesheet (e2e/host-css) before the app renders. `frame: true`
 * starts devnet's secure frame site too, with the host's origin on its allowlist; `relay: true`
 * the WalletConnect relay, `solana: true` the local SVM (its URL is `solanaRpc` in the page's config).
 * `head` is more script served in the head, after the wallet's.
 */
export type EngineHost = { devnet: Devnet; server: StaticServer; stop(): Promise<void> }

export type EngineHostOptions = { host?: HostAppOptions; frame?: boolean; relay?: boolean; solana?: boolean; head?: string }

export async function startEngineHost(name: string, options: EngineHostOptions = {}): Promise<EngineHost> {
  const devnet = await startDevnet({
    evm: 0,
    solana: 0,
    services: 0,
    frame: 0,
    relay: 0,
    only: [
      'evm',
      'services',
      ...(options.frame ? (['frame'] as const) : []),
      ...(options.relay ? (['relay'] as const) : []),
      ...(options.solana ? (['solana'] as const) : []),
    ],
  })
  try {
    const host = await prepareHostApp(name, 'cli', options.host)
    const chains = devnet.evmChains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name }))
    const wallet = (await buildTestWalletScript({ chains, writeDist: false })).replaceAll('</script', '<\\/script')
    const config = JSON.stringify({
      services: devnet.urls.services,
      chains,
      frame: devnet.urls.frame || undefined,
      relay: devnet.urls.relay || undefined,
      solanaRpc: devnet.urls.solanaRpc || undefined,
    })
    const hostile = `if (new URLSearchParams(location.search).has('hostile')) document.addEventListener('DOMContentLoaded', () => {
  const style = document.createElement('style'); style.textContent = ${JSON.stringify(hostileCss)}; document.head.append(style) })`
    const server = await serveStatic(host.dist, {
      pages: { [phoneFramePath]: phoneFramePage },
      headHtml: () =>
        `<script>window.__walletkitHost = ${config};</script><script>${wallet}</script><script>${hostile}</script>${options.head ? `<script>${options.head}</script>` : ''}`,
    })
    if (options.frame) devnet.allowFrameOrigin(server.url)
    return {
      devnet,
      server,
      async stop() {
        await server.close()
        await devnet.stop()
      },
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}

/** Opens the Connect view from the Connect Wallet button of `doc` (the page, or a frame in it) and waits until it has settled. */
export async function openConnect(page: EnginePage, doc: EngineContext = page): Promise<void> {
  await doc.click('[data-slot="connect-button"]')
  await doc.waitForFunction(() =>
    [...document.querySelectorAll('[role="dialog"] [data-section="injected"] button')].some((b) =>
      b.textContent?.includes('Devnet Wallet'),
    ),
  )
  // No hover state under the pointer; the modal's height and view transitions settle before anything is measured.
  await page.mouseMove(0, 0)
  // WebKit updates :hover a moment after the pointer moved.
  await doc.waitForFunction(
    () => document.querySelectorAll('[data-slot="connect-button"]:hover, [data-slot="modal-card"] :hover').length === 0,
  )
  await settleAnimations(doc)
}

/**
 * Resolves once two frames pass with no finite animation running in `doc`. The hover's colour
 * transition back starts at the next style update, not when :hover clears: a check made in
 * between saw nothing running and measured the button mid-fade (WebKit, 1 run in 3). So: let two
 * frames pass, finish whatever runs, and repeat until two frames pass with nothing running.
 */
export function settleAnimations(doc: EngineContext): Promise<void> {
  return doc.evaluate(async () => {
    const frames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
    for (let round = 0; round < 20; round++) {
      await frames()
      // A spinner's endless animation never finishes; only finite ones are waited for.
      const running = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
      if (running.length === 0) return
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)))
    }
  })
}
