import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { createPublicClient, formatEther, http } from 'viem'
import { hostAppSource, withNetworkFields } from '../support/host-source'
import { openAccount } from '../support/open-account'
import { artifactsDir, startSession, type Session } from '../support/session'

// The connect button's balance and network chips (issue 26 item 5) on a CLI-built host: the
// balance comes from the local node through the kit's balances, the network's name and icon from
// its configuration and the catalogue; on a phone only the network's icon stays.

// anvil's first dev account, the one the injected Devnet Wallet holds.
const devAccount = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

let session: Session
beforeAll(async () => {
  session = await startSession('e2e-connect-button-chips', {
    host: {
      appSource: (roots) => {
        const source = withNetworkFields(hostAppSource(roots), "assets: { imageId: 'devnet-' + String(chain.chainId) }")
        if (!source.includes('<ConnectButton />')) throw new Error('the host source changed shape: no <ConnectButton /> to give chips')
        return source.replace('<ConnectButton />', '<ConnectButton showBalance showNetwork />')
      },
    },
  })
})
afterAll(() => session?.stop())

async function connect(page: Page): Promise<void> {
  const dialog = await openAccount(page)
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
}

const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

describe('connect button chips', () => {
  test('behavior: balance and network chips beside the account; the network chip opens Networks; both themes', async () => {
    const chain = session.devnet.evmChains[0]!
    for (const theme of ['dark', 'light'] as const) {
      const page = await session.newPage(theme === 'light' ? '?theme=light' : '')
      await connect(page)
      const group = page.locator('[data-slot="connect-button-group"]')
      expect(await group.getAttribute('data-wk-theme')).toBe(theme)
      const network = group.getByRole('button', { name: `${chain.name}, switch network` })
      await network.waitFor()
      await network.locator('[data-slot="wallet-image-img"]').waitFor()
      // What the node holds for the account, cut to SPEC's 3 decimals (the devnet seeds spend a little of it).
      const wei = await createPublicClient({ transport: http(chain.rpcUrl) }).getBalance({ address: devAccount })
      const expected = `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 3, roundingMode: 'trunc' }).format(Number(formatEther(wei)))} ETH`
      await expect.poll(() => group.locator('[data-slot="connect-button-balance"]').textContent()).toBe(expected)
      expect(await group.locator('[data-slot="connect-button"]').getAttribute('aria-label')).toMatch(/^Open account 0xf39f…2266$/i)
      await group.screenshot({ path: join(artifactsDir, `connect-button-chips-${theme}.png`) })
      await page.screenshot({ path: join(artifactsDir, `connect-button-chips-page-${theme}.png`) })
      await network.click()
      await page.getByRole('dialog').getByRole('heading', { name: 'Choose Network' }).waitFor()
      await page.close()
    }
  })

  test('behavior: on a phone the balance is left out and the network shows its icon, nothing overflows', async () => {
    const page = await session.newPage()
    await page.setViewportSize({ width: 375, height: 740 })
    await connect(page)
    const group = page.locator('[data-slot="connect-button-group"]')
    const network = group.locator('[data-slot="connect-button-network"]')
    await network.locator('[data-slot="wallet-image-img"]').waitFor()
    await expect.poll(() => group.locator('[data-slot="connect-button-balance"]').count()).toBe(1)
    expect(await group.locator('[data-slot="connect-button-balance"]').isVisible()).toBe(false)
    expect(await network.locator('[data-slot="connect-button-network-name"]').evaluate((el) => el.getBoundingClientRect().width <= 1)).toBe(
      true,
    )
    expect(await network.getAttribute('aria-label')).toBe(`${session.devnet.evmChains[0]!.name}, switch network`)
    expect(await noHorizontalOverflow(page)).toBe(true)
    await page.screenshot({ path: join(artifactsDir, 'connect-button-chips-phone-dark.png') })
    await page.close()
  })
})
