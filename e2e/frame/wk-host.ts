import type { Page } from 'playwright-core'
import type { Hex } from 'viem'
import type { Devnet } from '../../apps/devnet/src/index'

// Steps shared by the suites that drive host-page.ts (the page exposing `window.wk`) against
// devnet's secure frame site: opening the page, reading a one-time code, logging in by e-mail.

/** The part of host-page.ts's `window.wk` these steps use. */
type WkPage = {
  wk: {
    auth: { connectEmail(email: string): Promise<unknown>; connectOtp(otp: string): Promise<{ address: string }> }
    ready: Promise<boolean>
  }
}

/**
 * Opens the host page served at `hostUrl` on `target`, pointed at devnet's frame site and first
 * chain; resolves once the page exposes `window.wk`, and with `frameReady` once the hidden
 * secure frame has also loaded (what a test posting to the iframe needs first).
 */
export async function openWkHost(target: Page, devnet: Devnet, hostUrl: string, { frameReady = false } = {}): Promise<void> {
  const chain = devnet.evmChains[0]!
  await target.goto(
    `${hostUrl}/?frame=${encodeURIComponent(devnet.urls.frame)}&chain=${chain.chainId}&rpc=${encodeURIComponent(chain.rpcUrl)}`,
  )
  await target.waitForFunction(() => 'wk' in window)
  if (frameReady) await target.evaluate(() => (window as unknown as WkPage).wk.ready)
}

/** The newest one-time code devnet's dev mailbox holds for `to` ('' when none came). */
export async function latestCode(devnet: Devnet, to: string): Promise<string> {
  const response = await fetch(`${devnet.urls.services}/dev/mailbox?to=${encodeURIComponent(to)}`)
  const { messages } = (await response.json()) as { messages: Array<{ code?: string }> }
  return messages.at(-1)?.code ?? ''
}

/** Logs the open host page in with `email` (the code read from the mailbox); gives the account's address. */
export async function emailSignIn(page: Page, devnet: Devnet, email: string): Promise<Hex> {
  await page.evaluate((e) => (window as unknown as WkPage).wk.auth.connectEmail(e), email)
  const code = await latestCode(devnet, email)
  return (await page.evaluate((otp) => (window as unknown as WkPage).wk.auth.connectOtp(otp), code)).address as Hex
}
