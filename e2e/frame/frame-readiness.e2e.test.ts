import type { Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { launchChromium } from '../support/browser'
import { startHostPage } from './host-server'

// The frame client's readiness with a real iframe in Chromium (registry/lib/frame/frame-readiness.ts):
// the secure site's first load never says READY (a lost message or a broken page), so the client
// loads the frame again, and a request made before any READY is answered by the new load.

let devnet: Devnet
let host: { url: string; stop(): Promise<void> }
let browser: Awaited<ReturnType<typeof launchChromium>>

type Wk = { auth: { frame: { request(name: 'GET_CHAIN_ID', payload: undefined): Promise<{ chainId: string | number }> } } }
declare const window: Window & { wk: Wk; answer?: string }

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'services', 'frame'] })
  host = await startHostPage()
  devnet.allowFrameOrigin(host.url)
  browser = await launchChromium({ thirdPartyStorage: true })
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await host?.stop()
  await devnet?.stop()
})

/**
 * Opens the host page with the first load of the secure site's /sdk page served by `first`; when the
 * client asks for the page again, `beforeSecondLoad` runs before that load is let through.
 */
async function hostWithFirstLoad(
  first: string,
  beforeSecondLoad: (page: Page) => Promise<void> = async () => {},
  beforeOpen: (page: Page) => Promise<void> = async () => {},
): Promise<{ page: Page; loads: () => number }> {
  const page = await browser.context.newPage()
  // Before the host opens: what the first load meets is in place when it starts.
  await beforeOpen(page)
  let loads = 0
  await page.route(`${devnet.urls.frame}/sdk?**`, async (route: Route) => {
    loads += 1
    if (loads === 1) return route.fulfill({ status: 200, contentType: 'text/html', body: first })
    if (loads === 2) await beforeSecondLoad(page)
    return route.continue()
  })
  const chain = devnet.evmChains[0]!
  // Not until load: the page's load waits for its iframe's, which a stalled frame never fires.
  await page.goto(
    `${host.url}/?frame=${encodeURIComponent(devnet.urls.frame)}&chain=${chain.chainId}&rpc=${encodeURIComponent(chain.rpcUrl)}&log=warn`,
    { waitUntil: 'domcontentloaded' },
  )
  await page.waitForFunction(() => 'wk' in window)
  // Asked at once, long before any READY: it must wait for one from the load that will answer it.
  await page.evaluate(() => {
    void window.wk.auth.frame.request('GET_CHAIN_ID', undefined).then(
      (reply) => (window.answer = String(reply.chainId)),
      (error: Error) => (window.answer = `error: ${error.message}`),
    )
  })
  return { page, loads: () => loads }
}

describe('frame readiness with a real iframe in Chromium', () => {
  test('behavior: a first load that never says READY is loaded again, and the request made before it is answered', async () => {
    const { page, loads } = await hostWithFirstLoad('<!doctype html><title>silent</title><p>no READY here</p>')
    await page.waitForFunction(() => window.answer !== undefined, undefined, { timeout: 30_000 })
    expect(await page.evaluate(() => window.answer)).toBe(`eip155:${devnet.evmChains[0]!.chainId}`)
    expect(loads()).toBe(2)
    expect(await page.locator('#w3m-iframe').count()).toBe(1)
    await page.close()
  })

  // The first document says READY late, while the client is already loading the frame again (the
  // new page is still on its way): that READY is from a document about to go, and a request sent on
  // it would be lost with it. Before the fix the request went to the old document and was never answered.
  test('behavior: a late READY from the previous load does not count; the request is answered by the new load', async () => {
    const recording = `<!doctype html><title>late</title><script>
      window.got = []
      addEventListener('message', (event) => window.got.push(event.data && event.data.type))
    </script>`
    type Old = Window & { got: string[] }
    const { page, loads } = await hostWithFirstLoad(recording, async (current) => {
      // The document of the first load, if the client's iframe still shows it.
      const old = current
        .frames()
        .find((frame) => frame !== current.mainFrame() && frame.url().startsWith(`${devnet.urls.frame}/sdk`) && !frame.isDetached())
      if (!old) return
      const readySent = await old
        .evaluate(() => (parent.postMessage({ type: '@w3m-frame/READY', payload: {} }, '*'), true))
        .catch(() => false)
      // Let the new page through once the host either sent the old one its request or plainly ignored it.
      if (readySent)
        await old
          .waitForFunction(() => (window as unknown as Old).got.includes('@w3m-app/GET_CHAIN_ID'), undefined, { timeout: 5_000 })
          .catch(() => undefined)
    })
    await page.waitForFunction(() => window.answer !== undefined, undefined, { timeout: 30_000 })
    expect(await page.evaluate(() => window.answer)).toBe(`eip155:${devnet.evmChains[0]!.chainId}`)
    expect(loads()).toBe(2)
    expect(await page.locator('#w3m-iframe').count()).toBe(1)
    await page.close()
  })

  // The first page's script never arrives (a stalled request, as once in CI: the frame's document
  // came, then neither its load event nor READY in 20 s). The client cannot tell a stall from a slow
  // network, so it waits the 20 s, fails with the SPEC error and says which side to look at; the
  // user's Try again (the next request) loads the frame again and is answered.
  test('behavior: a first load whose script never arrives: the request fails after 20 s with the SPEC error, the warning says the page never finished loading, and the next request is answered by a new load', {
    timeout: 60_000,
  }, async () => {
    const warnings: string[] = []
    const { page, loads } = await hostWithFirstLoad(
      `<!doctype html><title>stalled</title><script src="${devnet.urls.frame}/stalled-for-ever.js"></script>`,
      async () => {},
      async (opened) => {
        opened.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
        // Held, never answered: the iframe's load event cannot fire.
        await opened.route('**/stalled-for-ever.js', () => new Promise<void>(() => {}))
      },
    )
    await page.waitForFunction(() => window.answer !== undefined, undefined, { timeout: 30_000 })
    expect(await page.evaluate(() => window.answer)).toBe(
      'error: Unable to load email login dependency\n\nDetails: no READY from the secure frame',
    )
    expect(warnings.some((text) => text.includes('no READY within 20000 ms (its page has not finished loading; 0 reloads so far)'))).toBe(
      true,
    )
    expect(loads()).toBe(1)

    const retried = await page.evaluate(() =>
      window.wk.auth.frame.request('GET_CHAIN_ID', undefined).then(
        (reply) => String(reply.chainId),
        (error: Error) => `error: ${error.message}`,
      ),
    )
    expect(retried).toBe(`eip155:${devnet.evmChains[0]!.chainId}`)
    expect(loads()).toBe(2)
    expect(await page.locator('#w3m-iframe').count()).toBe(1)
    await page.close()
  })
})
