import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { buildTestWalletScript } from '../apps/test-wallet/src/index'
import { startDevnet } from '../apps/devnet/src/index'
import { launchChromium } from '../e2e/support/browser'
import { prepareHostApp, type HostApp } from '../e2e/support/host-app'
import { serveStatic } from '../e2e/support/static-server'
import { BUDGET_FEATURE_KIB, featurePhases } from './bundle-features'
import { watchScriptRequests } from './support/script-requests'

const BUDGET_LOAD_KIB = 40
const BUDGET_CONNECTED_KIB = 150

const gzip = (bytes: Buffer | Uint8Array) => gzipSync(bytes, { level: 9 }).length
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

/** Records every script the page fetches, with its gzip size, by phase. */
function recordScripts(page: Page) {
  const seen = new Map<string, number>()
  let phase = 'load'
  const byPhase = new Map<string, string[]>()
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    const url = new URL(response.url()).pathname
    if (seen.has(url)) return
    seen.set(url, 0)
    const current = phase
    pending.push(
      response.body().then((body) => {
        seen.set(url, gzip(body))
        byPhase.set(current, [...(byPhase.get(current) ?? []), url])
      }),
    )
  })
  return {
    setPhase: (next: string) => void (phase = next),
    async total(name: string) {
      await Promise.all(pending)
      return (byPhase.get(name) ?? []).reduce((sum, url) => sum + (seen.get(url) ?? 0), 0)
    },
    async phaseOf(file: string) {
      await Promise.all(pending)
      for (const [name, urls] of byPhase) if (urls.some((u) => u.endsWith(file))) return name
      return 'not loaded'
    },
  }
}

async function measureLoad(host: HostApp, injected: string[]): Promise<number> {
  const server = await serveStatic(host.dist)
  const browser = await launchChromium()
  try {
    for (const script of injected) await browser.context.addInitScript(script)
    const page = await browser.context.newPage()
    const scripts = recordScripts(page)
    const loading = watchScriptRequests(page)
    await page.goto(server.url, { waitUntil: 'networkidle' })
    await loading.idle()
    return await scripts.total('load')
  } finally {
    await browser.close()
    await server.close()
  }
}

export async function runBundleBenchmark(): Promise<void> {
  console.log('Building the plain template page and the template with `walletkit add connect-modal`…')
  const plain = await prepareHostApp('bench-plain', 'plain')
  const kit = await prepareHostApp('bench-walletkit', process.env.WALLETKIT_BENCH_HOST === 'direct' ? 'direct' : 'cli', {
    items: featurePhases.map((f) => f.item),
  })
  const devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'services'] })
  try {
    const chains = devnet.evmChains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name }))
    // The wallet is an extension in real life: its script is not the page's and is not counted.
    const injected = [
      await buildTestWalletScript({ chains, writeDist: false }),
      `window.__walletkitHost = ${JSON.stringify({ services: devnet.urls.services, chains })};`,
    ]
    const baseline = await measureLoad(plain, injected)

    const server = await serveStatic(kit.dist)
    const browser = await launchChromium()
    try {
      for (const script of injected) await browser.context.addInitScript(script)
      const page = await browser.context.newPage()
      const scripts = recordScripts(page)
      // Each phase ends when its view is shown and no script is loading (see watchScriptRequests:
      // networkidle would return at once after the first click, and analytics beacons are not chunks).
      const loading = watchScriptRequests(page)
      // The first networkidle of a navigation does come; it also covers the page's idle preload.
      await page.goto(server.url, { waitUntil: 'networkidle' })
      await loading.idle()
      scripts.setPhase('open')
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const wallet = page.getByRole('dialog').getByRole('button', { name: /Devnet Wallet/ })
      await wallet.waitFor()
      await loading.idle()
      scripts.setPhase('connect')
      await wallet.click()
      await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
      await page.locator('[data-slot="account-view-balance"]', { hasText: 'ETH' }).waitFor()
      await loading.idle()
      for (const feature of featurePhases) {
        scripts.setPhase(feature.name)
        await feature.show(page)
        await loading.idle()
      }

      const load = await scripts.total('load')
      const open = await scripts.total('open')
      const connect = await scripts.total('connect')
      const added = load - baseline
      console.log('\nJavaScript fetched (gzip -9), Vite 8 + React 19 production build, headless Chromium')
      console.log(`  plain React page                         ${kib(baseline)}`)
      console.log(`  with walletkit, at page load             ${kib(load)}   added ${kib(added)}   (budget ${BUDGET_LOAD_KIB} KiB)`)
      console.log(`  + opening the modal                      ${kib(open)}   added so far ${kib(added + open)}`)
      console.log(
        `  + connecting the wallet, Account shown   ${kib(connect)}   added so far ${kib(added + open + connect)}   (budget ${BUDGET_CONNECTED_KIB} KiB)`,
      )

      const features = await Promise.all(featurePhases.map(async (f) => ({ name: f.name, size: await scripts.total(f.name) })))
      for (const f of features) console.log(`  + showing ${f.name.padEnd(31)}${kib(f.size)}   (budget ${BUDGET_FEATURE_KIB} KiB)`)
      console.log('\nChunks of the walletkit build (gzip -9), and when the page fetched them')
      const assets = join(kit.dist, 'assets')
      const rows = await Promise.all(
        readdirSync(assets)
          .filter((f) => f.endsWith('.js'))
          .map(async (file) => ({ file, size: gzip(readFileSync(join(assets, file))), phase: await scripts.phaseOf(file) })),
      )
      for (const row of rows.sort((a, b) => a.phase.localeCompare(b.phase) || b.size - a.size)) {
        console.log(`  ${row.phase.padEnd(11)} ${kib(row.size).padStart(10)}  ${row.file}`)
      }
      const within =
        added <= BUDGET_LOAD_KIB * 1024 &&
        added + open + connect <= BUDGET_CONNECTED_KIB * 1024 &&
        features.every((f) => f.size <= BUDGET_FEATURE_KIB * 1024)
      console.log(`\n${within ? 'Within' : 'OVER'} budget.`)
    } finally {
      await browser.close()
      await server.close()
    }
  } finally {
    await devnet.stop()
  }
}
