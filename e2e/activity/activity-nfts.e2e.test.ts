import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPublicClient, createWalletClient, defineChain, erc20Abi, http, parseEther, type Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devCollectiblesAbi } from '../../apps/devnet/src/evm/deploy-dev-collectibles'
import { axeViolations } from '../support/axe'
import { contrast, textColors } from '../support/contrast'
import { hostAppSource, withNetworkFields } from '../support/host-source'
import { artifactsDir, startSession, type Session } from '../support/session'
import { openAccount } from '../support/open-account'

let session: Session

// The shared test host, with an explorer on each network so the rows link to it.
const appSource = (roots: Parameters<typeof hostAppSource>[0]) =>
  withNetworkFields(hostAppSource(roots), "blockExplorers: { default: { name: 'Local explorer', url: `${host.services}/explorer` } }")

beforeAll(async () => {
  session = await startSession('e2e-activity-nfts', { host: { items: ['activity-view', 'nfts-view'], appSource } })
}, 300_000)
afterAll(() => session?.stop())

const monthName = (date: Date) => new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(date)

function chainClients(index: number) {
  const chain = session.devnet.evmChains[0]!
  const viemChain = defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const account = privateKeyToAccount(session.devnet.evmAccounts[index]!.privateKey)
  return {
    wallet: createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl) }),
    client: createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl), pollingInterval: 50 }),
  }
}

