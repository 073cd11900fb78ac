import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { parseEther, type Hex } from 'viem'
import { launchEngine, selectedEngines, type EngineBrowser, type EngineName, type EnginePage } from '../support/engines'
import { journeyAppSource, journeyMessage } from '../journeys/journey-host'
import { overflowingInPage } from '../mobile/phone-session'
import { artifactsDir } from '../support/session'
import { startEngineHost, type EngineHost } from './engine-host'
import {
  aimedApprove,
  approveInSecureWindow,
  emailLogin,
  closeModal,
  connectDevnetWallet,
  dialog,
  node,
  noDialogShown,
  signOut,
  text,
  untilAddress,
  untilText,
} from './engine-steps'

// The two journeys a user takes most, in Chromium, Firefox ESR and WebKitGTK (Safari's engine),
// through the real modal of one CLI-built host (`walletkit add connect-modal email-login
// send-view`) against one devnet:
// - the injected Devnet Wallet: connect from the modal, switch network in Account (the wallet's
//   chain follows), send ETH from Send (the amount arrives on anvil), disconnect;
// - social sign-in through the GitHub stand-in's popup, which the click opens;
// - the e-mail embedded wallet: log in with the code devnet's mailbox got, sign a message
//   approved with a user-like pointer (onto Approve, rest until it is ready, move, click), the
//   signature verified by the node, and a reload restores the account.
// Chromium approves inside the secure frame (IntersectionObserver v2 proves it is seen). Firefox
// and WebKit have no v2, so the frame's button opens the secure window on the frame's origin and
// the same aimed click approves there (apps/frame/src/page/confirm/confirmation-ui.ts).
// Each engine's journey time is printed side by side at the end.

const engines = selectedEngines()
let host: EngineHost
const times = new Map<EngineName, { launch?: number; injected?: number; email?: number }>()

beforeAll(async () => {
  host = await startEngineHost('e2e-engines-journeys', {
    frame: true,
    host: { appSource: journeyAppSource, items: ['email-login', 'social-login', 'send-view'] },
  })
})

