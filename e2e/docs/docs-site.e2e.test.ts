import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createPublicClient, erc20Abi, formatUnits, http, parseAbi, parseEther, parseUnits, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { docsInstalledViews } from '../../apps/docs/components/preview/docs-installed-views'
import { noPreview } from '../../apps/docs/components/preview/no-preview'
import { hasPreview, previewNames } from '../../apps/docs/components/preview/preview-names'
import { serveExport, type ExportServer } from '../../apps/docs/lib/serve-export'
import { buildTestWalletScript } from '../../apps/test-wallet/src/index'
import { launchChromium, type Browser } from '../support/browser'
import { evmChains } from '../support/wallet-page'
import { clearOriginStorage } from '../support/clean-storage'
import { buildSite, pagePaths } from './docs-build'
import { checkPreviewLanguageMenu, checkSiteLanguageMenu } from './docs-languages'
import { visitPages, type Visit } from './docs-page-checks'

const root = fileURLToPath(new URL('../..', import.meta.url))
const docs = join(root, 'apps', 'docs')
const out = join(docs, 'out')
const artifacts = join(root, 'e2e', 'artifacts')
type RegistryItem = { name: string; meta?: { view?: { route: string; export: string } } }
const registryItems = (JSON.parse(readFileSync(join(root, 'registry', 'registry.json'), 'utf8')) as { items: RegistryItem[] }).items

let server: ExportServer
let browser: Browser
let buildMs = 0

/** Chromium as the crawl reads the site: no motion, and the export's origin may use the clipboard. */
async function launchDocsBrowser(): Promise<Browser> {
  const launched = await launchChromium({ reducedMotion: 'reduce' })
  await launched.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
  return launched
}