describe('Activity and NFTs tabs in Chromium', () => {
  test('behavior: real transfers grouped by month with direction and amount, pending then confirmed, paging on scroll, spam hidden; NFTs shows holdings', async () => {
    const me = session.devnet.evmAccounts[0]!.address
    const { devnet } = session
    const [collectibles] = devnet.collectibles
    if (!collectibles) throw new Error('devnet deploys DevCollectibles')
    // Twelve ETH payments in, one ETH payment out, a DUSD payment in and an NFT sent away, all through viem on anvil.
    const payer = chainClients(3)
    const inHashes: Hash[] = []
    for (let i = 1; i <= 12; i++) inHashes.push(await payer.wallet.sendTransaction({ to: me, value: parseEther(String(i / 100)) }))
    const mine = chainClients(0)
    const outHash = await mine.wallet.sendTransaction({ to: devnet.evmAccounts[6]!.address, value: parseEther('1') })
    const dusdHash = await chainClients(2).wallet.writeContract({
      address: devnet.erc20.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [me, 12_500_000n],
    })
    const nftHash = await mine.wallet.writeContract({
      address: collectibles.address,
      abi: devCollectiblesAbi,
      functionName: 'transferFrom',
      args: [me, devnet.evmAccounts[5]!.address, 3n],
    })
    await mine.client.waitForTransactionReceipt({ hash: nftHash })
    // One more payment waits in the mempool: Activity shows it pending.
    await mine.client.request({ method: 'evm_setAutomine', params: [false] } as never)
    const pendingHash = await chainClients(4).wallet.sendTransaction({ to: me, value: parseEther('0.5') })

    const page = await session.newPage()
    try {
      const dialog = await openAccount(page)
      await dialog.getByRole('tab', { name: 'Activity' }).click()
      const rows = dialog.locator('[data-slot="activity-view-item"]')
      await rows.first().waitFor()
      const row = (hash: string) => dialog.locator(`[data-slot="activity-view-item"][data-hash="${hash}"]`)
      expect(await rows.first().getAttribute('data-hash')).toBe(pendingHash)
      expect(await row(pendingHash).getAttribute('data-status')).toBe('pending')
      expect(await row(pendingHash).locator('[data-slot="activity-view-status"]').textContent()).toBe('Pending')
      const now = new Date()
      expect(await dialog.locator('[data-slot="activity-view-year-title"]').first().textContent()).toBe(String(now.getUTCFullYear()))
      expect(await dialog.locator('[data-slot="activity-view-month-title"]').first().textContent()).toBe(monthName(now))
      await page.screenshot({ path: join(artifactsDir, 'activity-pending-dark.png') })

      // Mined: shown again, the entry is confirmed.
      await mine.client.request({ method: 'evm_mine', params: [] } as never)
      await mine.client.request({ method: 'evm_setAutomine', params: [true] } as never)
      await mine.client.waitForTransactionReceipt({ hash: pendingHash })
      await dialog.getByRole('tab', { name: 'Tokens' }).click()
      await dialog.getByRole('tab', { name: 'Activity' }).click()
      await expect.poll(() => row(pendingHash).getAttribute('data-status')).toBe('confirmed')

      const amounts = async (hash: string) => [
        await row(hash).getAttribute('data-direction'),
        await row(hash).locator('[data-slot="activity-view-amount"]').first().textContent(),
      ]
      expect(await amounts(nftHash)).toEqual(['out', 'Dev Collectibles #3'])
      expect(await amounts(dusdHash)).toEqual(['in', '+12.5 DUSD'])
      expect(await amounts(outHash)).toEqual(['out', '-1 ETH'])
      expect(await row(outHash).locator('[data-slot="activity-view-explorer"]').getAttribute('href')).toBe(
        `${devnet.urls.services}/explorer/tx/${outHash}`,
      )
      expect(await row(dusdHash).locator('img').getAttribute('src')).toBe(`${devnet.urls.services}/public/getTokenImage/DUSD`)
      expect(await rows.count()).toBe(10)

      // Scrolling to the end loads the next pages, until everything but the spam-only mint is shown.
      const list = dialog.locator('[data-slot="activity-view"]')
      const all: Array<{ metadata: { hash: string }; transfers: Array<{ nft_info?: { flags: { is_spam: boolean } } }> }> = []
      for (let cursor: string | null = ''; cursor !== null; ) {
        const body = (await fetch(
          `${devnet.urls.services}/v1/account/${me}/history?projectId=t&chainId=eip155:31337${cursor ? `&cursor=${cursor}` : ''}`,
        ).then((r) => r.json())) as { data: typeof all; next: string | null }
        all.push(...body.data)
        cursor = body.next
      }
      expect(all.length).toBeGreaterThan(20)
      const spamOnly = all.filter((t) => t.transfers.length > 0 && t.transfers.every((x) => x.nft_info?.flags.is_spam))
      expect(spamOnly).toHaveLength(1)
      for (let shown = await rows.count(); shown < all.length - 1; shown = await rows.count()) {
        await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
        await expect.poll(() => rows.count()).toBeGreaterThan(shown)
      }
      await expect.poll(() => rows.count()).toBe(all.length - 1)
      expect(await row(spamOnly[0]!.metadata.hash).count()).toBe(0)
      for (const hash of inHashes) expect(await row(hash).getAttribute('data-direction')).toBe('in')

      // NFTs: the three minted to account 0, minus the one sent away; the spam one hidden.
      await dialog.getByRole('tab', { name: 'NFTs' }).click()
      const cards = dialog.locator('[data-slot="nfts-view-item"]')
      await cards.first().waitFor()
      expect(await cards.locator('[data-slot="nfts-view-name"]').allTextContents()).toEqual(['Dev Collectibles #1', 'Dev Collectibles #2'])
      expect(await cards.locator('[data-slot="nfts-view-token-id"]').allTextContents()).toEqual(['#1', '#2'])
      await expect
        .poll(() =>
          cards
            .first()
            .locator('img')
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        )
        .toBe(256)
    } finally {
      await mine.client.request({ method: 'evm_setAutomine', params: [true] } as never)
      await page.close()
    }
  })

  test("behavior: a failing history shows 'Failed to fetch transactions' with an empty list; retry recovers", async () => {
    const { devnet } = session
    const setFault = (mode: string | null) =>
      fetch(`${devnet.urls.services}/dev/faults`, { method: 'POST', body: JSON.stringify({ path: '/v1/account/:address/history', mode }) })
    const page = await session.newPage()
    try {
      const dialog = await openAccount(page)
      await dialog.getByRole('tab', { name: 'Activity' }).click()
      await dialog.locator('[data-slot="activity-view-item"]').first().waitFor()
      expect((await setFault('status-500')).ok).toBe(true)
      await dialog.getByRole('tab', { name: 'Tokens' }).click()
      await dialog.getByRole('tab', { name: 'Activity' }).click()
      const alert = dialog.locator('[data-slot="activity-view-error"]')
      await alert.waitFor()
      expect(await alert.locator('[data-slot="activity-view-error-text"]').textContent()).toBe('Failed to fetch transactions')
      expect(await dialog.locator('[data-slot="activity-view-item"]').count()).toBe(0)
      await page.screenshot({ path: join(artifactsDir, 'activity-error-dark.png') })
      expect((await setFault(null)).ok).toBe(true)
      await dialog.getByRole('button', { name: 'Try again' }).click()
      await dialog.locator('[data-slot="activity-view-item"]').first().waitFor()
      await alert.waitFor({ state: 'detached' })
    } finally {
      await setFault(null)
      await page.close()
    }
  })

  test('behavior: screenshots of Activity and NFTs in light and dark; received amounts and explorer links read at 4.5:1 in both, and axe finds nothing serious on either tab', async () => {
    for (const theme of ['dark', 'light'] as const) {
      const page = await session.newPage(theme === 'light' ? '?theme=light' : '')
      try {
        const dialog = await openAccount(page)
        await dialog.getByRole('tab', { name: 'Activity' }).click()
        await dialog.locator('[data-slot="activity-view-item"] img').first().waitFor()
        await page.waitForTimeout(200)
        await page.screenshot({ path: join(artifactsDir, `activity-${theme}.png`) })
        // The success green and the accent as text were 1.9:1 and 3.0:1 on the light card.
        for (const slot of ['activity-view-amount[data-direction="in"]', 'activity-view-explorer']) {
          const [first] = slot.split('[')
          const colors = await textColors(dialog.locator(`[data-slot="${first}"]${slot.slice(first!.length)}`).first())
          expect(contrast(colors.fg, colors.bg), `${theme} ${slot} ${colors.fg} on ${colors.bg}`).toBeGreaterThanOrEqual(4.5)
        }
        expect(await axeViolations(page), `Activity, ${theme}`).toEqual([])
        await dialog.getByRole('tab', { name: 'NFTs' }).click()
        await dialog.locator('[data-slot="nfts-view-img"]').first().waitFor()
        await page.waitForTimeout(200)
        await page.screenshot({ path: join(artifactsDir, `nfts-${theme}.png`) })
        // The grid scrolls and its cards hold nothing focusable: the scrolling box takes focus itself.
        expect(await axeViolations(page), `NFTs, ${theme}`).toEqual([])
      } finally {
        await page.close()
      }
    }
  })
})
