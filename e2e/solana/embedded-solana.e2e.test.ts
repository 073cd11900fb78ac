import { join } from 'node:path'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { answerInFrame } from '../frame/in-frame'
import { closeModal, connectByEmail, openModal } from '../journeys/embedded-steps'
import { decodeQr } from '../support/decode-qr'
import { fillSend } from '../support/send-form'
import { settle } from '../support/visual'
import { overflowing, widerThanViewport } from '../mobile/phone-session'
import { artifactsDir, startSession, type Session } from '../support/session'
import { getAssociatedTokenAddress } from '../../registry/lib/solana/build-spl-transfer'
import { appSolLamports, appSplUnits, embeddedSolanaHostSource, embeddedSolanaItems } from './solana-app-signer-host-source'

// Issue 25, the embedded wallet's Solana account: a CLI-built host (`walletkit add connect-modal
// email-login use-solana-signer solana send-view receive-view`) on devnet's anvil and local SVM. An
// e-mail user sees the Solana account in Account (SOL balance from the SVM through the blockchain
// API), switches to it, receives and sends SOL approved inside the secure frame; the app's own
// @solana/web3.js transfer through useSolanaSigner opens the frame's approval by itself, approved it
// lands, rejected the app gets 4001. A new page (a reload) comes back on the Solana account.

let session: Session
beforeAll(async () => {
  session = await startSession('e2e-embedded-solana', {
    host: { items: embeddedSolanaItems, appSource: embeddedSolanaHostSource },
    services: ['frame', 'solana'],
    thirdPartyStorage: true,
  })
}, 300_000)
afterAll(() => session?.stop())

const svm = () => new Connection(session.devnet.urls.solanaRpc, 'confirmed')
const shot = (page: Page, name: string) => page.screenshot({ path: join(artifactsDir, `${name}.png`) })
const output = (page: Page, id: string) => page.getByTestId(id)

async function airdrop(to: string, lamports: number): Promise<void> {
  const signature = await svm().requestAirdrop(new PublicKey(to), lamports)
  await expect.poll(async () => (await svm().getSignatureStatuses([signature])).value[0]?.confirmationStatus ?? null).not.toBeNull()
}

/** Account on the Solana network: picked in Networks unless the page is already there. */
async function solanaAccount(page: Page, address: string): Promise<Locator> {
  await openModal(page)
  const dialog = page.getByRole('dialog')
  const name = dialog.locator('[data-slot="account-view-name"]')
  await name.waitFor()
  if ((await name.getAttribute('data-address')) !== address) {
    await dialog.locator('[data-slot="account-view-network"]').click()
    await dialog.locator(`[data-slot="networks-view"] [data-network="${session.devnet.solanaNetworkId}"]`).click()
  }
  await expect.poll(() => dialog.locator('[data-slot="account-view-name"]').getAttribute('data-address')).toBe(address)
  return dialog
}