afterAll(async () => {
  const seconds = (ms: number | undefined) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`)
  const rows = engines.map((engine) => {
    const t = times.get(engine) ?? {}
    const total = t.injected !== undefined && t.email !== undefined ? t.injected + t.email : undefined
    return `${engine} ${seconds(total)} (injected ${seconds(t.injected)}, e-mail ${seconds(t.email)}; launch ${seconds(t.launch)})`
  })
  console.info(`engines journeys: ${rows.join(', ')}`)
  await host?.stop()
})

type DevnetWallet = { chainId: number; connected: boolean }
declare const window: Window & { __devnetWallet: DevnetWallet }

for (const engine of engines) {
  describe(`journeys in ${engine}`, () => {
    let browser: EngineBrowser
    beforeAll(async () => {
      // A default Chrome profile keeps the cross-site frame's storage (the reload restores from
      // it); Firefox and WebKit partition it by top-level site, which keeps it across reloads too.
      const started = performance.now()
      browser = await launchEngine(engine, { thirdPartyStorage: true })
      times.set(engine, { launch: performance.now() - started })
    })
    afterAll(() => browser?.close())

    // The shared failure report knows Chromium's pages only: here each engine's page says what it showed.
    let shown: EnginePage | undefined
    afterEach(async ({ task }) => {
      const page = shown
      shown = undefined
      if (task.result?.state !== 'fail' || !page) return
      const dir = join(artifactsDir, 'failures')
      mkdirSync(dir, { recursive: true })
      const file = join(
        dir,
        `engines-journeys-${engine}-${task.name.includes('e-mail') ? 'email' : task.name.includes('Farcaster') ? 'farcaster' : task.name.includes('GitHub') ? 'github' : 'injected'}.png`,
      )
      writeFileSync(file, await page.screenshot())
      const states = await page.evaluate(() =>
        [...document.querySelectorAll('[data-slot][data-state], [data-slot][data-status], [data-slot][data-step]')]
          .filter((el) => el.getClientRects().length > 0)
          .map(
            (el) =>
              `${el.getAttribute('data-slot')}=${el.getAttribute('data-state') ?? el.getAttribute('data-status') ?? el.getAttribute('data-step')}`,
          )
          .join(' '),
      )
      process.stderr.write(
        `\n[journeys-engines] ${engine} page when "${task.name}" failed: ${await page.url()}\n  ${states}\n  screenshot: ${file}\n`,
      )
    })

    test(`behavior: injected Devnet Wallet: connect from the modal, switch network (the wallet follows), send ETH (anvil gets it), disconnect (${engine})`, async () => {
      const started = performance.now()
      const [primary, secondary] = host.devnet.evmChains
      const me = host.devnet.evmAccounts[0]!.address
      const page = (shown = await browser.newPage())
      await page.goto(`${host.server.url}/`)

      // Connect: the wallet announced over EIP-6963, picked in the Connect view.
      await connectDevnetWallet(page)
      expect((await text(page, '[data-testid="address"]'))?.toLowerCase()).toBe(me.toLowerCase())
      expect(await page.evaluate(() => window.__devnetWallet.chainId)).toBe(primary!.chainId)

      // Switch network from Account: the modal shows it and the wallet's chain follows.
      await page.click('[data-slot="connect-button"][data-state="connected"]')
      await page.click(`${dialog} [data-slot="account-view-network"]`)
      await page.click(`${dialog} [data-network="eip155:${secondary!.chainId}"]`)
      await untilText(page, `${dialog} [data-slot="account-view-network"]`, secondary!.name)
      expect(await page.evaluate(() => window.__devnetWallet.chainId)).toBe(secondary!.chainId)

      // Send ETH on that network from Send; the node of that chain says exactly that much arrived.
      const to = host.devnet.evmAccounts[7]!.address
      const before = await node(secondary!.rpcUrl).getBalance({ address: to })
      await page.click(`${dialog} [data-slot="account-action"][data-route="Send"]`)
      await page.waitForSelector(`${dialog} [data-slot="send-view"][data-state="ready"]`)
      // A press elsewhere closes the token list (Safari gives the clicked trigger no focus, so no blur closes it).
      await page.click(`${dialog} [data-slot="send-token-select-trigger"]`)
      await page.waitForSelector(`${dialog} [data-slot="send-token-select-list"]`)
      await page.click(`${dialog} [data-slot="modal-header-title"]`)
      await page.waitForFunction((d) => !document.querySelector(`${d} [data-slot="send-token-select-list"]`), dialog)
      await page.click(`${dialog} [data-slot="send-token-select-trigger"]`)
      await page.click(`${dialog} [data-slot="send-token-option"][data-token="ETH"]`)
      await page.type(`${dialog} [data-slot="send-view-amount"]`, '0.0125')
      await page.type(`${dialog} [data-slot="send-receiver-input"]`, to)
      await untilText(page, `${dialog} [data-slot="send-view-submit"]`, 'Send')
      await page.click(`${dialog} [data-slot="send-view-submit"]`)
      await page.waitForFunction(
        (d) => document.querySelector(`${d} [data-slot="snackbar"]`)?.textContent?.includes('Transaction started'),
        dialog,
      )
      expect(await node(secondary!.rpcUrl).getBalance({ address: to })).toBe(before + parseEther('0.0125'))

      // Disconnect from Account: the page is back to Connect Wallet and the wallet is told.
      await page.waitForSelector(`${dialog} [data-slot="account-view"]`)
      await page.click(`${dialog} [data-slot="account-view-disconnect"]`)
      await page.waitForFunction(
        () =>
          document.querySelector('[data-slot="connect-button"]')?.getAttribute('data-state') !== 'connected' &&
          !document.querySelector('[data-testid="address"]'),
      )
      expect(await page.evaluate(() => localStorage.getItem('@walletkit/connection_status'))).toBe('"disconnected"')
      expect(await page.evaluate(() => window.__devnetWallet.connected)).toBe(false)
      await page.close()
      times.set(engine, { ...times.get(engine), injected: performance.now() - started })
    })

    test(`behavior: a returning visitor who opens the modal while the wallet is still waking up (Connecting…) sees Connect, then their account once the session is restored (${engine})`, async () => {
      const me = host.devnet.evmAccounts[0]!.address
      const page = (shown = await browser.newPage())
      await page.goto(`${host.server.url}/`)
      // This wallet remembers the site across loads, as an extension does.
      await page.evaluate(() => localStorage.setItem('devnet-wallet:remember-site', 'no'))
      await page.goto(`${host.server.url}/`)
      await connectDevnetWallet(page)

      // Next load the wallet answers the restore's eth_accounts only once it is awake (the test wakes it),
      // so the click is sure to land while the session is being restored.
      await page.evaluate(() => localStorage.setItem('devnet-wallet:asleep', 'yes'))
      await page.goto(`${host.server.url}/`)
      await page.click('[data-slot="connect-button"][data-state="connecting"]')
      await page.waitForFunction(
        () => document.querySelector('[role="dialog"] [data-slot="modal-router"]')?.getAttribute('data-view') === 'Connect',
      )
      await page.evaluate(() => (window as unknown as { __devnetWallet: { wake(): void } }).__devnetWallet.wake())
      await page.waitForFunction(
        () => document.querySelector('[role="dialog"] [data-slot="modal-router"]')?.getAttribute('data-view') === 'Account',
      )
      await untilAddress(page)
      expect((await text(page, '[data-testid="address"]'))?.toLowerCase()).toBe(me.toLowerCase())

      // Leave as found: disconnected, and the wallet forgetful again for the journeys after this one.
      await page.click(`${dialog} [data-slot="account-view-disconnect"]`)
      await page.waitForFunction(() => !document.querySelector('[data-testid="address"]'))
      await page.evaluate(() => localStorage.removeItem('devnet-wallet:remember-site'))
      await page.close()
    })

    test(`behavior: Farcaster: the view's QR code holds the approval link; approved elsewhere, the page is connected with that account, then disconnected (${engine})`, async () => {
      const page = (shown = await browser.newPage())
      await page.goto(`${host.server.url}/`)
      await page.click('[data-slot="connect-button"]')
      await page.click(`${dialog} [data-slot="social-login-button"][data-provider="farcaster"]`)
      const qr = `${dialog} [data-slot="connecting-farcaster-qr"][data-state="ready"]`
      await page.waitForSelector(qr)
      await page.waitForSelector(`${dialog} [data-slot="connecting-farcaster-qr-code"]`)
      const { uri, link } = await page.evaluate(
        ([q, d]) => ({
          uri: document.querySelector(q)?.getAttribute('data-uri'),
          link: document.querySelector(`${d} [data-slot="connecting-farcaster-link"]`)?.getAttribute('href'),
        }),
        [qr, dialog] as const,
      )
      expect(uri).toMatch(/\/farcaster\/approve\?channel=/)
      expect(link).toBe(uri)
      // Nothing of the view past the card's sides: its QR code and text fit in this engine too.
      expect(await page.evaluate(overflowingInPage)).toEqual([])
      writeFileSync(join(artifactsDir, `engines-farcaster-${engine}.png`), await page.screenshot())

      // The user approves on their phone: the link the QR code holds, opened elsewhere.
      const userName = `engines-${engine}-${Date.now()}`
      const phone = await browser.newPage()
      const approval = new URL(uri!)
      approval.searchParams.set('userName', userName)
      await phone.goto(approval.href)
      await phone.click('[data-slot="farcaster-approve"] button[type=submit]')
      await phone.waitForSelector('[data-slot="farcaster-approve-status"][data-state="approved"]')
      await phone.close()

      await untilAddress(page)
      expect(await page.evaluate(() => localStorage.getItem('@walletkit/social_username'))).toBe(JSON.stringify(userName))
      await signOut(page)
      await page.close()
    })

    test(`behavior: social (the GitHub stand-in popup): GitHub opens its popup from the click, the user signs in there, the page is connected with that account, then disconnected (${engine})`, async () => {
      const page = (shown = await browser.newPage())
      await page.goto(`${host.server.url}/`)
      await page.click('[data-slot="connect-button"]')
      // As soon as a user could: the click waits for the button to be enabled (the frame said READY).
      await page.click(`${dialog} [data-slot="social-login-button"][data-provider="github"]`)
      // The popup goes from the secure site's loading page to the provider's, on the secure site's origin.
      const popup = await browser.window(`${new URL(host.devnet.urls.frame).origin}/social/github/authorize`)
      const user = `engines-${engine}-${Date.now()}`
      // The stand-in offers a name of its own: the user types theirs in its place.
      await popup.evaluate(() => void ((document.querySelector('input[name=user]') as HTMLInputElement).value = ''))
      await popup.type('input[name=user]', user)
      await popup.click('button[type=submit]')

      await untilAddress(page)
      expect(await page.evaluate(() => localStorage.getItem('@walletkit/social_username'))).toBe(JSON.stringify(user))
      await signOut(page)
      await page.close()
    })

    test(`behavior: e-mail embedded wallet: log in with the mailed code, sign with an aimed Approve (verified on the node), reload restores (${engine})`, async () => {
      const started = performance.now()
      const frameUrl = host.devnet.urls.frame
      const email = `engines-${engine}-${Date.now()}@walletkit.dev`
      const page = (shown = await browser.newPage())
      await page.goto(`${host.server.url}/`)

      // E-mail login in the Connect view: the address, then the code devnet's mailbox received.
      await emailLogin(page, host.devnet.urls.services, email)
      await untilAddress(page)
      const address = (await text(page, '[data-testid="address"]')) as Hex
      await closeModal(page)

      // Sign: ApproveTransaction reveals the secure frame; the user approves there.
      await page.click('[data-testid="sign"]')
      const view = `${dialog} [data-slot="approve-transaction-view"][data-status=pending]`
      await page.waitForSelector(view)
      expect(await text(page, `${view} [data-slot="approve-transaction-method"]`)).toBe('personal_sign')
      // The network the host last used: the injected journey before left it on the second chain.
      const chainName = await text(page, `${view} [data-slot="approve-transaction-chain"]`)
      const chain = host.devnet.evmChains.find((c) => c.name === chainName)
      expect(chain, `a devnet chain named ${chainName}`).toBeDefined()
      const frame = await page.frame(frameUrl)
      await frame.waitForSelector('[data-slot=frame-confirm][data-state=confirm][data-method="personal_sign"]')
      const v2 = await frame.evaluate(() => 'isVisible' in IntersectionObserverEntry.prototype)
      expect(v2).toBe(engine === 'chromium')
      await aimedApprove(page, frame)
      if (!v2) {
        // No way to prove the frame is seen: the aimed click opened the secure window (the frame's
        // origin, top level), which shows the request again; the same aimed click approves there.
        await approveInSecureWindow(browser, frame, frameUrl, journeyMessage)
      }
      await page.waitForFunction(() => document.querySelector('[data-testid="signature"]')?.getAttribute('data-status') === 'signed')
      const signature = (await text(page, '[data-testid="signature"]')) as Hex
      expect(await node(chain!.rpcUrl).verifyMessage({ address, message: journeyMessage, signature })).toBe(true)
      await page.waitForFunction(noDialogShown)

      // Reload: the same account comes back from the frame, with no prompt.
      await page.goto(`${host.server.url}/`)
      await untilAddress(page)
      expect(await text(page, '[data-testid="address"]')).toBe(address)
      expect(await page.evaluate(() => document.querySelector('[data-slot="connect-button"]')?.getAttribute('data-state'))).toBe(
        'connected',
      )
      expect(await page.evaluate(noDialogShown)).toBe(true)
      await page.close()
      times.set(engine, { ...times.get(engine), email: performance.now() - started })
    })
  })
}
