import type { Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { launchChromium } from '../support/browser'
import { startHostPage } from './host-server'
import { approveFarcasterOnPhone } from './in-frame'

let devnet: Devnet
let host: { url: string; stop(): Promise<void> }
let browser: Awaited<ReturnType<typeof launchChromium>>
let page: Page
let decoy: Frame

type Wk = {
  auth: { getFarcasterUri(): Promise<{ url: string }>; connectFarcaster(): Promise<{ address: string }> }
  ids: string[]
  received: string[]
}
declare const window: Window & { wk: Wk; farcaster?: { address?: string; error?: string } }

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'services', 'frame'] })
  host = await startHostPage()
  // Every project, so the decoy window (projectId=decoy) may be embedded too.
  devnet.allowFrameOrigin(host.url)
  browser = await launchChromium({ thirdPartyStorage: true })
  page = await browser.context.newPage()
  const chain = devnet.evmChains[0]!
  await page.goto(
    `${host.url}/?frame=${encodeURIComponent(devnet.urls.frame)}&chain=${chain.chainId}&rpc=${encodeURIComponent(chain.rpcUrl)}`,
  )
  await page.waitForFunction(() => 'wk' in window)
  await page.evaluate(() => window.wk.auth.getFarcasterUri().then(() => true))
  // A second window on the secure origin (not the client's iframe) and an opaque-origin one.
  await page.evaluate((frameUrl) => {
    const other = document.createElement('iframe')
    other.id = 'decoy'
    other.src = `${frameUrl}/sdk?projectId=decoy`
    document.body.appendChild(other)
    const sandboxed = document.createElement('iframe')
    sandboxed.id = 'sandboxed'
    sandboxed.setAttribute('sandbox', 'allow-scripts')
    sandboxed.srcdoc = '<script>window.addEventListener("message", (e) => parent.postMessage(e.data, "*"))</script>'
    document.body.appendChild(sandboxed)
    return new Promise((resolve) => other.addEventListener('load', resolve))
  }, devnet.urls.frame)
  decoy = page.frames().find((f) => f.url().includes('projectId=decoy'))!
})

afterAll(async () => {
  await browser?.close()
  await host?.stop()
  await devnet?.stop()
})

/** Replies the secure frame itself sent for a request id (relayed copies from other windows do not count). */
/** Asks the real frame for the chain id from the host page and waits for its answer. */
async function askFrameAfterOthers(id: string): Promise<void> {
  await page.evaluate(
    ({ id, origin }) =>
      (document.getElementById('w3m-iframe') as HTMLIFrameElement).contentWindow!.postMessage(
        { type: '@w3m-app/GET_CHAIN_ID', id },
        origin,
      ),
    { id, origin: new URL(devnet.urls.frame).origin },
  )
  await page.waitForFunction((id) => window.wk.received.some((line) => line.includes(`"${id}"`)), id)
}
const repliesWithId = (id: string) =>
  page.evaluate(
    ([wanted, origin]) =>
      window.wk.received
        .map((line) => JSON.parse(line))
        .filter((entry) => entry.origin === origin && entry.data?.id === wanted && String(entry.data?.type).startsWith('@w3m-frame/'))
        .length,
    [id, new URL(devnet.urls.frame).origin] as const,
  )

