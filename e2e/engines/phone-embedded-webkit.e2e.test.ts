import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { journeyAppSource, journeyMessage } from '../journeys/journey-host'
import { iosUserAgent, overflowingInPage, phoneArtifactsDir, widerThanViewport } from '../mobile/phone-session'
import { launchEngine, type EngineBrowser, type EngineContext, type EnginePage } from '../support/engines'
import { settleAnimations, startEngineHost, type EngineHost } from './engine-host'
import {
  aimedApprove,
  approveInSecureWindow,
  emailLogin,
  dialog,
  node,
  noDialogShown,
  signOut,
  text,
  untilAddress,
  untilStill,
} from './engine-steps'
import { phoneFrame } from './phone-frame'

// Issue 30, the embedded wallet on a phone in WebKit (iOS is WebKit): WebKitGTK with an iPhone
// Safari user agent, the CLI-built host at 390 px (in an iframe of that width: MiniBrowser's
// window is never that narrow), the secure frame inside it.
// - Farcaster: no QR code (the phone cannot scan itself); Open Farcaster opens the approval in a
//   window, approved there the page is connected with that account.
// - E-mail: the code logs in; a message to sign opens ApproveTransaction in the sheet with the
//   secure frame over it. WebKit has no IntersectionObserver v2, so an aimed click on the frame's
//   Approve opens the secure window (the frame's origin, top level), where the same aimed click
//   approves; the node verifies the signature.
// Each view's sheet fits at 390 and 320 px; screenshots go to e2e/artifacts/mobile/webkit/.

const artifacts = join(phoneArtifactsDir, 'webkit')
let host: EngineHost
let browser: EngineBrowser
const phone = phoneFrame()

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true })
  host = await startEngineHost('e2e-engines-phone-embedded', {
    frame: true,
    host: { appSource: journeyAppSource, items: ['email-login', 'social-login'] },
  })
  browser = await launchEngine('webkit', { userAgent: iosUserAgent })
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await phone.close()
  await host?.stop()
})

/**
 * What of the sheet does not fit at 390 and at 320 px (the phone narrowed, not reloaded), and in
 * the secure frame (`inner`) any action whose label is cut; each width's screenshot kept.
 */
async function fits(page: EnginePage, doc: EngineContext, view: string, inner?: EngineContext): Promise<string[]> {
  const found: string[] = []
  for (const width of [390, 320]) {
    await phone.resize(page, width)
    await doc.waitForFunction((w) => document.documentElement.clientWidth === w, width)
    await settleAnimations(doc)
    // The secure frame follows its slot a frame or two after the sheet: measured once it rests.
    await untilStill(doc)
    // The kit's parts only: the sheet, and the secure frame over it. The page's own address line
    // (this host's, 42 characters unbroken) is wider than a 320 px phone whatever the kit does.
    const kit = [...(await doc.evaluate(overflowingInPage)), ...(await doc.evaluate(widerThanViewport))].filter(
      (line) => !line.startsWith('document scrollWidth'),
    )
    const frameBox = await doc.evaluate(() => {
      const box = document.getElementById('w3m-iframe')?.getBoundingClientRect()
      const shown = box && box.width > 0 && getComputedStyle(document.getElementById('w3m-iframe')!).display !== 'none'
      return shown && (box.left < -0.5 || box.right > document.documentElement.clientWidth + 0.5)
        ? [`the secure frame spans ${Math.round(box.left)} to ${Math.round(box.right)} px`]
        : []
    })
    for (const line of [...kit, ...frameBox]) found.push(`${width} px: ${line}`)
    const cut = inner
      ? await inner.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('[data-slot=frame-confirm-actions] button')]
            .filter((button) => button.scrollWidth > button.clientWidth)
            .map((button) => `${button.textContent} (${button.scrollWidth} px in ${button.clientWidth})`),
        )
      : []
    for (const label of cut) found.push(`${width} px: the frame's label is cut: ${label}`)
    writeFileSync(join(artifacts, `phone-${view}-${width}.png`), await page.screenshot())
  }
  await phone.resize(page, 390)
  await doc.waitForFunction(() => document.documentElement.clientWidth === 390)
  return found
}