beforeAll(async () => {
  const started = Date.now()
  // DOCS_E2E_REUSE_BUILD=1 tests the export already in apps/docs/out (when only the test changed).
  if (!(process.env.DOCS_E2E_REUSE_BUILD && existsSync(join(out, 'index.html')))) await buildSite(docs)
  buildMs = Date.now() - started
  server = await serveExport(out)
  browser = await launchDocsBrowser()
}, 600_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

describe('apps/docs: the Fumadocs site, built as a static export and opened in Chromium', () => {
  test('default: every registry item has a page, every guide is built', () => {
    const paths = new Set(pagePaths(out))
    for (const item of registryItems) expect(paths, `page for ${item.name}`).toContain(`/docs/items/${item.name}/`)
    for (const guide of readdirSync(join(docs, 'content', 'guides')).filter((file) => file.endsWith('.mdx'))) {
      const slug = guide.replace(/\.mdx$/, '')
      expect(paths, guide).toContain(slug === 'index' ? '/docs/' : `/docs/${slug}/`)
    }
    expect(paths).toContain('/')
    console.info(`docs site: ${paths.size} pages, build ${(buildMs / 1000).toFixed(1)} s`)
  })

  test('behavior: every registry item has a live preview unless components/preview/no-preview.ts says why it has none', () => {
    const names = registryItems.map((item) => item.name)
    const neither = names.filter((name) => !hasPreview(name) && !Object.hasOwn(noPreview, name))
    const both = names.filter((name) => hasPreview(name) && Object.hasOwn(noPreview, name))
    const unknown = [...previewNames, ...Object.keys(noPreview)].filter((name) => !names.includes(name))
    expect({ neither, both, unknown }).toEqual({ neither: [], both: [], unknown: [] })
    // The installed-views preview wires every view item as `walletkit add` would.
    const routes = registryItems.flatMap((item) => (item.meta?.view ? [item.meta.view.route] : [])).sort()
    expect(Object.keys(docsInstalledViews).sort()).toEqual(routes)
  })

  test('behavior: every page loads without console errors, its previews show their views, every copy button copies the code shown, axe finds no serious or critical violation, and every internal link resolves', async () => {
    const paths = pagePaths(out)
    const visit: Visit = {
      consoleErrors: [],
      failed: [],
      previews: [],
      violations: [],
      registryViolations: [],
      copies: 0,
      copyMismatches: [],
      links: new Set(),
    }
    const started = Date.now()
    // Two browsers at once, one per core. Two tabs of one browser gained little (30 pages: 38.8 s
    // in one tab, 35.8 s in two, 31.0 s in two browsers): same-site tabs can share a renderer.
    const half = Math.ceil(paths.length / 2)
    const second = await launchDocsBrowser()
    try {
      await Promise.all([
        visitPages(browser.context, server.url, paths.slice(0, half), visit),
        visitPages(second.context, server.url, paths.slice(half), visit),
      ])
    } finally {
      await second.close()
    }

    const broken: string[] = []
    for (const link of visit.links) {
      const [path = '/', hash] = link.split('#')
      const response = await fetch(server.url + path)
      if (response.status !== 200) broken.push(`${link}: ${response.status}`)
      else if (hash && !(await response.text()).includes(`id="${decodeURIComponent(hash)}"`)) broken.push(`${link}: no element #${hash}`)
    }
    // One assertion, so a failing run shows every kind of problem at once.
    const { consoleErrors, failed, previews, violations, copyMismatches } = visit
    // The registry views' own findings (walletkit.css colours, view markup) count too: a reader
    // copies those views. One line per rule and element, wherever it was found first.
    const registryViolations = [...new Set(visit.registryViolations.map((line) => line.replace(/^[^:]+: /, '')))]
    expect({ consoleErrors, failed, previews, violations, registryViolations, copyMismatches, broken }).toEqual({
      consoleErrors: [],
      failed: [],
      previews: [],
      violations: [],
      registryViolations: [],
      copyMismatches: [],
      broken: [],
    })
    expect(visit.copies).toBeGreaterThan(paths.length)
    expect(visit.links.size).toBeGreaterThan(paths.length)
    console.info(
      `docs site: ${paths.length} pages visited in ${((Date.now() - started) / 1000).toFixed(1)} s, ${visit.copies} copy buttons, ${visit.links.size} internal links`,
    )
    // A guard against a hang, not a speed check: every step inside has its own wait. The crawl takes
    // 280-330 s in CI, but a clean run on a machine at half speed took 929 s and failed only on
    // the old 900 s (ci24, 2026-11-27); CI's own limit is 90 minutes.
  }, 1_800_000)

  test('behavior: search finds a guide and an item page from the static index', async () => {
    const page = await browser.context.newPage()
    await page.goto(`${server.url}/docs/`)
    const dialog = page.getByRole('dialog')
    // The results of a query arrive and reorder as the static index answers, so they must hold the
    // wanted one and stay the same for two reads in a row before the click.
    const search = async (query: string, result: string | RegExp) => {
      await page
        .getByRole('button', { name: /search/i })
        .first()
        .click()
      await dialog.locator('input').fill(query)
      let last = ''
      await expect
        .poll(
          async () => {
            const names = (await dialog.getByRole('button').allTextContents()).join('\n')
            const settled = names === last && (await dialog.getByRole('button', { name: result }).count()) > 0
            last = names
            return settled
          },
          { interval: 250 },
        )
        .toBe(true)
      await dialog.getByRole('button', { name: result }).first().click()
      // The dialog stays open a moment after the URL changes. The next search's "search" button
      // must not be aimed until it has gone: one of its results matched /search/i, so the
      // next click opened /docs/items/state/#api (ci on 9c343c2).
      await expect.poll(() => dialog.count()).toBe(0)
    }
    // Results are buttons that navigate: the guide on updating is among them.
    await search('three-way merge', 'Updating copied code')
    await page.waitForURL(/\/docs\/updating\//)
    await search('switch back or disconnect', /UnsupportedChain view/)
    await page.waitForURL(/\/docs\/items\/unsupported-chain-view\//)
    await page.close()
  })

  test("behavior: a preview's Language menu shows the view in German, then in Arabic right to left, and back in English, the view kept mounted", async () => {
    await checkPreviewLanguageMenu(browser, server.url, artifacts)
  })

  test('behavior: screenshots of the home page and an item page in light and dark', async () => {
    mkdirSync(artifacts, { recursive: true })
    const page = await browser.context.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    for (const theme of ['light', 'dark'] as const) {
      for (const [path, name] of [
        ['/', 'docs-home'],
        ['/docs/items/connect-view/', 'docs-item-connect-view'],
      ] as const) {
        await page.goto(server.url + path)
        // next-themes keeps the choice in localStorage; set it, then load the page again.
        await page.evaluate((value) => localStorage.setItem('theme', value), theme)
        await page.reload()
        await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark')
        const preview = page.locator('[data-docs-preview] [data-slot="modal-card"], [data-docs-preview] [data-slot="connect-view"]').first()
        await preview.waitFor({ state: 'visible' })
        await expect.poll(() => page.locator('[data-docs-preview] [data-wk-theme]').first().getAttribute('data-wk-theme')).toBe(theme)
        await page.screenshot({ path: join(artifacts, `${name}-${theme}.png`) })
      }
    }
    await page.evaluate(() => localStorage.removeItem('theme'))
    await page.close()
    for (const file of ['docs-home-light', 'docs-home-dark', 'docs-item-connect-view-light', 'docs-item-connect-view-dark'])
      expect(existsSync(join(artifacts, `${file}.png`))).toBe(true)
  })

  test('behavior: screenshots of the send-view, swap-view, embedded-account and installed-views previews in light and dark', async () => {
    const dir = join(artifacts, 'docs')
    mkdirSync(dir, { recursive: true })
    const page = await browser.context.newPage()
    await page.setViewportSize({ width: 1280, height: 1000 })
    const shots: string[] = []
    for (const theme of ['light', 'dark'] as const) {
      await page.goto(`${server.url}/docs/`)
      await page.evaluate((value) => localStorage.setItem('theme', value), theme)
      for (const [item, slot] of [
        ['send-view', 'send-view-submit'],
        ['swap-view', 'swap-view-pay'],
        ['embedded-account', 'embedded-account-user'],
        ['installed-views', 'account-action'],
      ] as const) {
        await page.goto(`${server.url}/docs/items/${item}/`)
        const preview = page.locator(`[data-docs-preview="${item}"]`)
        await preview.locator(`[data-slot="${slot}"]`).first().waitFor({ state: 'visible' })
        await expect.poll(() => preview.locator('[data-wk-theme]').first().getAttribute('data-wk-theme')).toBe(theme)
        await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()))
        const file = join(dir, `preview-${item}-${theme}.png`)
        await preview.screenshot({ path: file })
        shots.push(file)
      }
    }
    await page.evaluate(() => localStorage.removeItem('theme'))
    await page.close()
    for (const file of shots) expect(existsSync(file), file).toBe(true)
  })

  describe('with the local services', () => {
    let devnet: Devnet

    beforeAll(async () => {
      devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0 })
      // The sandbox installs the e-mail and social views, so Connect loads the secure frame: its
      // site lets only allowed origins embed it (frame-ancestors), as a project's allow-list does.
      devnet.allowFrameOrigin(server.url, 'walletkit-docs')
    }, 60_000)

    afterAll(async () => {
      await devnet?.stop()
    })

    /**
     * A tab on a docs page as the Local devnet sandbox (or the wagmi guide's dapp) finds it: the devnet URLs the docs read
     * from window.__walletkitHost and the Devnet Wallet injected, both before any page script;
     * uncaught page errors are collected for the test to check.
     */
    async function devnetPage(path: string, options: { cleanStorage?: boolean } = {}) {
      const chains = evmChains(devnet)
      const host = { services: devnet.urls.services, frame: devnet.urls.frame, relay: devnet.urls.relay, chains }
      const page = await browser.context.newPage()
      if (options.cleanStorage) await clearOriginStorage(page, server.url)
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await page.addInitScript(`window.__walletkitHost = ${JSON.stringify(host)};`)
      await page.addInitScript(await buildTestWalletScript({ chains, writeDist: false }))
      await page.goto(`${server.url}${path}`)
      const [chain] = devnet.evmChains
      if (!chain) throw new Error('devnet has no EVM chain')
      return { page, errors, chain }
    }

    test('behavior: the Local devnet switch connects the Devnet Wallet and sends 0.01 ETH on anvil', async () => {
      const { page, errors, chain } = await devnetPage('/docs/items/connect-button/')

      const preview = page.locator('[data-docs-preview="connect-button"]')
      await preview.getByText('Local devnet').click()
      await preview.locator('[data-docs="devnet-sandbox"]').waitFor()
      await preview.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
      await preview
        .locator('[data-section="injected"]')
        .getByRole('button', { name: /Devnet Wallet/ })
        .click()
      await preview.locator('[data-slot="connect-button"][data-state="connected"]').waitFor({ timeout: 15_000 })

      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
      const before = await client.getBalance({ address: recipient })
      await preview.getByRole('button', { name: /Send 0.01 ETH/ }).click()
      await preview.locator('[data-docs="devnet-send"][data-status="confirmed"]').waitFor({ timeout: 20_000 })
      const hash = (await preview.locator('[data-docs="devnet-tx"]').innerText()) as `0x${string}`
      const receipt = await client.getTransactionReceipt({ hash })
      expect(receipt.status).toBe('success')
      expect(receipt.to?.toLowerCase()).toBe(recipient.toLowerCase())
      expect((await client.getBalance({ address: recipient })) - before).toBe(parseEther('0.01'))
      expect(errors).toEqual([])
      await page.close()
    })

    test('behavior: on the send-view page, Local devnet opens the real Send view once the Devnet Wallet connects, and it sends ETH on anvil', async () => {
      // A fresh host: no connection or recent wallet kept from the test before (same origin).
      const { page, errors, chain } = await devnetPage('/docs/items/send-view/', { cleanStorage: true })

      const preview = page.locator('[data-docs-preview="send-view"]')
      await preview.getByText('Local devnet').click()
      await preview.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
      await preview
        .locator('[data-section="injected"]')
        .getByRole('button', { name: /Devnet Wallet/ })
        .click()
      // The modal moves on to the page's view by itself, with the devnet's balances and gas price.
      const view = preview.locator('[data-slot="modal-router"][data-view="Send"] [data-slot="send-view"]')
      await expect.poll(() => view.locator('[data-slot="send-view-gas-price"]').textContent(), { timeout: 20_000 }).toMatch(/ gwei$/)
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      const recipient = devnet.evmAccounts[7]!.address
      const before = await client.getBalance({ address: recipient })
      await view.getByLabel('Amount to send').fill('0.0042')
      await view.getByLabel('Send to').fill(recipient)
      await expect.poll(() => view.locator('[data-slot="send-view-submit"]').textContent()).toBe('Send')
      await view.locator('[data-slot="send-view-submit"]').click()
      await preview.locator('[data-slot="snackbar"]').getByText('Transaction started').waitFor({ timeout: 30_000 })
      await expect.poll(() => client.getBalance({ address: recipient }), { timeout: 20_000 }).toBe(before + parseEther('0.0042'))
      expect(errors).toEqual([])
      await page.close()
    })

    test("behavior: the wagmi guide's live dapp: connected in walletkit's modal, its wagmi hooks read DUSD, transfer it, mint an NFT and sign typed data, all read back from anvil", async () => {
      const { page, errors, chain } = await devnetPage('/docs/wagmi/', { cleanStorage: true })
      const [from, to] = devnet.evmAccounts
      const collection = devnet.collectibles.find((c) => !c.spam)
      if (!from || !to || !collection) throw new Error('devnet has dev accounts and a collection')
      const live = page.locator('[data-docs="wagmi-live"]')
      await live.getByRole('button', { name: 'Run it' }).click()
      await live.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
      await live
        .locator('[data-section="injected"]')
        .getByRole('button', { name: /Devnet Wallet/ })
        .click()
      const dapp = live.locator('[data-docs="wagmi-dapp"]')
      await dapp.waitFor({ timeout: 15_000 })
      expect((await dapp.locator('[data-docs="wagmi-dapp-address"]').textContent())?.toLowerCase()).toBe(from.address.toLowerCase())

      // useReadContract shows what anvil holds; the transfer moves 1 DUSD there and the balance follows.
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      const { erc20 } = devnet
      const balanceOf = (owner: Address) =>
        client.readContract({ address: erc20.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
      const held = await balanceOf(from.address)
      await expect
        .poll(() => dapp.locator('[data-docs="wagmi-dapp-balance"]').textContent())
        .toBe(`${formatUnits(held, erc20.decimals)} DUSD`)
      const received = await balanceOf(to.address)
      await dapp.getByRole('button', { name: /^Transfer 1 DUSD/ }).click()
      await dapp.locator('[data-docs="wagmi-dapp-transfer"][data-status="success"]').waitFor({ timeout: 20_000 })
      expect(await balanceOf(to.address)).toBe(received + parseUnits('1', erc20.decimals))
      await expect
        .poll(() => dapp.locator('[data-docs="wagmi-dapp-balance"]').textContent())
        .toBe(`${formatUnits(held - parseUnits('1', erc20.decimals), erc20.decimals)} DUSD`)

      // The mint: anvil's owner of the newest token is the account, and the count on screen follows.
      const nftAbi = parseAbi(['function totalSupply() view returns (uint256)', 'function ownerOf(uint256) view returns (address)'])
      await dapp.getByRole('button', { name: /^Mint a / }).click()
      await dapp.locator('[data-docs="wagmi-dapp-mint"][data-status="success"]').waitFor({ timeout: 20_000 })
      const newest = await client.readContract({ address: collection.address, abi: nftAbi, functionName: 'totalSupply' })
      expect(
        (await client.readContract({ address: collection.address, abi: nftAbi, functionName: 'ownerOf', args: [newest] })).toLowerCase(),
      ).toBe(from.address.toLowerCase())

      // EIP-712: the page recovers the account from the signature (viem's recoverTypedDataAddress).
      await dapp.getByRole('button', { name: 'Sign a vote (EIP-712)' }).click()
      const typed = dapp.locator('[data-docs="wagmi-dapp-typed"][data-status="success"]')
      await typed.waitFor({ timeout: 15_000 })
      expect((await typed.getAttribute('data-signer'))?.toLowerCase()).toBe(from.address.toLowerCase())
      await page.screenshot({ path: join(artifacts, 'docs-wagmi-live-dapp.png'), fullPage: false })
      expect(errors).toEqual([])
      await page.close()
    })
  })

  test('behavior: the Site language menu sets the previews and the Strings section to German, kept on the next item page; Arabic shows right to left', async () => {
    await checkSiteLanguageMenu(browser, server.url, artifacts)
  })
})
