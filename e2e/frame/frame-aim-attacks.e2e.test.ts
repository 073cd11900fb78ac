import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FrameLocator, Page } from 'playwright-core'
import { createPublicClient, createWalletClient, http, parseEther, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { launchChromium } from '../support/browser'
import { startHostPage } from './host-server'
import { answerInFrame } from './in-frame'
import { emailSignIn, openWkHost } from './wk-host'

// Issue 32, items 1 and 2, in Chromium: approvals the host page cannot aim. Each test is an
// attack that got a signature (or showed the user less than they sign) before the fix: a frame
// moved under a resting pointer, a Permit whose spender and amount sat below the fold, typed-data
// fields the signature never covers shown as if signed, the second call of a batch out of sight,
// and bidi / zero-width characters hiding what a message says.

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url))
let devnet: Devnet
let host: { url: string; stop(): Promise<void> }
let browser: Awaited<ReturnType<typeof launchChromium>>
let page: Page
let address: Hex
let frameOrigin: string
const email = `aim-${Date.now()}@walletkit.dev`
const box = { top: 40, left: 40, width: 380, height: 520 }
const spender: Hex = '0x000000000000000000000000000000000000bEEF'.toLowerCase() as Hex
const token: Hex = '0x000000000000000000000000000000000000dEaD'

type Rect = { top: number; left: number; width: number; height: number }
type Wk = { auth: { frame: { reveal(r: Rect): void; hide(): void } }; received: string[] }
declare const window: Window & { wk: Wk }

const inFrame = (): FrameLocator => page.frameLocator('#w3m-iframe')
const card = () => inFrame().locator('[data-slot=frame-confirm][data-state=confirm]')
const approve = () => card().locator('[data-slot=frame-confirm-approve]')
const reveal = (r: Rect) => page.evaluate((rect) => window.wk.auth.frame.reveal(rect), r)

const postDirect = (type: string, id: string, payload?: unknown) =>
  page.evaluate(
    ([t, i, p, origin]) =>
      (document.getElementById('w3m-iframe') as HTMLIFrameElement).contentWindow!.postMessage({ type: t, id: i, payload: p }, origin),
    [type, id, payload, frameOrigin] as const,
  )
const rpc = (id: string, method: string, params: unknown) =>
  postDirect('@w3m-app/RPC_REQUEST', id, { method, params, chainId: `eip155:${devnet.evmChains[0]!.chainId}`, chainNamespace: 'eip155' })

async function replyTo(id: string): Promise<{ type: string; payload?: unknown }> {
  const handle = await page.waitForFunction(
    ([wanted, origin]) =>
      window.wk.received.map((line) => JSON.parse(line)).find((entry) => entry.origin === origin && entry.data?.id === wanted)?.data,
    [id, frameOrigin] as const,
  )
  return (await handle.jsonValue()) as { type: string; payload?: unknown }
}

/** The rows as the user reads them: [label, value, signed?] in order. */
const rowsOf = () =>
  card()
    .locator('[data-slot=frame-confirm-rows]')
    .evaluate((dl) =>
      [...dl.querySelectorAll('dt')].map(
        (dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '', (dt as HTMLElement).dataset.signed ?? ''] as const,
      ),
    )

const permit = (extra: Record<string, unknown> = {}) => ({
  domain: { name: 'USD Coin', version: '2', chainId: devnet.evmChains[0]!.chainId, verifyingContract: token },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Permit: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
  },
  primaryType: 'Permit',
  message: { owner: address, spender, value: '1000000000', nonce: '0', deadline: '99999999999', ...extra },
})

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'services', 'frame'] })
  frameOrigin = new URL(devnet.urls.frame).origin
  host = await startHostPage()
  devnet.allowFrameOrigin(host.url, 'e2e-project')
  browser = await launchChromium({ thirdPartyStorage: true })
  page = await browser.context.newPage()
  await openWkHost(page, devnet, host.url, { frameReady: true })
  address = await emailSignIn(page, devnet, email)
  const chain = devnet.evmChains[0]!
  const funder = createWalletClient({ account: privateKeyToAccount(devnet.evmAccounts[0]!.privateKey), transport: http(chain.rpcUrl) })
  const hash = await funder.sendTransaction({ to: address, value: parseEther('1'), chain: null })
  await createPublicClient({ transport: http(chain.rpcUrl) }).waitForTransactionReceipt({ hash })
})

afterAll(async () => {
  await browser?.close()
  await host?.stop()
  await devnet?.stop()
})

