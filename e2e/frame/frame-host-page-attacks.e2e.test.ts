import type { FrameLocator, Page } from 'playwright-core'
import { verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { launchChromium } from '../support/browser'
import { startHostPage } from './host-server'
import { emailSignIn, openWkHost } from './wk-host'

// An allowed app's page attacking the secure frame, in Chromium across two origins.
// Clickjacking: the page styles and places the iframe; each attack leaves the Approve button in
// plain view but hides, fakes or swaps what the user believes they approve. The frame must keep
// its buttons disarmed (data-visible=false, disabled) and arm again once the whole confirmation is
// on screen (the positive control that shows each check is not vacuous). Then: changing the
// account under an open confirmation, and fishing for secrets in the replies.

let devnet: Devnet
let host: { url: string; stop(): Promise<void> }
let browser: Awaited<ReturnType<typeof launchChromium>>
let page: Page
let address: Hex
let frameOrigin: string
const email = `clickjack-${Date.now()}@walletkit.dev`
const box = { top: 40, left: 40, width: 380, height: 520 }

type Wk = {
  auth: {
    frame: { reveal(r: { top: number; left: number; width: number; height: number }): void; hide(): void }
  }
  received: string[]
}
declare const window: Window & { wk: Wk }

const inFrame = (): FrameLocator => page.frameLocator('#w3m-iframe')
const card = () => inFrame().locator('[data-slot=frame-confirm][data-state=confirm]')
const approve = () => card().locator('[data-slot=frame-confirm-approve]')
const armed = () => approve().and(inFrame().locator(':enabled')).waitFor()
const seen = (visible: boolean) =>
  card()
    .and(inFrame().locator(`[data-visible=${visible}]`))
    .waitFor({ timeout: 15_000 })
const iframeStyle = (style: Record<string, string>) =>
  page.evaluate((s) => void Object.assign(document.getElementById('w3m-iframe')!.style, s), style)

const postDirect = (type: string, id: string, payload?: unknown) =>
  page.evaluate(
    ([t, i, p, origin]) =>
      (document.getElementById('w3m-iframe') as HTMLIFrameElement).contentWindow!.postMessage({ type: t, id: i, payload: p }, origin),
    [type, id, payload, frameOrigin] as const,
  )
const sign = (id: string, text: string) =>
  postDirect('@w3m-app/RPC_REQUEST', id, {
    method: 'personal_sign',
    params: [`0x${Buffer.from(text).toString('hex')}`, address],
    chainId: `eip155:${devnet.evmChains[0]!.chainId}`,
    chainNamespace: 'eip155',
  })

async function replyTo(id: string): Promise<{ type: string; payload?: unknown }> {
  const handle = await page.waitForFunction(
    ([wanted, origin]) =>
      window.wk.received.map((line) => JSON.parse(line)).find((entry) => entry.origin === origin && entry.data?.id === wanted)?.data,
    [id, frameOrigin] as const,
  )
  return (await handle.jsonValue()) as { type: string; payload?: unknown }
}

/** Where an element of the confirmation sits on the host page (the iframe is at box.left/top). */
async function rectOf(slot: string): Promise<{ x: number; y: number; width: number; height: number }> {
  const rect = await inFrame().locator(`[data-slot=${slot}]`).boundingBox()
  if (!rect) throw new Error(`${slot} has no box`)
  return rect
}

/** A request on screen, revealed in its normal box, armed: the state each attack starts from. */
async function showRequest(id: string, text: string): Promise<void> {
  await page.evaluate((r) => window.wk.auth.frame.reveal(r), box)
  await sign(id, text)
  await card().locator('dd', { hasText: text }).waitFor()
  await seen(true)
  await armed()
}

async function rejectAndHide(id: string): Promise<void> {
  await armed()
  await card().locator('[data-slot=frame-confirm-reject]').click()
  expect(await replyTo(id)).toMatchObject({ payload: { message: 'User rejected the request' } })
  await page.evaluate(() => window.wk.auth.frame.hide())
}

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'services', 'frame'] })
  frameOrigin = new URL(devnet.urls.frame).origin
  host = await startHostPage()
  devnet.allowFrameOrigin(host.url, 'e2e-project')
  browser = await launchChromium({ thirdPartyStorage: true })
  page = await browser.context.newPage()
  await openWkHost(page, devnet, host.url, { frameReady: true })
  address = await emailSignIn(page, devnet, email)
})

afterAll(async () => {
  await browser?.close()
  await host?.stop()
  await devnet?.stop()
})

