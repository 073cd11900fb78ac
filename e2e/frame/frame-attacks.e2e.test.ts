import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { createPublicClient, createWalletClient, http, parseEther, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { launchChromium } from '../support/browser'
import { startHostPage } from './host-server'
import { answerInFrame, frameConfirmation } from './in-frame'
import { emailSignIn, openWkHost } from './wk-host'

// Issue 10, items 1 and 2, in Chromium across two origins (app on 127.0.0.1, frame on localhost):
// what a script on an allowed app can and cannot get from the secure frame.

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url))
let devnet: Devnet
let host: { url: string; stop(): Promise<void> }
let otherHost: { url: string; stop(): Promise<void> }
let browser: Awaited<ReturnType<typeof launchChromium>>
let page: Page
let address: Hex
let frameOrigin: string
const email = `attacks-${Date.now()}@walletkit.dev`

type Wk = {
  auth: {
    isConnected(): Promise<boolean>
    frame: {
      reveal(r: { top: number; left: number; width: number; height: number }): void
      hide(): void
      request(n: string, p?: unknown): Promise<unknown>
    }
  }
  received: string[]
}
declare const window: Window & { wk: Wk }

const box = { top: 40, left: 40, width: 380, height: 520 }

/** What a script on the app can do: post straight to the iframe, bypassing the connector. */
const postDirect = (type: string, id: string, payload?: unknown) =>
  page.evaluate(
    ([t, i, p, origin]) =>
      (document.getElementById('w3m-iframe') as HTMLIFrameElement).contentWindow!.postMessage({ type: t, id: i, payload: p }, origin),
    [type, id, payload, frameOrigin] as const,
  )
const rpc = (id: string, method: string, params: unknown) =>
  postDirect('@w3m-app/RPC_REQUEST', id, { method, params, chainId: `eip155:${devnet.evmChains[0]!.chainId}`, chainNamespace: 'eip155' })

/** The frame's reply to a request id, once it came (from the frame's origin only). */
async function replyTo(id: string): Promise<{ type: string; payload?: unknown }> {
  const handle = await page.waitForFunction(
    ([wanted, origin]) =>
      window.wk.received.map((line) => JSON.parse(line)).find((entry) => entry.origin === origin && entry.data?.id === wanted)?.data,
    [id, frameOrigin] as const,
  )
  return (await handle.jsonValue()) as { type: string; payload?: unknown }
}
const hasReply = (id: string) => page.evaluate((wanted) => window.wk.received.some((line) => JSON.parse(line).data?.id === wanted), id)

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'services', 'frame'] })
  frameOrigin = new URL(devnet.urls.frame).origin
  host = await startHostPage()
  otherHost = await startHostPage()
  // Both apps are on the project's allowlist (two local ports: one site, two origins).
  devnet.allowFrameOrigin(host.url, 'e2e-project')
  devnet.allowFrameOrigin(otherHost.url, 'e2e-project')
  browser = await launchChromium({ thirdPartyStorage: true })
  page = await browser.context.newPage()
  await openWkHost(page, devnet, host.url, { frameReady: true })
  address = await emailSignIn(page, devnet, email)
  // Funds for the calls below (the frame site has no faucet).
  const chain = devnet.evmChains[0]!
  const funder = createWalletClient({ account: privateKeyToAccount(devnet.evmAccounts[0]!.privateKey), transport: http(chain.rpcUrl) })
  const hash = await funder.sendTransaction({ to: address, value: parseEther('1'), chain: null })
  await createPublicClient({ transport: http(chain.rpcUrl) }).waitForTransactionReceipt({ hash })
})

afterAll(async () => {
  await browser?.close()
  await otherHost?.stop()
  await host?.stop()
  await devnet?.stop()
})

