import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { join } from 'node:path'
import { createPublicClient, http, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { artifactsDir, startSession, type Session } from '../support/session'
import { hostConnectorAppSource, hostConnectorMessage } from './host-connector-source'

// A connector of the host's own, given through the `connectors` option (issue 26): listed in
// Connect beside the discovered wallets, it connects, signs, survives a reload and disconnects,
// all through the real modal of a CLI-built host.

// anvil's second dev key: the host's own wallet is not the announced Devnet Wallet (first key).
const hostKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const hostAddress = privateKeyToAccount(hostKey).address

let session: Session
beforeAll(async () => {
  session = await startSession('e2e-host-connector', { host: { appSource: (roots) => hostConnectorAppSource(roots, hostKey) } })
})
afterAll(() => session?.stop())

describe('a connector of the host app through the connectors option', () => {
  test('behavior: listed in Connect, connects, signs (verified on the node), is restored on reload, disconnects', async () => {
    const page = await session.newPage()
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    const acme = dialog.getByRole('button', { name: /Acme Key/ })
    await acme.waitFor()
    // The announced test wallet is listed too: the host's connector comes in beside discovery, not instead.
    await dialog
      .getByRole('button', { name: /Devnet Wallet/ })
      .first()
      .waitFor()
    await page.screenshot({ path: join(artifactsDir, 'host-connector-connect-dark.png') })
    await acme.click()
    await dialog.waitFor({ state: 'detached' })
    const button = page.locator('[data-slot="connect-button"][data-state="connected"]')
    await expect
      .poll(async () => (await button.getAttribute('aria-label'))?.toLowerCase())
      .toContain(`${hostAddress.slice(0, 6)}`.toLowerCase())

    await page.getByRole('button', { name: 'Sign message' }).click()
    const signature = page.getByTestId('signature')
    await expect.poll(() => signature.getAttribute('data-status')).toBe('signed')
    const client = createPublicClient({ transport: http(session.devnet.evmChains[0]!.rpcUrl) })
    expect(
      await client.verifyMessage({
        address: hostAddress,
        message: hostConnectorMessage,
        signature: (await signature.textContent()) as Hex,
      }),
    ).toBe(true)

    // A reload restores the session through the same connector, with no prompt.
    await page.reload()
    await expect.poll(() => page.locator('[data-slot="connect-button"]').getAttribute('data-state')).toBe('connected')
    expect(await page.getByRole('dialog').count()).toBe(0)
    await button.click()
    await page.getByRole('dialog').locator('[data-slot="account-view-name"]').waitFor()
    expect((await page.getByRole('dialog').locator('[data-slot="account-view-name"]').getAttribute('data-address'))?.toLowerCase()).toBe(
      hostAddress.toLowerCase(),
    )
    await page.getByRole('dialog').locator('[data-slot="account-view-disconnect"]').click()
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await page.evaluate(() => localStorage.getItem('@walletkit/connection_status'))).toBe(JSON.stringify('disconnected'))
    await page.close()
  })
})
