import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Connection, PublicKey } from '@solana/web3.js'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getAssociatedTokenAddress } from '../../registry/lib/solana/build-spl-transfer'
import { appSplUnits, embeddedSolanaHostSource, embeddedSolanaItems } from '../solana/solana-app-signer-host-source'
import { launchEngine, selectedEngines, type EngineBrowser, type EngineContext } from '../support/engines'
import { artifactsDir } from '../support/session'
import { startEngineHost, type EngineHost } from './engine-host'
import { aimedApprove, closeModal, dialog, emailLogin, text, untilStill } from './engine-steps'

// Issue 30, the embedded wallet's Solana approvals outside Chromium: in Firefox ESR and WebKitGTK
// the app's own SPL transfer (useSolanaSigner's signAndSendTransaction) opens ApproveTransaction
// with the secure frame over it, which shows the decoded transfer (the token amount, its mint, the
// receiving token account, the fee payer). Neither engine can prove the frame is seen, so the
// aimed Approve opens the secure window, which shows the same rows, and approves there; the tokens
// land on the local SVM. Both themes; each step's screenshot goes to e2e/artifacts/.
// Chromium approves inside the frame: e2e/solana/embedded-solana covers it, at phone size too.

const engines = selectedEngines().filter((engine) => engine !== 'chromium')
let host: EngineHost

beforeAll(async () => {
  mkdirSync(artifactsDir, { recursive: true })
  host = await startEngineHost('e2e-engines-solana-approval', {
    frame: true,
    solana: true,
    host: { appSource: embeddedSolanaHostSource, items: embeddedSolanaItems },
  })
}, 300_000)
afterAll(() => host?.stop())

const splCard = '[data-slot=frame-confirm][data-state=confirm][data-method="solana_signAndSendTransaction"]'