describe('approvals the host page cannot aim (Chromium)', () => {
  test('behavior: a frame moved under a resting pointer does not take the click, rested or double-clicked; only a click after moving inside it counts', async () => {
    await reveal(box)
    await rpc('moved-1', 'personal_sign', ['0x6d6f766564', address])
    await approve().and(inFrame().locator(':enabled')).waitFor()
    const atA = (await approve().boundingBox())!
    // The pointer rests 420 px to the right of Approve, on the host's own content.
    const pointer = { x: atA.x + atA.width / 2 + 420, y: atA.y + atA.height / 2 }
    await page.mouse.move(pointer.x, pointer.y)
    // The host slides the armed frame so Approve sits under the pointer, then lets it rest.
    await reveal({ ...box, left: box.left + 420 })
    const atB = (await approve().boundingBox())!
    expect(Math.abs(atB.x + atB.width / 2 - pointer.x)).toBeLessThan(2)
    await approve().and(inFrame().locator(':enabled')).waitFor()
    await page.mouse.down()
    await page.mouse.up()
    // The click was dispatched (and handled) by now: the request is still asked.
    expect(await inFrame().locator('[data-slot=frame-confirm]').getAttribute('data-state')).toBe('confirm')
    // A double click whose first half moves the frame under the pointer (the host listens for it).
    await reveal(box)
    await page.evaluate(([r]) => document.addEventListener('mousedown', () => window.wk.auth.frame.reveal(r!), { once: true }), [
      { ...box, left: box.left + 420 },
    ] as const)
    await page.mouse.dblclick(pointer.x, pointer.y)
    expect(await inFrame().locator('[data-slot=frame-confirm]').getAttribute('data-state')).toBe('confirm')
    // Neither click answered: the answer is the user's Reject, not a signature.
    await answerInFrame(page, 'personal_sign', 'reject')
    expect(await replyTo('moved-1')).toEqual({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      id: 'moved-1',
      payload: { message: 'User rejected the request' },
    })
    await page.evaluate(() => window.wk.auth.frame.hide())
  })

  test('behavior: double-clickjacking: the first click closes a popup on top, the second lands on Approve with the pointer just arrived, and does not count', async () => {
    // The user's pointer rests where Approve will be, on the host's page (the frame hidden).
    await reveal(box)
    await rpc('dcj-1', 'personal_sign', ['0x6463', address])
    await approve().and(inFrame().locator(':enabled')).waitFor()
    const at = (await approve().boundingBox())!
    await page.evaluate(() => window.wk.auth.frame.hide())
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2)
    // The host opens a small window on top (the lure: "double-click to continue"), shows the
    // frame under it, and closes the lure on the first half of the double click.
    const [lure] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(() => void window.open('about:blank', 'lure', 'popup,width=320,height=200')),
    ])
    await reveal(box)
    await approve().and(inFrame().locator(':enabled')).waitFor()
    await lure.evaluate(() => document.addEventListener('mousedown', () => window.close()))
    const closed = lure.waitForEvent('close')
    await lure.mouse.move(20, 20)
    // The lure closes while its mousedown is being dispatched: the input command may report it gone.
    await lure.mouse.down().catch(() => undefined)
    await closed
    // The second half lands on the page where the pointer rests: on Approve.
    await page.mouse.down()
    await page.mouse.up()
    expect(await inFrame().locator('[data-slot=frame-confirm]').getAttribute('data-state')).toBe('confirm')
    await answerInFrame(page, 'personal_sign', 'reject')
    expect(await replyTo('dcj-1')).toEqual({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      id: 'dcj-1',
      payload: { message: 'User rejected the request' },
    })
    await page.evaluate(() => window.wk.auth.frame.hide())
  })

  test('behavior: touch: a tap on Approve (a page can aim where the next tap falls) does not count; press, hold until ready, slide and lift does', async () => {
    await reveal(box)
    await rpc('touch-1', 'personal_sign', ['0x746f756368', address])
    await approve().and(inFrame().locator(':enabled')).waitFor()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 })
    try {
      const at = (await approve().boundingBox())!
      const x = at.x + at.width / 2
      const y = at.y + at.height / 2
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', px: number) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: px, y }] })
      await touch('touchStart', x)
      await touch('touchEnd', x)
      expect(await inFrame().locator('[data-slot=frame-confirm]').getAttribute('data-state')).toBe('confirm')
      // The finger rests on Approve until the frame says it is ready, slides a little, lifts.
      await touch('touchStart', x)
      await inFrame().locator('[data-slot=frame-confirm][data-aim=ready]').waitFor()
      await touch('touchMove', x + 4)
      await touch('touchEnd', x + 4)
      const reply = await replyTo('touch-1')
      expect(reply.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS')
      expect(await verifyMessage({ address, message: 'touch', signature: reply.payload as Hex })).toBe(true)
    } finally {
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false })
      await cdp.detach()
    }
    await page.evaluate(() => window.wk.auth.frame.hide())
  })

  test('behavior: a Permit whose spender and amount sit below the fold does not arm until the rows are scrolled through; decisive rows come first', async () => {
    // A short box: header, buttons and a little more than the old 96 px of details.
    const short = { ...box, height: 340 }
    await reveal(short)
    await rpc('permit-1', 'eth_signTypedData_v4', [address, JSON.stringify(permit())])
    await card().and(inFrame().locator('[data-visible=true]')).waitFor()
    // The frame knows the user has not seen everything, and says so; Approve stays off.
    await card().and(inFrame().locator('[data-seen=false]')).waitFor()
    expect(await approve().isDisabled()).toBe(true)
    const rows = await rowsOf()
    expect(rows.slice(0, 2).map(([label, value]) => [label, value])).toEqual([
      ['spender', spender],
      ['value', '1000000000'],
    ])
    mkdirSync(artifacts, { recursive: true })
    await page.screenshot({
      path: join(artifacts, 'frame-confirm-permit-unseen-dark.png'),
      clip: { x: 20, y: 20, width: 420, height: 380 },
    })
    // The user scrolls the details to their end: now it arms, and the signature verifies.
    const list = (await card().locator('[data-slot=frame-confirm-rows]').boundingBox())!
    await page.mouse.move(list.x + list.width / 2, list.y + list.height / 2)
    await page.mouse.wheel(0, 2000)
    await card().and(inFrame().locator('[data-seen=true]')).waitFor()
    await page.screenshot({ path: join(artifacts, 'frame-confirm-permit-seen-dark.png'), clip: { x: 20, y: 20, width: 420, height: 380 } })
    await answerInFrame(page, 'eth_signTypedData_v4')
    const signed = await replyTo('permit-1')
    const { EIP712Domain: _, ...types } = permit().types
    const message = { ...permit().message, value: 1000000000n, nonce: 0n, deadline: 99999999999n }
    expect(
      await verifyTypedData({ address, domain: permit().domain, types, primaryType: 'Permit', message, signature: signed.payload as Hex }),
    ).toBe(true)
    await page.evaluate(() => window.wk.auth.frame.hide())
  })

  test('behavior: typed-data fields outside types[primaryType] are shown as not signed, after every signed one', async () => {
    await reveal(box)
    await rpc('padded-1', 'eth_signTypedData_v4', [
      address,
      JSON.stringify(permit({ note: 'Refund of 1000 USDC to you', refund: { to: address } })),
    ])
    await card().waitFor()
    const rows = await rowsOf()
    const unsigned = rows.filter(([, , signed]) => signed === 'false')
    expect(unsigned.map(([label]) => label)).toEqual(['Not signed: note', 'Not signed: refund.to'])
    // Every signed field comes before the first unsigned one.
    const firstUnsigned = rows.findIndex(([, , signed]) => signed === 'false')
    expect(rows.slice(firstUnsigned).every(([, , signed]) => signed === 'false')).toBe(true)
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate(
        (mode) =>
          (window.wk.auth.frame as unknown as { request(n: string, p: unknown): Promise<unknown> }).request('SYNC_THEME', {
            themeMode: mode,
          }),
        theme,
      )
      await page.screenshot({
        path: join(artifacts, `frame-confirm-unsigned-${theme}.png`),
        clip: { x: 20, y: 20, width: 420, height: 560 },
      })
    }
    await answerInFrame(page, 'eth_signTypedData_v4', 'reject')
    expect((await replyTo('padded-1')).payload).toEqual({ message: 'User rejected the request' })
    await page.evaluate(() => window.wk.auth.frame.hide())
  })

  test('behavior: every call of a batch is named before any call data, and a second call out of sight keeps Approve off', async () => {
    await reveal({ ...box, height: 340 })
    const drain = `0xa9059cbb${spender.slice(2).toLowerCase().padStart(64, '0')}${'f'.repeat(64)}`
    await rpc('batch-1', 'wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: devnet.evmChains[0]!.chainId,
        calls: [
          { to: address, value: '0x1', data: `0x${'ab'.repeat(300)}` },
          { to: token, data: drain },
        ],
      },
    ])
    await card().and(inFrame().locator('[data-visible=true]')).waitFor()
    await card().and(inFrame().locator('[data-seen=false]')).waitFor()
    expect(await approve().isDisabled()).toBe(true)
    const labels = (await rowsOf()).map(([label]) => label)
    // Both calls, callee first, and the second call's token transfer decoded, before the first call's data.
    expect(labels.indexOf('Call 2 · To')).toBeLessThan(labels.indexOf('Call 1 · Data'))
    expect(labels).toContain('Call 2 · Transfer to')
    await page.screenshot({ path: join(artifacts, 'frame-confirm-batch-dark.png'), clip: { x: 20, y: 20, width: 420, height: 380 } })
    await answerInFrame(page, 'wallet_sendCalls', 'reject')
    expect((await replyTo('batch-1')).payload).toEqual({ message: 'User rejected the request' })
    await page.evaluate(() => window.wk.auth.frame.hide())
  })

  test('behavior: bidi and zero-width characters of a message are shown, not obeyed', async () => {
    await reveal(box)
    const text = 'Pay \u202Eevil\u202C ok\u200B'
    await rpc('bidi-1', 'personal_sign', [`0x${Buffer.from(text).toString('hex')}`, address])
    await card().waitFor()
    const [first] = await rowsOf()
    expect(first?.[1]).toBe('Pay ⟨U+202E⟩evil⟨U+202C⟩ ok⟨U+200B⟩')
    await answerInFrame(page, 'personal_sign', 'reject')
    expect((await replyTo('bidi-1')).payload).toEqual({ message: 'User rejected the request' })
    await page.evaluate(() => window.wk.auth.frame.hide())
  })
})
