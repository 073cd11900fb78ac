import { loadavg } from 'node:os'
import { prepareHostApp } from '../e2e/support/host-app'
import { launchChromium } from '../e2e/support/browser'
import { serveGzip } from './support/gzip-server'
import { localOnlyArgs, median } from './support/measure-page'
import { startWalletkitServices } from './support/walletkit-page'

// Runs in the page (plain JavaScript text: transpilers may add helpers the page lacks). Scrolls
// the AllWallets list a screen per frame until its last loaded row is the catalogue's last
// wallet, recording each frame's duration and how many wallet tiles the DOM holds.
const scrollToEnd = `async () => {
  const scroller = document.querySelector('[data-slot="all-wallets-scroll"]')
  const view = document.querySelector('[data-slot="all-wallets-view"]')
  const frames = []
  let maxTiles = 0
  let last = performance.now()
  const started = last
  let idleAtBottom = 0
  while (performance.now() - started < 120000) {
    await new Promise((resolve) => requestAnimationFrame(resolve))
    const now = performance.now()
    frames.push(now - last)
    last = now
    maxTiles = Math.max(maxTiles, document.querySelectorAll('[data-slot="all-wallets-item"]').length)
    const atBottom = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2
    const loading = document.querySelector('[data-slot="all-wallets-loading"]') !== null
    idleAtBottom = atBottom && !loading ? idleAtBottom + 1 : 0
    // Sixty frames at the bottom with nothing loading: the list has no more pages.
    if (idleAtBottom > 60) break
    scroller.scrollBy(0, scroller.clientHeight)
  }
  const rows = document.querySelectorAll('[data-slot="all-wallets-row"]')
  return { frames, maxTiles, count: Number(view.getAttribute('data-count')), lastIndex: Number(rows[rows.length - 1]?.getAttribute('data-index') ?? -1), ms: performance.now() - started }
}`

type ScrollResult = { frames: number[]; maxTiles: number; count: number; lastIndex: number; ms: number }

/** AllWallets against devnet's 2,000-wallet catalogue: DOM size and frame times scrolling to the end. */
export async function runAllWalletsBenchmark(): Promise<void> {
  console.log('Building the walletkit host (CLI, connect-modal)…')
  const host = await prepareHostApp('bench-all-wallets', 'cli')
  const services = await startWalletkitServices({ catalogueSize: 2000 })
  const server = await serveGzip(host.dist)
  const browser = await launchChromium({ args: localOnlyArgs })
  try {
    for (const script of services.initScripts) await browser.context.addInitScript(script)
    const page = await browser.context.newPage()
    await page.goto(server.url, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'All Wallets' }).click()
    await page.waitForFunction('Number(document.querySelector(\'[data-slot="all-wallets-view"]\')?.getAttribute("data-count")) > 1000')
    const result = (await page.evaluate(`(${scrollToEnd})()`)) as ScrollResult
    // The frames spent waiting at the bottom are not scrolling frames.
    const frames = result.frames.slice(1, -60).sort((a, b) => a - b)
    const p = (q: number) => frames[Math.min(frames.length - 1, Math.floor(q * frames.length))] ?? Number.NaN
    console.log(`\nAllWallets, ${result.count} wallets in the catalogue answer, scrolled a screen per frame to row ${result.lastIndex}`)
    console.log(`  wallet tiles in the DOM: at most ${result.maxTiles}`)
    console.log(
      `  frames while scrolling: ${frames.length}, median ${median(frames).toFixed(1)} ms, p95 ${p(0.95).toFixed(1)} ms, max ${p(1).toFixed(1)} ms, over 50 ms: ${frames.filter((f) => f > 50).length}`,
    )
    console.log(
      `  load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} (2 shared cores: frame times depend on the neighbours)`,
    )
    console.log(`  time to the end: ${(result.ms / 1000).toFixed(1)} s (includes waiting for each page of 40 from the local catalogue)`)
  } finally {
    await browser.close()
    await server.close()
    await services.stop()
  }
}