describe('clickjacking the secure confirmation', () => {
  // One failed attack must not leave its request or styles in the way of the next.
  beforeEach(async () => {
    await postDirect('@w3m-app/RPC_ABORT', `reset-${Date.now()}`)
    await iframeStyle({ top: `${box.top}px`, height: `${box.height}px`, clipPath: '' })
    await page.evaluate(() => {
      document.getElementById('fake-details')?.remove()
      window.wk.auth.frame.hide()
    })
  })

  test('behavior: a lookalike panel over the details only (buttons left uncovered) disarms Approve', async () => {
    await showRequest('cover-details', 'drain everything')
    const rows = await rectOf('frame-confirm-rows')
    await page.evaluate((r) => {
      const fake = document.createElement('div')
      fake.id = 'fake-details'
      fake.textContent = 'Message: hello'
      Object.assign(fake.style, {
        position: 'fixed',
        top: `${r.y}px`,
        left: `${r.x}px`,
        width: `${r.width}px`,
        height: `${r.height}px`,
        zIndex: '2147483647',
        background: '#1f1f1f',
        color: '#f2f2f2',
        pointerEvents: 'none',
      })
      document.body.appendChild(fake)
    }, rows)
    await seen(false)
    expect(await approve().isDisabled()).toBe(true)
    await page.evaluate(() => document.getElementById('fake-details')!.remove())
    await seen(true)
    await rejectAndHide('cover-details')
  })

  test('behavior: a frame pushed past the top of the window, only its buttons on screen, disarms Approve', async () => {
    await showRequest('offscreen', 'pushed up')
    const actions = await rectOf('frame-confirm-actions')
    // Everything above the buttons is outside the viewport; the buttons stay fully visible.
    await iframeStyle({ top: `${box.top - (actions.y - 4)}px` })
    await seen(false)
    expect(await approve().isDisabled()).toBe(true)
    expect((await approve().boundingBox())!.y).toBeGreaterThanOrEqual(0)
    // The user is told why the buttons are off (after a moment), and the hint goes once all is shown.
    const status = card().locator('[data-slot=frame-confirm-status]')
    await expect
      .poll(() => status.textContent(), { timeout: 10_000 })
      .toBe('Scroll or enlarge the window so this whole request is visible to answer it.')
    await iframeStyle({ top: `${box.top}px` })
    await seen(true)
    await expect.poll(() => status.textContent()).toBe('')
    await rejectAndHide('offscreen')
  })

  test('behavior: a frame squeezed until the details collapse, header and buttons still shown, disarms Approve', async () => {
    await showRequest('squeeze', 'squeezed out')
    const rows = await rectOf('frame-confirm-rows')
    // Exactly the rows' height taken away: the details shrink to a sliver, nothing else moves off.
    await iframeStyle({ height: `${box.height - rows.height + 2}px` })
    await inFrame()
      .locator('[data-slot=frame-confirm-rows]')
      .evaluate((el) => new Promise((done) => (el.clientHeight <= 4 ? done(null) : requestAnimationFrame(() => done(null)))))
    expect(
      await inFrame()
        .locator('[data-slot=frame-confirm-rows]')
        .evaluate((el) => el.clientHeight),
    ).toBeLessThanOrEqual(4)
    await seen(false)
    expect(await approve().isDisabled()).toBe(true)
    await iframeStyle({ height: `${box.height}px` })
    await seen(true)
    await rejectAndHide('squeeze')
  })

  test('behavior: a clip-path that shows only the buttons disarms Approve', async () => {
    await showRequest('clip', 'clipped away')
    const actions = await rectOf('frame-confirm-actions')
    await iframeStyle({ clipPath: `inset(${actions.y - box.top - 4}px 0 0 0)` })
    await seen(false)
    expect(await approve().isDisabled()).toBe(true)
    await iframeStyle({ clipPath: '' })
    await seen(true)
    await rejectAndHide('clip')
  })

  test('behavior: a request swapped in under the cursor (abort, then another) is never armed when it appears', async () => {
    await showRequest('swap-1', 'harmless')
    // Record, inside the frame, the buttons' state at the moment the new content is rendered.
    const frame = page.frames().find((f) => f.url().startsWith(devnet.urls.frame))!
    await frame.evaluate(() => {
      const w = window as Window & { swapSeen?: boolean[] }
      w.swapSeen = []
      const rows = document.querySelector('[data-slot=frame-confirm-rows]')!
      new MutationObserver(() => {
        if (rows.textContent?.includes('malicious'))
          w.swapSeen!.push((document.querySelector('[data-slot=frame-confirm-approve]') as HTMLButtonElement).disabled)
      }).observe(rows, { childList: true, subtree: true, characterData: true })
    })
    await postDirect('@w3m-app/RPC_ABORT', 'swap-abort')
    await sign('swap-2', 'malicious')
    expect((await replyTo('swap-1')).payload).toEqual({ message: 'Request was aborted' })
    await card().locator('dd', { hasText: 'malicious' }).waitFor()
    expect(await frame.evaluate(() => (window as Window & { swapSeen?: boolean[] }).swapSeen)).toEqual([true])
    await rejectAndHide('swap-2')
  })
})