describe('frame security in the browser', () => {
  test('behavior: forged success replies with a known id are ignored unless they come from the iframe on the secure origin', async () => {
    const { url } = await page.evaluate(() => window.wk.auth.getFarcasterUri())
    await page.evaluate(() => {
      window.wk.auth.connectFarcaster().then(
        (result) => void (window.farcaster = { address: result.address }),
        (error: Error) => void (window.farcaster = { error: error.message }),
      )
    })
    const id = await page.evaluate(() => window.wk.ids.at(-1)!)
    const forged = { type: '@w3m-frame/CONNECT_FARCASTER_SUCCESS', id, payload: { userName: 'mallory' } }
    // From the host page itself (wrong origin, wrong window).
    await page.evaluate((message) => window.postMessage(message, '*'), forged)
    // From another window on the secure origin (right origin, wrong window).
    await decoy.evaluate((message) => parent.postMessage(message, '*'), forged)
    // From an opaque-origin sandboxed frame.
    await page.evaluate(
      (message) => (document.getElementById('sandboxed') as HTMLIFrameElement).contentWindow!.postMessage(message, '*'),
      forged,
    )
    await page.waitForFunction((n) => window.wk.received.filter((line) => line.includes('mallory')).length >= n, 3)
    // Positive signal before the absence check: a reply from the real frame, asked after the forgeries, has arrived.
    await askFrameAfterOthers('after-forged')
    expect(await page.evaluate(() => window.farcaster)).toBeUndefined()

    await approveFarcasterOnPhone(page.context(), url, 'alice')
    await page.waitForFunction(() => window.farcaster !== undefined)
    const outcome = await page.evaluate(() => window.farcaster)
    expect(outcome?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await page.evaluate(() => localStorage.getItem('@walletkit/social_username'))).toBe(JSON.stringify('alice'))
  })

  test('behavior: the frame answers its parent only, and rejects invalid messages with an _ERROR', async () => {
    const frameOrigin = new URL(devnet.urls.frame).origin
    await page.evaluate((origin) => {
      const frame = (document.getElementById('w3m-iframe') as HTMLIFrameElement).contentWindow!
      frame.postMessage({ type: '@w3m-app/GET_CHAIN_ID', id: 'from-parent' }, origin)
      frame.postMessage({ type: '@w3m-app/CONNECT_EMAIL', id: 'invalid-email', payload: { email: 'not-an-email' } }, origin)
    }, frameOrigin)
    // A sibling window on the same secure origin, and the opaque-origin frame, both try the real frame.
    await decoy.evaluate(() => {
      for (let i = 0; i < parent.frames.length; i++)
        parent.frames[i]!.postMessage({ type: '@w3m-app/GET_CHAIN_ID', id: 'from-sibling' }, '*')
    })
    await page.evaluate(() => {
      const sandboxed = (document.getElementById('sandboxed') as HTMLIFrameElement).contentWindow!
      sandboxed.postMessage({ relay: true }, '*')
    })
    await page.waitForFunction(
      () =>
        window.wk.received.some((line) => line.includes('"from-parent"')) &&
        window.wk.received.some((line) => line.includes('"invalid-email"')),
    )
    const invalid = await page.evaluate(() =>
      window.wk.received.map((line) => JSON.parse(line)).find((entry) => entry.data?.id === 'invalid-email'),
    )
    expect(invalid).toMatchObject({
      origin: frameOrigin,
      data: { type: '@w3m-frame/CONNECT_EMAIL_ERROR', payload: { message: 'An error occurred' } },
    })
    // The frame handles messages in order: once it answers one sent after the sibling's, it has seen (and ignored) those.
    await askFrameAfterOthers('after-sibling')
    expect(await repliesWithId('from-parent')).toBe(1)
    expect(await repliesWithId('from-sibling')).toBe(0)
  })

  test('behavior: the secure site may be embedded only by allowed origins', async () => {
    const response = await fetch(`${devnet.urls.frame}/sdk?projectId=any`)
    // The demo's origins by default, no port wildcard, plus the host this test registered.
    expect(response.headers.get('content-security-policy')).toBe(`frame-ancestors http://127.0.0.1:5173 http://localhost:5173 ${host.url}`)
    // Opened on its own (no parent), the page refuses to run.
    const own = await browser.context.newPage()
    await own.goto(`${devnet.urls.frame}/sdk?projectId=any`)
    await own.waitForFunction(() => document.body.textContent?.includes('only runs inside an allowed app'))
    await own.close()
  })

  test('behavior: a page on an origin that is not allowed cannot embed the secure site: the browser blocks it and nothing reaches the page', async () => {
    // Same page, other port: another origin, never registered with the frame site.
    const stranger = await startHostPage()
    const chain = devnet.evmChains[0]!
    const other = await browser.context.newPage()
    try {
      await other.goto(
        `${stranger.url}/?frame=${encodeURIComponent(devnet.urls.frame)}&chain=${chain.chainId}&rpc=${encodeURIComponent(chain.rpcUrl)}`,
      )
      await other.waitForFunction(() => 'wk' in window)
      // A request makes the client load the iframe; it waits for a READY that must never come.
      await other.evaluate(() => void window.wk.auth.getFarcasterUri().catch(() => undefined))
      await other.waitForFunction(() => document.getElementById('w3m-iframe') !== null)
      // Chromium puts its own error document in place of the refused page (frame-ancestors).
      await expect
        .poll(() =>
          other
            .frames()
            .find((f) => f.parentFrame() !== null)
            ?.url(),
        )
        .toMatch(/^chrome-error:/)
      const fromFrame = () =>
        other.evaluate(
          (origin) => window.wk.received.filter((line) => JSON.parse(line).origin === origin).length,
          new URL(devnet.urls.frame).origin,
        )
      // Looked at over 3 s (the client's lost-READY reload comes 3 s after a load event).
      const until = Date.now() + 3_000
      while (Date.now() < until) {
        expect(await fromFrame()).toBe(0)
        await other.waitForTimeout(200)
      }
    } finally {
      await other.close()
      await stranger.stop()
    }
  })
})