describe("the embedded wallet's Solana account", () => {
  let address = ''
  const email = `solana-${Date.now()}@example.com`

  test('behavior: e-mail login gives a Solana account: Account shows it with its SOL from the SVM, Receive shows its address, Send moves SOL approved in the frame', async () => {
    const page = await session.newPage()
    page.setDefaultTimeout(20_000)
    await connectByEmail(page, session, email)
    await closeModal(page)
    // The app's Solana signer has the embedded wallet's Solana account as soon as the login is done.
    await expect.poll(() => output(page, 'app-address').textContent()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    address = (await output(page, 'app-address').textContent()) ?? ''
    await airdrop(address, 3_000_000_000)

    const dialog = await solanaAccount(page, address)
    await expect
      .poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent(), { timeout: 20_000 })
      .toMatch(/^3(\.0+)? SOL$/)
    expect(await dialog.locator('[data-slot="account-view-network"]').textContent()).toContain('Solana Local')
    expect(await dialog.locator('[data-slot="embedded-account-user-name"]').textContent()).toBe(email)
    await page.waitForTimeout(200)
    await shot(page, 'embedded-solana-account-dark')

    await dialog.locator('[data-slot="account-action"][data-route="Receive"]').click()
    const qr = dialog.locator('[data-slot="receive-view-qr"][data-state="ready"]')
    await qr.waitFor()
    await page.waitForTimeout(200)
    expect(await decodeQr(qr)).toBe(address)
    expect(
      await dialog.locator('[data-slot="receive-network"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-network'))),
    ).toEqual([session.devnet.solanaNetworkId])
    await shot(page, 'embedded-solana-receive-dark')
    await dialog.getByRole('button', { name: /back/i }).first().click()
    await dialog.locator('[data-slot="account-view"]').waitFor()

    const to = Keypair.generate().publicKey
    const view = await fillSend(dialog, 'SOL', '0.5', to.toBase58())
    await page.waitForTimeout(200)
    await shot(page, 'embedded-solana-send-dark')
    await view.locator('[data-slot="send-view-submit"]').click()
    await page.waitForSelector('[data-slot=approve-transaction-view][data-status=pending]')
    await page
      .frameLocator('#w3m-iframe:visible')
      .locator('[data-slot=frame-confirm][data-state=confirm][data-method="solana_signAndSendTransaction"]')
      .waitFor()
    await page.waitForTimeout(200)
    await shot(page, 'embedded-solana-approve-dark')
    await answerInFrame(page, 'solana_signAndSendTransaction')
    await dialog.locator('[data-slot="snackbar"]').getByText('Transaction started').waitFor({ timeout: 30_000 })
    expect(await svm().getBalance(to)).toBe(500_000_000)
    await closeModal(page)
    await page.close()
  })

  test("behavior: the app's own SOL and SPL transfers through useSolanaSigner open the frame's approval by itself: approved they land on the SVM, rejected the app gets 4001 and nothing moves", async () => {
    const to = Keypair.generate().publicKey
    const mint = session.devnet.splToken!.mint
    // The e-mail account holds DUSD to send (a faucet write: the VM cannot create its token account by a transaction).
    session.devnet.grantSplToken(address, 10_000_000n)
    const holder = new PublicKey(session.devnet.solanaAccounts[3]!.publicKey)
    const tokens = async (owner: PublicKey) => {
      const account = await svm().getAccountInfo(getAssociatedTokenAddress(owner, new PublicKey(mint)))
      return account ? Buffer.from(account.data).readBigUInt64LE(64) : 0n
    }
    const heldBefore = await tokens(holder)
    // A new page of the same browser: the session comes back from the frame, on the Solana network it was left on.
    const page = await session.newPage(`?to=${to.toBase58()}&tokenTo=${holder.toBase58()}&mint=${mint}`)
    page.setDefaultTimeout(20_000)
    await expect.poll(() => output(page, 'app-address').textContent()).toBe(address)
    const dialog = page.getByRole('dialog')
    expect(await dialog.count()).toBe(0)

    await page.getByRole('button', { name: 'SOL transfer' }).click()
    await dialog.waitFor()
    await answerInFrame(page, 'solana_signTransaction', 'approve')
    await expect.poll(() => output(page, 'sol-transfer').getAttribute('data-status'), { timeout: 30_000 }).toMatch(/^(success|error)$/)
    expect({
      status: await output(page, 'sol-transfer').getAttribute('data-status'),
      text: await output(page, 'sol-transfer').textContent(),
    }).toEqual({ status: 'success', text: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/) })
    expect(await svm().getBalance(to)).toBe(appSolLamports)
    await expect.poll(() => dialog.count()).toBe(0)

    await page.getByRole('button', { name: 'SOL transfer' }).click()
    await dialog.waitFor()
    await answerInFrame(page, 'solana_signTransaction', 'reject')
    await expect.poll(() => output(page, 'sol-transfer').getAttribute('data-status')).toBe('error')
    expect(await output(page, 'sol-transfer').getAttribute('data-code')).toBe('4001')
    expect(await svm().getBalance(to)).toBe(appSolLamports)
    await expect.poll(() => dialog.count()).toBe(0)

    // An SPL transfer the app builds and has the wallet sign and send (signAndSendTransaction).
    await page.getByRole('button', { name: 'SPL transfer' }).click()
    await dialog.waitFor()
    await answerInFrame(page, 'solana_signAndSendTransaction', 'approve')
    await expect.poll(() => output(page, 'spl-transfer').getAttribute('data-status'), { timeout: 30_000 }).toMatch(/^(success|error)$/)
    expect(await output(page, 'spl-transfer').textContent()).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await tokens(holder)).toBe(heldBefore + appSplUnits)
    expect(await tokens(new PublicKey(address))).toBe(10_000_000n - appSplUnits)
    await page.close()
  })

  test("behavior: on a phone (390×844) the app's SPL transfer opens its approval in the sheet, in both themes: the decoded transfer in the frame, nothing past the sides, no label cut; rejected, the app gets 4001 (screenshots)", async () => {
    const mint = session.devnet.splToken!.mint
    const holder = new PublicKey(session.devnet.solanaAccounts[3]!.publicKey)
    for (const theme of ['dark', 'light'] as const) {
      const query = `?to=${Keypair.generate().publicKey.toBase58()}&tokenTo=${holder.toBase58()}&mint=${mint}${theme === 'light' ? '&theme=light' : ''}`
      const page = await session.newPage(query)
      await page.setViewportSize({ width: 390, height: 844 })
      page.setDefaultTimeout(20_000)
      await expect.poll(() => output(page, 'app-address').textContent()).toBe(address)
      await page.getByRole('button', { name: 'SPL transfer' }).click()
      const sheet = page.locator('[data-slot="dialog-content"]')
      const card = page
        .frameLocator('#w3m-iframe:visible')
        .locator('[data-slot=frame-confirm][data-state=confirm][data-method="solana_signAndSendTransaction"]')
      await card.waitFor()
      await settle(page, sheet)
      const rows = await card.locator('[data-slot=frame-confirm-rows] dt').allTextContents()
      expect(rows).toEqual(expect.arrayContaining(['Send token', 'Token mint', 'To token account', 'Fee payer']))
      expect(await card.locator('[data-slot=frame-confirm-rows] dd').allTextContents()).toContain('2.5')
      const box = await sheet.boundingBox()
      const frameBox = await page.locator('#w3m-iframe').boundingBox()
      const cut = await card
        .locator('[data-slot=frame-confirm-actions] button')
        .evaluateAll((buttons) => buttons.filter((b) => b.scrollWidth > b.clientWidth).map((b) => b.textContent))
      // The app's own outputs (88-character signatures) are the page's, not the kit's: only the sheet and the frame are checked.
      const kit = [...(await overflowing(page)), ...(await page.evaluate(widerThanViewport))].filter(
        (line) => !line.startsWith('document scrollWidth'),
      )
      expect({
        sheet: box && { left: Math.round(box.x), width: Math.round(box.width), bottom: Math.round(box.y + box.height) },
        frameInside: frameBox !== null && frameBox.x >= 0 && frameBox.x + frameBox.width <= 390.5,
        kit,
        cut,
      }).toEqual({ sheet: { left: 0, width: 390, bottom: 844 }, frameInside: true, kit: [], cut: [] })
      await shot(page, `embedded-solana-approve-spl-${theme}-phone`)
      await answerInFrame(page, 'solana_signAndSendTransaction', 'reject')
      await expect.poll(() => output(page, 'spl-transfer').getAttribute('data-status')).toBe('error')
      expect(await output(page, 'spl-transfer').getAttribute('data-code')).toBe('4001')
      await page.close()
    }
  })

  test('behavior: light theme: Account, Receive and Send on the Solana account (screenshots)', async () => {
    const page = await session.newPage('?theme=light')
    page.setDefaultTimeout(20_000)
    await expect.poll(() => output(page, 'app-address').textContent()).toBe(address)
    const dialog = await solanaAccount(page, address)
    await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent(), { timeout: 20_000 }).toMatch(/SOL$/)
    await page.waitForTimeout(200)
    await shot(page, 'embedded-solana-account-light')
    await dialog.locator('[data-slot="account-action"][data-route="Receive"]').click()
    await dialog.locator('[data-slot="receive-view-qr"][data-state="ready"]').waitFor()
    await page.waitForTimeout(200)
    await shot(page, 'embedded-solana-receive-light')
    await dialog.getByRole('button', { name: /back/i }).first().click()
    await dialog.locator('[data-slot="account-view"]').waitFor()
    const to = Keypair.generate().publicKey
    const view = await fillSend(dialog, 'SOL', '0.25', to.toBase58())
    await page.waitForTimeout(200)
    await shot(page, 'embedded-solana-send-light')
    // The frame's confirmation follows the host theme; declined there, nothing is sent.
    await view.locator('[data-slot="send-view-submit"]').click()
    await page
      .frameLocator('#w3m-iframe:visible')
      .locator('[data-slot=frame-confirm][data-state=confirm][data-method="solana_signAndSendTransaction"]')
      .waitFor()
    await page.waitForTimeout(200)
    await shot(page, 'embedded-solana-approve-light')
    await answerInFrame(page, 'solana_signAndSendTransaction', 'reject')
    await dialog.locator('[data-slot="approve-transaction-view"]').waitFor({ state: 'detached' })
    expect(await svm().getBalance(to)).toBe(0)
    await page.close()
  })
})