describe('changing the request under an open confirmation', () => {
  test('behavior: switching the preferred account while the user reads does not change who signs', async () => {
    await postDirect('@w3m-app/RPC_ABORT', 'account-reset')
    await showRequest('account-swap', 'signed by the eoa')
    // The app asks for the smart account while the confirmation (checked for the eoa) is open.
    await postDirect('@w3m-app/SET_PREFERRED_ACCOUNT', 'to-smart', { type: 'smartAccount' })
    expect(await replyTo('to-smart')).toMatchObject({ type: '@w3m-frame/SET_PREFERRED_ACCOUNT_SUCCESS', payload: { type: 'smartAccount' } })
    await armed()
    await approve().click()
    const reply = await replyTo('account-swap')
    expect(reply.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS')
    // A plain 65-byte signature by the eoa, not the smart account's ERC-6492 wrapper.
    expect((reply.payload as Hex).length).toBe(132)
    expect(await verifyMessage({ address, message: 'signed by the eoa', signature: reply.payload as Hex })).toBe(true)
    await postDirect('@w3m-app/SET_PREFERRED_ACCOUNT', 'to-eoa', { type: 'eoa' })
    expect((await replyTo('to-eoa')).type).toBe('@w3m-frame/SET_PREFERRED_ACCOUNT_SUCCESS')
    await page.evaluate(() => window.wk.auth.frame.hide())
  })
})

describe('replaying an approval', () => {
  test('behavior: posting an approved request again, same id and all, asks the user again', async () => {
    await postDirect('@w3m-app/RPC_ABORT', 'replay-reset')
    await showRequest('replay-1', 'approve me once')
    await approve().click()
    expect((await replyTo('replay-1')).type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS')
    const count = () =>
      page.evaluate(
        (origin) =>
          window.wk.received.map((line) => JSON.parse(line)).filter((e) => e.origin === origin && e.data?.id === 'replay-1').length,
        frameOrigin,
      )
    expect(await count()).toBe(1)
    // The same message again: a new confirmation, no second signature until the user answers it.
    await sign('replay-1', 'approve me once')
    await card().locator('dd', { hasText: 'approve me once' }).waitFor()
    await seen(true)
    expect(await count()).toBe(1)
    await armed()
    await card().locator('[data-slot=frame-confirm-reject]').click()
    await page.waitForFunction(
      (origin) =>
        window.wk.received.map((line) => JSON.parse(line)).filter((e) => e.origin === origin && e.data?.id === 'replay-1').length === 2,
      frameOrigin,
    )
    const last = await page.evaluate(
      (origin) =>
        window.wk.received
          .map((line) => JSON.parse(line))
          .filter((e) => e.origin === origin && e.data?.id === 'replay-1')
          .at(-1)?.data,
      frameOrigin,
    )
    expect(last).toEqual({ type: '@w3m-frame/RPC_REQUEST_ERROR', id: 'replay-1', payload: { message: 'User rejected the request' } })
    await page.evaluate(() => window.wk.auth.frame.hide())
  })
})

describe('secrets in replies', () => {
  test('behavior: no reply to any request carries the session token, the EVM key or the Solana seed', async () => {
    const chain = `eip155:${devnet.evmChains[0]!.chainId}`
    const requests: Array<[string, unknown]> = [
      ['GET_USER', { chainId: chain }],
      ['GET_USER', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }],
      ['IS_CONNECTED', undefined],
      ['GET_CHAIN_ID', undefined],
      ['INIT_SMART_ACCOUNT', undefined],
      ['GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined],
      ['SET_PREFERRED_ACCOUNT', { type: 'eoa' }],
      ['SYNC_DAPP_DATA', { projectId: 'e2e-project', sdkType: 'appkit', sdkVersion: 'react-walletkit-0.1.0' }],
      ['RPC_REQUEST', { method: 'eth_accounts', params: [], chainId: chain, chainNamespace: 'eip155' }],
      ['RPC_REQUEST', { method: 'eth_chainId', params: [], chainId: chain, chainNamespace: 'eip155' }],
    ]
    for (const [index, [type, payload]] of requests.entries()) await postDirect(`@w3m-app/${type}`, `secret-${index}`, payload)
    for (const index of requests.keys()) await replyTo(`secret-${index}`)
    // What the frame keeps on its own origin (the test can read it; the app cannot).
    const frame = page.frames().find((f) => f.url().startsWith(devnet.urls.frame))!
    const stored = await frame.evaluate(() => Object.entries(localStorage).map(([key, value]) => [key, value] as const))
    const session = stored.find(([key]) => key.endsWith('session'))?.[1]
    const token = (JSON.parse(session ?? '{}') as { token?: string }).token ?? ''
    const key = stored.find(([name]) => /key:/.test(name))?.[1] ?? ''
    const seed = stored.find(([name]) => /solana:/.test(name))?.[1] ?? ''
    expect(token.length).toBeGreaterThanOrEqual(16)
    expect(key).toMatch(/^0x[0-9a-f]{64}$/i)
    expect(seed).toMatch(/^[0-9a-f]{64}$/)
    const everything = (await page.evaluate(() => window.wk.received.join('\n'))).toLowerCase()
    expect(everything).toContain('secret-0')
    for (const secret of [token, key, key.slice(2), seed]) expect(everything).not.toContain(secret.toLowerCase())
  })
})