describe('the embedded wallet on a phone in WebKit (iPhone Safari user agent)', () => {
  test('behavior: Farcaster shows no QR code; Open Farcaster opens the approval, and approved there the page is connected; the sheet fits at 390 and 320 px', async () => {
    const page = await browser.newPage()
    const doc = await phone.open(page, `${host.server.url}/`, 390)
    await doc.click('[data-slot="connect-button"]')
    await doc.click(`${dialog} [data-slot="social-login-button"][data-provider="farcaster"]`)
    const open = `${dialog} [data-slot="connecting-farcaster-open"]`
    await doc.waitForSelector(open)
    expect(await doc.evaluate(() => document.querySelector('[data-slot="connecting-farcaster-qr"]') === null)).toBe(true)
    expect(await fits(page, doc, 'connecting-farcaster')).toEqual([])

    const href = await doc.evaluate((s) => document.querySelector(s)?.getAttribute('href') ?? '', open)
    expect(href).toMatch(/\/farcaster\/approve\?channel=/)
    await doc.click(open)
    const approval = await browser.window(href)
    const userName = `webkit-phone-${Date.now()}`
    await approval.evaluate((name) => {
      ;(document.querySelector('input[name=userName]') as HTMLInputElement).value = name
    }, userName)
    await approval.click('[data-slot="farcaster-approve"] button[type=submit]')
    await approval.waitForSelector('[data-slot="farcaster-approve-status"][data-state="approved"]')
    await approval.close()

    await untilAddress(doc)
    expect(await doc.evaluate(() => localStorage.getItem('@walletkit/social_username'))).toBe(JSON.stringify(userName))
    await signOut(doc)
    await page.close()
  })

  test('behavior: e-mail login, then a message signed through the secure window an aimed Approve opens (verified on the node); the approval sheet fits at 390 and 320 px', async () => {
    const frameUrl = host.devnet.urls.frame
    const email = `webkit-phone-${Date.now()}@walletkit.dev`
    const page = await browser.newPage()
    const doc = await phone.open(page, `${host.server.url}/`, 390)

    await emailLogin(doc, host.devnet.urls.services, email)
    await untilAddress(doc)
    const address = (await text(doc, '[data-testid="address"]')) as Hex
    if (!(await doc.evaluate(noDialogShown))) await doc.click(`${dialog} [data-slot="modal-header-end"] button`)
    await doc.waitForFunction(noDialogShown)

    await doc.click('[data-testid="sign"]')
    const view = `${dialog} [data-slot="approve-transaction-view"][data-status=pending]`
    await doc.waitForSelector(view)
    const chainName = await text(doc, `${view} [data-slot="approve-transaction-chain"]`)
    const chain = host.devnet.evmChains.find((c) => c.name === chainName)
    expect(chain, `a devnet chain named ${chainName}`).toBeDefined()
    const frame = await page.frame(frameUrl)
    await frame.waitForSelector('[data-slot=frame-confirm][data-state=confirm][data-method="personal_sign"]')
    expect(await frame.evaluate(() => 'isVisible' in IntersectionObserverEntry.prototype)).toBe(false)
    expect(await fits(page, doc, 'approve-transaction', frame)).toEqual([])

    // The phone's iframe is where the pointer's coordinates start.
    const at = await page.evaluate(() => {
      const r = document.getElementById('phone')!.getBoundingClientRect()
      return { x: r.left, y: r.top }
    })
    await aimedApprove(page, frame, { host: doc, at })
    await approveInSecureWindow(browser, frame, frameUrl, journeyMessage)

    await doc.waitForFunction(() => document.querySelector('[data-testid="signature"]')?.getAttribute('data-status') === 'signed')
    const signature = (await text(doc, '[data-testid="signature"]')) as Hex
    expect(await node(chain!.rpcUrl).verifyMessage({ address, message: journeyMessage, signature })).toBe(true)
    await doc.waitForFunction(noDialogShown)
    await signOut(doc)
    await page.close()
  })
})
