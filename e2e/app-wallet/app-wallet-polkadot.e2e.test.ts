import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildPolkadotWalletScript, examplePayload, verifyPayloadSignature } from '../../apps/polkadot-wallet/src/index'
import { polkadotDevAccount } from '../../apps/devnet/src/services/polkadot-ledger'
import { artifactsDir } from '../support/session'
import { startWalletPage, type WalletPage } from '../support/wallet-page'
import { polkadotAppHostSource, polkadotAppMessage } from './bitcoin-polkadot-host-source'

// issue 25 item 1 (polkadot): a CLI-built host (`walletkit add connect-modal use-polkadot-signer`)
// whose own code uses the Devnet Polkadot Wallet (injected in window.injectedWeb3, //Alice sr25519)
// the modal connected, through usePolkadotSigner(), the @polkadot/api Signer: a signRaw whose
// signature is verified here with util-crypto; a declined prompt reaching the app as the kit's
// 4001; an extrinsic payload (as @polkadot/api hands it over) signed through signPayload and
// verified over its SCALE encoding; another account refused (4100) before the extension is asked.

let suite: WalletPage
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'
// A genesis hash for devnet's local Polkadot chain: its first 32 hex characters are the CAIP-2 reference (polkadot:9e4bc837…).
const LOCAL_GENESIS = `0x${'9e4bc837986398d8c0387e8c2492d50d'.repeat(2)}` as const

beforeAll(async () => {
  suite = await startWalletPage('e2e-app-wallet-polkadot', {
    services: ['services'],
    host: { items: ['use-polkadot-signer'], appSource: polkadotAppHostSource },
    wallets: () => [buildPolkadotWalletScript()],
  })
  await cryptoWaitReady()
}, 300_000)
afterAll(() => suite?.stop())

const output = (page: Page, id: string) => page.getByTestId(id)
// An output that showed an outcome before is polled for the one expected now, never read stale.
async function settled(
  page: Page,
  id: string,
  expected?: 'success' | 'error',
): Promise<{ status: string | null; text: string; code: string | null; rejected: string | null }> {
  const locator = output(page, id)
  await expect
    .poll(() => locator.getAttribute('data-status'), { timeout: 20_000 })
    .toMatch(expected ? new RegExp(`^${expected}$`) : /^(success|error)$/)
  return {
    status: await locator.getAttribute('data-status'),
    text: (await locator.textContent()) ?? '',
    code: await locator.getAttribute('data-code'),
    rejected: await locator.getAttribute('data-rejected'),
  }
}
const signRequests = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __devnetPolkadotWallet: { signRequests: unknown[] } }).__devnetPolkadotWallet.signRequests.length,
  )

describe("the app's own code uses the connected Polkadot account (usePolkadotSigner)", () => {
  test('behavior: signRaw and signPayload signed by the extension (sr25519, verified); declined, the app gets the typed 4001; another account is 4100 and never reaches the extension', async () => {
    const page = await suite.newPage(`?other=${BOB}`)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    expect(await output(page, 'app-address').getAttribute('data-connected')).toBe('false')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /Devnet Polkadot Wallet/ }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => output(page, 'app-address').textContent()).toBe(polkadotDevAccount.address)

    // signRaw: the extension signs the <Bytes>-wrapped data; verified here for these bytes only.
    await page.getByRole('button', { name: 'Sign raw', exact: true }).click()
    const raw = await settled(page, 'app-raw')
    expect(raw.status).toBe('success')
    const { id, signature } = JSON.parse(raw.text) as { id: number; signature: `0x${string}` }
    expect(id).toBe(1)
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
    const data = u8aToHex(new TextEncoder().encode(polkadotAppMessage))
    expect(signatureVerify(u8aWrapBytes(data), signature, polkadotDevAccount.address)).toMatchObject({ isValid: true, crypto: 'sr25519' })
    expect(signatureVerify(u8aWrapBytes(`${data}00`), signature, polkadotDevAccount.address).isValid).toBe(false)

    // Declined in the extension: the app's call fails with the kit's typed rejection (Eip1193RpcError, 4001).
    await page.evaluate(() =>
      (window as unknown as { __devnetPolkadotWallet: { rejectNextRequest(): void } }).__devnetPolkadotWallet.rejectNextRequest(),
    )
    await page.getByRole('button', { name: 'Sign raw', exact: true }).click()
    expect(await settled(page, 'app-raw', 'error')).toMatchObject({
      status: 'error',
      code: '4001',
      rejected: 'true',
      text: 'ProviderRpcError: Request Rejected',
    })

    // signPayload: an extrinsic payload on devnet's local chain, signed by the extension; the
    // type-prefixed sr25519 signature verifies over the payload's SCALE encoding, for this nonce only.
    const payload = examplePayload(polkadotDevAccount.address, LOCAL_GENESIS, 4)
    await page.evaluate((p) => void ((window as unknown as { __appPayload: unknown }).__appPayload = p), payload)
    await page.getByRole('button', { name: 'Sign payload' }).click()
    const signedPayload = await settled(page, 'app-payload')
    expect(signedPayload.status).toBe('success')
    const extrinsic = JSON.parse(signedPayload.text) as { id: number; signature: string }
    expect(extrinsic).toEqual({ id: 2, signature: expect.stringMatching(/^0x01[0-9a-f]{128}$/) })
    expect(verifyPayloadSignature(payload, extrinsic.signature, polkadotDevAccount.address)).toBe(true)
    expect(
      verifyPayloadSignature(examplePayload(polkadotDevAccount.address, LOCAL_GENESIS, 5), extrinsic.signature, polkadotDevAccount.address),
    ).toBe(false)

    // The signer is bound to the connected account: another one is refused before the extension sees it.
    const asked = await signRequests(page)
    await page.getByRole('button', { name: 'Sign raw as another account' }).click()
    expect(await settled(page, 'app-raw-other')).toMatchObject({ status: 'error', code: '4100', rejected: 'false' })
    expect(await signRequests(page)).toBe(asked)
    await page.screenshot({ path: join(artifactsDir, 'app-wallet-polkadot.png') })
    expect(errors).toEqual([])
    await page.close()
  })
})