describe('attacks on the secure frame from an allowed app', () => {
  test('behavior: a host script posting RPC_REQUEST directly gets no signature; only a click inside the frame approves', async () => {
    await rpc('direct-1', 'personal_sign', ['0x6861636b6564', address])
    // The frame asks its user (positive signal) while it is still hidden: nobody can click it.
    await frameConfirmation(page).waitFor({ state: 'attached' })
    expect(await frameConfirmation(page).getAttribute('data-method')).toBe('personal_sign')
    expect(await page.evaluate(() => getComputedStyle(document.getElementById('w3m-iframe')!).display)).toBe('none')
    expect(await hasReply('direct-1')).toBe(false)
    // The app cannot reach into the frame's document to press the button itself.
    expect(await page.evaluate(() => (document.getElementById('w3m-iframe') as HTMLIFrameElement).contentDocument)).toBeNull()
    // Revealed and armed, a scripted click inside the frame is still not the user's (isTrusted is false).
    await page.evaluate((r) => window.wk.auth.frame.reveal(r), box)
    await page.frameLocator('#w3m-iframe').locator('[data-slot=frame-confirm-approve]:enabled').waitFor()
    const frame = page.frames().find((f) => f.url().startsWith(devnet.urls.frame))!
    await frame.evaluate(() => (document.querySelector('[data-slot=frame-confirm-approve]') as HTMLButtonElement).click())
    // The user reads it and rejects: the answer is the rejection, not a signature.
    await answerInFrame(page, 'personal_sign', 'reject')
    expect(await replyTo('direct-1')).toEqual({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      id: 'direct-1',
      payload: { message: 'User rejected the request' },
    })

    await rpc('direct-2', 'personal_sign', ['0x617070726f766564', address])
    await frameConfirmation(page).waitFor()
    const rows = await frameConfirmation(page).locator('dd').allTextContents()
    expect(rows).toEqual(['approved'])
    expect(await frameConfirmation(page).locator('[data-slot=frame-confirm-origin]').textContent()).toBe(`Requested by ${host.url}`)
    await page.frameLocator('#w3m-iframe').locator('[data-slot=frame-confirm-approve]:enabled').waitFor()
    mkdirSync(artifacts, { recursive: true })
    for (const themeMode of ['light', 'dark'] as const) {
      await page.evaluate((mode) => window.wk.auth.frame.request('SYNC_THEME', { themeMode: mode }), themeMode)
      await page.screenshot({ path: join(artifacts, `frame-confirm-${themeMode}.png`), clip: { x: 20, y: 20, width: 420, height: 560 } })
    }
    await answerInFrame(page, 'personal_sign')
    const reply = await replyTo('direct-2')
    expect(reply.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS')
    expect(await verifyMessage({ address, message: 'approved', signature: reply.payload as Hex })).toBe(true)
    await page.evaluate(() => window.wk.auth.frame.hide())
  })

  test('behavior: a double click approves only the request on screen; RPC_ABORT cancels the one waiting', async () => {
    await page.evaluate((r) => window.wk.auth.frame.reveal(r), box)
    await rpc('dbl-1', 'personal_sign', ['0x6669727374', address])
    await rpc('dbl-2', 'personal_sign', ['0x7365636f6e64', address])
    const inFrame = page.frameLocator('#w3m-iframe')
    await inFrame.locator('[data-slot=frame-confirm][data-state=confirm] dd', { hasText: 'first' }).waitFor()
    await inFrame.locator('[data-slot=frame-confirm-approve]:enabled').waitFor()
    // Aimed as a user does (in-frame.ts): resting on the button until it is ready, then the double click.
    const corner = (await inFrame.locator('[data-slot=frame-confirm-approve]').boundingBox())!
    await page.mouse.move(corner.x + 3, corner.y + 3)
    await inFrame.locator('[data-slot=frame-confirm]:is([data-aim=ready], [data-aim=aimed])').waitFor()
    await inFrame.locator('[data-slot=frame-confirm-approve]').dblclick()
    expect((await replyTo('dbl-1')).type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS')
    // The second request is on screen now, and the second click of the pair did not answer it.
    await inFrame.locator('[data-slot=frame-confirm][data-state=confirm] dd', { hasText: 'second' }).waitFor()
    expect(await hasReply('dbl-2')).toBe(false)
    await postDirect('@w3m-app/RPC_ABORT', 'abort-1')
    expect(await replyTo('dbl-2')).toEqual({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      id: 'dbl-2',
      payload: { message: 'Request was aborted' },
    })
    expect((await replyTo('abort-1')).type).toBe('@w3m-frame/RPC_ABORT_SUCCESS')
    await inFrame.locator('[data-slot=frame-confirm][data-state=idle]').waitFor({ state: 'attached' })
    await page.evaluate(() => window.wk.auth.frame.hide())
  })

  test('behavior: the buttons count only while the confirmation is really visible (a see-through or covered frame cannot be clicked through)', async () => {
    await page.evaluate((r) => window.wk.auth.frame.reveal(r), box)
    await rpc('cover-1', 'personal_sign', ['0x636f76657265', address])
    const card = page.frameLocator('#w3m-iframe').locator('[data-slot=frame-confirm][data-state=confirm]')
    const approve = card.locator('[data-slot=frame-confirm-approve]')
    await card.and(page.frameLocator('#w3m-iframe').locator('[data-visible=true]')).waitFor()
    await approve.and(page.frameLocator('#w3m-iframe').locator(':enabled')).waitFor()
    // The page makes the frame nearly transparent, the classic clickjacking set-up.
    await page.evaluate(() => void (document.getElementById('w3m-iframe')!.style.opacity = '0.05'))
    await card.and(page.frameLocator('#w3m-iframe').locator('[data-visible=false]')).waitFor()
    expect(await approve.isDisabled()).toBe(true)
    // Or covers it with its own content.
    await page.evaluate(() => void (document.getElementById('w3m-iframe')!.style.opacity = ''))
    await card.and(page.frameLocator('#w3m-iframe').locator('[data-visible=true]')).waitFor()
    await page.evaluate((r) => {
      const cover = document.createElement('div')
      cover.id = 'cover'
      Object.assign(cover.style, {
        position: 'fixed',
        top: `${r.top}px`,
        left: `${r.left}px`,
        width: `${r.width}px`,
        height: `${r.height}px`,
        zIndex: '2147483647',
        background: 'white',
        opacity: '0.5',
        pointerEvents: 'none',
      })
      document.body.appendChild(cover)
    }, box)
    await card.and(page.frameLocator('#w3m-iframe').locator('[data-visible=false]')).waitFor()
    expect(await approve.isDisabled()).toBe(true)
    await page.evaluate(() => document.getElementById('cover')!.remove())
    await answerInFrame(page, 'personal_sign', 'reject')
    expect(await replyTo('cover-1')).toMatchObject({ payload: { message: 'User rejected the request' } })
    await page.evaluate(() => window.wk.auth.frame.hide())
  })

  test('behavior: a typed-data domain.chainId, a transaction chainId or a call batch chainId of another chain is refused before the user is asked', async () => {
    const chainId = devnet.evmChains[0]!.chainId
    const typed = (domainChainId: unknown) => ({
      domain: { name: 'Attack', version: '1', chainId: domainChainId, verifyingContract: '0x000000000000000000000000000000000000dEaD' },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Permit: [{ name: 'amount', type: 'uint256' }],
      },
      primaryType: 'Permit',
      message: { amount: '1000' },
    })
    await rpc('typed-wrong', 'eth_signTypedData_v4', [address, JSON.stringify(typed(1))])
    await rpc('tx-wrong', 'eth_sendTransaction', [{ from: address, to: address, value: '0x1', chainId: '0x1' }])
    // A numeric batch chainId is accepted (API.md §5) and compared like any other.
    await rpc('calls-wrong', 'wallet_sendCalls', [{ version: '2.0.0', chainId: 1, calls: [{ to: address, value: '0x1' }] }])
    for (const id of ['typed-wrong', 'tx-wrong', 'calls-wrong']) {
      expect(await replyTo(id)).toEqual({ type: '@w3m-frame/RPC_REQUEST_ERROR', id, payload: { message: 'Invalid chainId' } })
    }
    expect(await page.frameLocator('#w3m-iframe').locator('[data-slot=frame-confirm]').getAttribute('data-state')).toBe('idle')

    // The same typed data on the frame's own chain is asked, approved and verifies.
    await page.evaluate((r) => window.wk.auth.frame.reveal(r), box)
    await rpc('typed-right', 'eth_signTypedData_v4', [address, JSON.stringify(typed(chainId))])
    // Armed (Approve waits until the details are read to their end, which answerInFrame does).
    await page.frameLocator('#w3m-iframe').locator('[data-slot=frame-confirm-reject]:enabled').waitFor()
    await page.screenshot({ path: join(artifacts, 'frame-confirm-typed-data-dark.png'), clip: { x: 20, y: 20, width: 420, height: 560 } })
    await answerInFrame(page, 'eth_signTypedData_v4')
    const signed = await replyTo('typed-right')
    const { EIP712Domain: _, ...types } = typed(chainId).types
    expect(
      await verifyTypedData({
        address,
        domain: { ...typed(chainId).domain, chainId } as never,
        types,
        primaryType: 'Permit',
        message: { amount: 1000n },
        signature: signed.payload as Hex,
      }),
    ).toBe(true)

    // And a batch with a numeric chainId of this chain lands on anvil.
    await rpc('calls-right', 'wallet_sendCalls', [
      { version: '2.0.0', chainId, calls: [{ to: devnet.evmAccounts[7]!.address, value: '0x5af3107a4000' }] },
    ])
    await answerInFrame(page, 'wallet_sendCalls')
    const sent = (await replyTo('calls-right')).payload as { id: string }
    const receipt = await createPublicClient({ transport: http(devnet.evmChains[0]!.rpcUrl) }).waitForTransactionReceipt({
      hash: sent.id as Hex,
    })
    expect(receipt.status).toBe('success')
    await page.evaluate(() => window.wk.auth.frame.hide())
  })

  test('behavior: a frame error never carries a URL; only catalogue texts cross to the app', async () => {
    // Approved, then failing on the node (more than the account holds): viem's error would name the RPC URL and the raw transaction.
    await page.evaluate((r) => window.wk.auth.frame.reveal(r), box)
    await page.evaluate(() =>
      window.wk.auth.frame.request('SYNC_THEME', { themeMode: 'light', themeVariables: { '--w3m-accent': '#7c3aed' } }),
    )
    await rpc('too-much', 'eth_sendTransaction', [
      {
        from: address,
        to: address,
        value: '0x3635c9adc5dea00000',
        data: '0xa9059cbb000000000000000000000000000000000000000000000000000000000000dead0000000000000000000000000000000000000000000000000de0b6b3a7640000',
      },
    ])
    await page.frameLocator('#w3m-iframe').locator('[data-slot=frame-confirm-reject]:enabled').waitFor()
    await page.screenshot({ path: join(artifacts, 'frame-confirm-transaction-light.png'), clip: { x: 20, y: 20, width: 420, height: 560 } })
    await answerInFrame(page, 'eth_sendTransaction')
    await page.evaluate(() => window.wk.auth.frame.request('SYNC_THEME', { themeMode: 'dark' }))
    // Someone else's address: refused before the user is asked.
    await rpc('wrong-from', 'personal_sign', ['0x6869', '0x000000000000000000000000000000000000dEaD'])
    await rpc('bad-read', 'eth_call', [{ to: 'not-an-address' }, 'latest'])
    await rpc('unknown-method', 'eth_sign', [address, '0x00'])
    await postDirect('@w3m-app/SWITCH_NETWORK', 'bad-chain', { chainId: 'eip155:999999' })
    await postDirect('@w3m-app/CONNECT_OTP', 'bad-otp', { otp: '000000' })
    await postDirect('@w3m-app/CONNECT_EMAIL', 'bad-email', { email: 'not-an-email' })
    const replies = []
    for (const id of ['too-much', 'wrong-from', 'bad-read', 'unknown-method', 'bad-chain', 'bad-otp', 'bad-email'])
      replies.push(await replyTo(id))
    expect(replies.map((r) => (r.payload as { message: string }).message)).toEqual([
      // The node's refusal crosses as its fixed SPEC text only (viem's message named the URL and the raw transaction).
      'Insufficient funds for gas and value',
      'An error occurred',
      'An error occurred',
      'Requested RPC call is not allowed',
      'Network not found',
      'An error occurred',
      'An error occurred',
    ])
    expect(await page.frameLocator('#w3m-iframe').locator('[data-slot=frame-confirm]').getAttribute('data-state')).not.toBe('confirm')
    await page.evaluate(() => window.wk.auth.frame.hide())
    const errors = await page.evaluate(
      (origin) =>
        window.wk.received.map((line) => JSON.parse(line)).filter((e) => e.origin === origin && String(e.data?.type).endsWith('_ERROR')),
      frameOrigin,
    )
    expect(errors.length).toBeGreaterThanOrEqual(replies.length)
    for (const error of errors) expect(JSON.stringify(error.data)).not.toMatch(/https?:|\/\/|127\.0\.0\.1|localhost|0x[0-9a-f]{64}/i)
  })

  test('behavior: a second allowed origin of the same project is not logged in', async () => {
    const other = await browser.context.newPage()
    try {
      await openWkHost(other, devnet, otherHost.url, { frameReady: true })
      expect(new URL(otherHost.url).port).not.toBe(new URL(host.url).port)
      expect(await other.evaluate(() => window.wk.auth.isConnected())).toBe(false)
      const request = await other.evaluate(() =>
        window.wk.auth.frame.request('GET_USER').then(
          () => 'user',
          (e: Error) => e.message,
        ),
      )
      expect(request).toBe('An error occurred')
      // The first app's session is untouched.
      expect(await page.evaluate(() => window.wk.auth.isConnected())).toBe(true)
    } finally {
      await other.close()
    }
  })
})