/** The confirmation's rows in `doc` (the frame or the secure window): each label with its value. */
const rows = (doc: EngineContext) =>
  doc.evaluate(() =>
    [...document.querySelectorAll('[data-slot=frame-confirm-rows] dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  )

/**
 * The brightest a scrollbar in `png` is drawn: the mean of each pixel row's luminance over the
 * 12 px strip left of `right` (a scroll box's right edge, where a classic scrollbar sits),
 * between `top` and `bottom`; the highest such row mean (the track, wherever the thumb is).
 */
function scrollbarLuminance(png: PNG, right: number, top: number, bottom: number): number {
  let brightest = 0
  for (let y = Math.ceil(top) + 2; y < Math.min(bottom, png.height) - 2; y++) {
    let sum = 0
    for (let x = Math.round(right) - 10; x < Math.round(right) - 2; x++) {
      const i = (png.width * y + x) * 4
      sum += 0.2126 * png.data[i]! + 0.7152 * png.data[i + 1]! + 0.0722 * png.data[i + 2]!
    }
    brightest = Math.max(brightest, sum / 8)
  }
  return brightest
}

async function tokens(owner: string): Promise<bigint> {
  const svm = new Connection(host.devnet.urls.solanaRpc, 'confirmed')
  const account = await svm.getAccountInfo(getAssociatedTokenAddress(new PublicKey(owner), new PublicKey(host.devnet.splToken!.mint)))
  return account ? Buffer.from(account.data).readBigUInt64LE(64) : 0n
}

for (const engine of engines) {
  describe(`the embedded wallet's SPL approval in ${engine}`, () => {
    let browser: EngineBrowser
    beforeAll(async () => {
      browser = await launchEngine(engine, { thirdPartyStorage: true, classicScrollbars: true })
    })
    afterAll(() => browser?.close())

    test(`behavior: the app's SPL transfer shows the decoded transfer in the frame and in the secure window, approved there in both themes, and the tokens land on the SVM (${engine})`, async () => {
      const frameUrl = host.devnet.urls.frame
      const mint = host.devnet.splToken!.mint
      const holder = host.devnet.solanaAccounts[3]!.publicKey
      const url = (theme: 'dark' | 'light') =>
        `${host.server.url}/?tokenTo=${holder}&mint=${mint}&to=${holder}${theme === 'light' ? '&theme=light' : ''}`
      const email = `spl-${engine}-${Date.now()}@walletkit.dev`
      const page = await browser.newPage()
      await page.goto(url('dark'))
      await emailLogin(page, host.devnet.urls.services, email)
      await page.waitForFunction(() =>
        /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(document.querySelector('[data-testid="app-address"]')?.textContent ?? ''),
      )
      const address = (await text(page, '[data-testid="app-address"]'))!
      // The e-mail account pays the fees in SOL and holds DUSD to send (a faucet write: the VM cannot create its token account by a transaction).
      const svm = new Connection(host.devnet.urls.solanaRpc, 'confirmed')
      const funded = await svm.requestAirdrop(new PublicKey(address), 1_000_000_000)
      await expect.poll(async () => (await svm.getSignatureStatuses([funded])).value[0]?.confirmationStatus).toBeTruthy()
      host.devnet.grantSplToken(address, 10_000_000n)
      await closeModal(page)
      const heldBefore = await tokens(holder)

      for (const theme of ['dark', 'light'] as const) {
        // The light page is a reload: the same account comes back from the frame.
        if (theme === 'light') {
          await page.goto(url('light'))
          await page.waitForFunction((a) => document.querySelector('[data-testid="app-address"]')?.textContent === a, address)
        }
        await page.click('section button:has(+ output[data-testid="spl-transfer"])')
        await page.waitForSelector(`${dialog} [data-slot="approve-transaction-view"][data-status=pending]`)
        const frame = await page.frame(frameUrl)
        await frame.waitForSelector(splCard)
        const shown = await rows(frame)
        expect(shown).toEqual(
          expect.arrayContaining([
            ['Send token', '2.5'],
            ['Token mint', mint],
            ['Fee payer', address],
          ]),
        )
        await untilStill(page)
        const shot = await page.screenshot()
        writeFileSync(join(artifactsDir, `engines-spl-approval-${engine}-${theme}.png`), shot)
        if (engine === 'firefox' && theme === 'dark') {
          // Firefox on Linux draws classic scrollbars: the modal's (taller than this window) and the
          // frame's rows' (the raw transaction) take the dark card's colours: no pixel row of either is near
          // white, as the desktop's GTK track was (255) before the kit and the frame set scrollbar-color.
          const boxes = await page.evaluate(() => {
            const box = (e: Element | null) => {
              const r = e?.getBoundingClientRect()
              return { top: r?.top ?? 0, right: r?.right ?? 0, bottom: r?.bottom ?? 0, left: r?.left ?? 0 }
            }
            return { modal: box(document.querySelector('[data-slot=dialog-content]')), frame: box(document.getElementById('w3m-iframe')) }
          })
          const rowsBox = await frame.evaluate(() => {
            const r = document.querySelector('[data-slot=frame-confirm-rows]')!.getBoundingClientRect()
            return { top: r.top, right: r.right, height: r.height }
          })
          const png = PNG.sync.read(shot)
          expect(scrollbarLuminance(png, boxes.modal.right, boxes.modal.top, boxes.modal.bottom)).toBeLessThan(200)
          const rowsTop = boxes.frame.top + rowsBox.top
          expect(scrollbarLuminance(png, boxes.frame.left + rowsBox.right, rowsTop, rowsTop + rowsBox.height)).toBeLessThan(200)
        }

        await aimedApprove(page, frame)
        await frame.waitForFunction(() => document.querySelector<HTMLElement>('[data-slot=frame-confirm]')!.dataset.state === 'window')
        const secure = await browser.window(`${new URL(frameUrl).origin}/confirm`)
        await secure.waitForSelector(splCard)
        expect(await rows(secure)).toEqual(shown)
        writeFileSync(join(artifactsDir, `engines-spl-approval-window-${engine}-${theme}.png`), await secure.screenshot())
        await aimedApprove(secure, secure)

        await page.waitForFunction(() =>
          ['success', 'error'].includes(document.querySelector('[data-testid="spl-transfer"]')?.getAttribute('data-status') ?? ''),
        )
        const outcome = await page.evaluate(() => {
          const out = document.querySelector('[data-testid="spl-transfer"]')
          return `${out?.getAttribute('data-status')} ${out?.textContent}`
        })
        expect(outcome).toMatch(/^success /)
      }
      expect(await tokens(holder)).toBe(heldBefore + 2n * appSplUnits)
      expect(await tokens(address)).toBe(10_000_000n - 2n * appSplUnits)
      await page.close()
    })
  })
}
