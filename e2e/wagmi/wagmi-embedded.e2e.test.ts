import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPublicClient, http, numberToHex, parseEther, type Hex } from 'viem'
import type { Page } from 'playwright-core'
import { answerInFrame } from '../frame/in-frame'
import { closeModal, connectByEmail } from '../journeys/embedded-steps'
import { startSession, type Session } from '../support/session'
import { wagmiHostAppSource, wagmiSendWei } from './wagmi-host-source'

// issue 25 items 2 and 4, the embedded wallet as the way in: the CLI-built wagmi host with
// e-mail login (`walletkit add connect-modal wagmi email-login`), its own code only wagmi hooks.
// wagmi's useSendTransaction reaches the secure frame: the modal opens on the approval by itself,
// approved the ETH lands on anvil, rejected wagmi gets UserRejectedRequestError.

let session: Session
beforeAll(async () => {
  session = await startSession('e2e-wagmi-embedded', {
    host: { items: ['wagmi', 'email-login'], appSource: (roots) => wagmiHostAppSource(roots) },
    services: ['frame'],
    thirdPartyStorage: true,
  })
}, 300_000)
afterAll(() => session?.stop())

const text = (page: Page, id: string) => page.getByTestId(id).textContent()
const status = (page: Page, id: string) => page.getByTestId(id).getAttribute('data-status')

describe('wagmi hooks with the embedded wallet', () => {
  test('behavior: e-mail login, wagmi sees the account; useSendTransaction opens the approval by itself: approved it lands on anvil, rejected it is UserRejectedRequestError', async () => {
    const [primary] = session.devnet.evmChains
    const to = session.devnet.evmAccounts[4]!
    if (!primary) throw new Error('devnet runs an EVM chain')
    const page = await session.newPage(`?token=${session.devnet.erc20.address}&to=${to.address}`)
    page.setDefaultTimeout(20_000)
    const dialog = page.getByRole('dialog')
    await connectByEmail(page, session, `wagmi-${Date.now()}@example.com`)
    await closeModal(page)
    await expect.poll(() => text(page, 'wagmi-status')).toBe('connected')
    const address = (await text(page, 'wagmi-address')) as Hex
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await text(page, 'wagmi-chain')).toBe(String(primary.chainId))

    // The embedded wallet's accounts (a smart account's owner pays its gas) get ETH on anvil to send with.
    const client = createPublicClient({ transport: http(primary.rpcUrl) })
    await expect.poll(() => text(page, 'wagmi-addresses')).toMatch(new RegExp(`^${address}`))
    for (const account of ((await text(page, 'wagmi-addresses')) ?? '').split(',')) {
      await client.request({ method: 'anvil_setBalance' as never, params: [account, numberToHex(parseEther('1'))] as never })
    }
    const before = await client.getBalance({ address: to.address })

    expect(await dialog.count()).toBe(0)
    await page.getByRole('button', { name: 'wagmi send' }).click()
    await dialog.waitFor()
    await answerInFrame(page, 'eth_sendTransaction', 'approve')
    await expect.poll(() => status(page, 'wagmi-sent'), { timeout: 30_000 }).toMatch(/^(success|error)$/)
    expect({ status: await status(page, 'wagmi-sent'), text: await text(page, 'wagmi-sent') }).toEqual({
      status: 'success',
      text: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
    expect(await client.getBalance({ address: to.address })).toBe(before + wagmiSendWei)
    await expect.poll(() => dialog.count()).toBe(0)

    await page.getByRole('button', { name: 'wagmi send' }).click()
    await dialog.waitFor()
    await answerInFrame(page, 'eth_sendTransaction', 'reject')
    await expect.poll(() => status(page, 'wagmi-sent')).toBe('error')
    expect(await page.getByTestId('wagmi-sent').getAttribute('data-rejected')).toBe('true')
    expect(await client.getBalance({ address: to.address })).toBe(before + wagmiSendWei)
    await page.close()
  })
})
