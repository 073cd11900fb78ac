import { cpus, loadavg } from 'node:os'
import type { Page } from 'playwright-core'
import { buildTestWalletScript } from '../apps/test-wallet/src/index'
import { prepareHostApp, type HostApp } from '../e2e/support/host-app'
import { serveGzip } from './support/gzip-server'
import { measurePage, median } from './support/measure-page'
import { startWalletkitServices, walletkitModal } from './support/walletkit-page'

/**
 * The floor on this machine: a page of React alone (same template, Tailwind and Vite build) whose
 * button renders a dialog with six rows, measured exactly like the modal. What walletkit adds on
 * top of it is the modal's own work; the rest is the machine.
 */
const baselineSource = () => `import { useState } from 'react'

const wallets = ['MetaMask', 'Rabby', 'Coinbase Wallet', 'Trust Wallet', 'Phantom', 'Rainbow']

export function App() {
  const [open, setOpen] = useState(false)
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-8">
      <h1 className="text-2xl font-semibold">walletkit + Vite</h1>
      <button type="button" onClick={() => setOpen(true)} onKeyDown={() => undefined}>Connect Wallet</button>
      {open ? (
        <div role="dialog" aria-modal="true" className="fixed inset-0 flex items-center justify-center bg-black/50" onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
          <ul className="w-[360px] rounded-xl bg-white p-3 text-black shadow-2xl">
            {wallets.map((name) => (
              <li key={name} data-baseline-wallet={name}><button type="button" className="w-full rounded-lg p-3 text-left">{name}</button></li>
            ))}
          </ul>
        </div>
      ) : null}
    </main>
  )
}
`

const baselineModal = { listSelector: '[data-baseline-wallet]', button: /^Connect Wallet$/ }

type Round = { baselineMs: number; walletkitMs: number; walletkitWarmMs: number; phoneMs?: number; phoneWarmMs?: number }

/** A returning visitor: the Devnet Wallet connected once, then the page reloaded, so the kit restores the session and the button opens Account. */
const connectedModal = { listSelector: '[data-slot="account-view-name"]', button: /^Open account / }

async function connectOnce(page: Page): Promise<void> {
  // The test wallet remembers the site across reloads only on a page loaded with this key set, as an extension does.
  await page.evaluate(() => localStorage.setItem('devnet-wallet:remember-site', 'no'))
  await page.reload({ waitUntil: 'networkidle' })
  await page.getByRole('button', { name: /^Connect Wallet$/ }).click()
  await page
    .getByRole('dialog')
    .locator('[data-slot="wallet-section"]')
    .getByRole('button', { name: /Devnet Wallet/ })
    .first()
    .click()
  await page.getByRole('button', { name: connectedModal.button }).waitFor()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
}

/**
 * First open of the CLI-made connect-modal host (click on Connect Wallet → first frame showing a
 * wallet row), each round in a fresh Chromium after the page went network-idle (the idle preload
 * done), alternating with the React-alone floor page so both see the same machine load.
 * Prints every round and the medians. `rounds` fresh page loads of each; `warmOpens` later opens.
 */
export async function runFirstOpenBenchmark(
  options: { rounds?: number; warmOpens?: number; connected?: boolean; phone?: boolean } = {},
): Promise<Round[]> {
  const rounds = options.rounds ?? 9
  const warmOpens = options.warmOpens ?? 5
  const connected = options.connected ?? false
  const phone = options.phone ?? false
  console.log('building the walletkit host (templates/vite-react + walletkit init + add connect-modal) and the React-alone floor page…')
  const walletkit: HostApp = await prepareHostApp('bench-first-open-walletkit', 'cli')
  const baseline: HostApp = await prepareHostApp('bench-first-open-react', 'cli', { appSource: baselineSource })
  const services = await startWalletkitServices()
  const walletScripts = connected ? [await buildTestWalletScript({ chains: services.chains, writeDist: false })] : []
  const walletkitTarget = connected
    ? { modal: connectedModal, initScripts: [...services.initScripts, ...walletScripts], prepare: connectOnce }
    : { modal: walletkitModal, initScripts: services.initScripts }
  if (connected)
    console.log(
      'walletkit opens connected: the Devnet Wallet connected once and the page reloaded (restored session), click on the account button → Account view painted',
    )
  const walletkitServer = await serveGzip(walletkit.dist)
  const baselineServer = await serveGzip(baseline.dist)
  const results: Round[] = []
  try {
    for (let round = 0; round < rounds; round++) {
      const floor = await measurePage({ url: baselineServer.url, modal: baselineModal, warmOpens: 0 })
      const kit = await measurePage({ url: walletkitServer.url, ...walletkitTarget, warmOpens })
      const result: Round = {
        baselineMs: floor.coldOpenMs ?? Number.NaN,
        walletkitMs: kit.coldOpenMs ?? Number.NaN,
        walletkitWarmMs: median(kit.warmOpensMs ?? []),
      }
      // The same page as a phone, in the same round: the bottom sheet beside the desktop card.
      if (phone) {
        const sheet = await measurePage({ url: walletkitServer.url, ...walletkitTarget, warmOpens, phone: true })
        result.phoneMs = sheet.coldOpenMs ?? Number.NaN
        result.phoneWarmMs = median(sheet.warmOpensMs ?? [])
      }
      results.push(result)
      const phoneText = phone ? `, at phone size ${result.phoneMs!.toFixed(1)} ms (warm ${result.phoneWarmMs!.toFixed(1)} ms)` : ''
      console.log(
        `round ${round + 1}: React alone ${result.baselineMs.toFixed(1)} ms, walletkit first open ${result.walletkitMs.toFixed(1)} ms (warm ${result.walletkitWarmMs.toFixed(1)} ms)${phoneText}, load average ${loadavg()[0]?.toFixed(1)}`,
      )
    }
  } finally {
    await Promise.all([walletkitServer.close(), baselineServer.close(), services.stop()])
  }
  const pick = (key: keyof Round) => median(results.map((r) => r[key] ?? Number.NaN)).toFixed(1)
  console.log(
    `\n${cpus()[0]?.model ?? 'cpu'} × ${cpus().length}, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  )
  console.log(
    `median of ${rounds} fresh page loads: React-alone floor ${pick('baselineMs')} ms, walletkit first open ${pick('walletkitMs')} ms, walletkit warm ${pick('walletkitWarmMs')} ms`,
  )
  if (phone)
    console.log(
      `at phone size (390×844, touch, iOS user agent: the bottom sheet): walletkit first open ${pick('phoneMs')} ms, warm ${pick('phoneWarmMs')} ms`,
    )
  return results
}
