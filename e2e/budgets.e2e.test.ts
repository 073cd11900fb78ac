import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { measureWalletkitSizes, sizeBudgetsKiB, type WalletkitSizes } from '../bench/support/walletkit-budgets'

// Size budgets (issue 16), gzip bytes counted by Chromium on a CLI-made host with every feature
// item installed. A size check, not a timing test: the figures do not depend on the machine.
const KiB = 1024
let sizes: WalletkitSizes

beforeAll(async () => {
  sizes = await measureWalletkitSizes()
  const lines = [
    `page load added ${(sizes.pageLoadAdded / KiB).toFixed(1)} KiB, first open ${(sizes.firstOpen / KiB).toFixed(1)} KiB`,
    ...sizes.openFiles.map((f) => `  after load (${f.phase}): ${f.path} ${(f.bytes / KiB).toFixed(1)} KiB`),
    ...sizes.features.map((f) => `  ${f.name} ${(f.bytes / KiB).toFixed(1)} KiB (${f.files.length} files)`),
  ]
  console.log(lines.join('\n'))
})

describe('size budgets of a host with every feature item', () => {
  // The runner's NODE_ENV=test once reached the hosts' builds: both pages carried React's
  // development build, so every figure (and every e2e host) was one no user ships.
  test('behavior: both measured hosts are production builds: no React development code in any chunk', () => {
    const withDevReact = sizes.builds.flatMap((dist) =>
      readdirSync(join(dist, 'assets'))
        .filter((file) => file.endsWith('.js'))
        .filter((file) => readFileSync(join(dist, 'assets', file), 'utf8').includes('was not wrapped in act'))
        .map((file) => join(dist, 'assets', file)),
    )
    expect(sizes.builds).toHaveLength(2)
    expect(withDevReact).toEqual([])
  })

  // 33 KiB since 2026-11-26 (was 30): that day's page-load features (restoring a returning visitor
  // from the session cookie, consent, themeMode 'system', host connectors, one cause-chain walker)
  // measured 32.4 KiB with the zod reader and the cookie writer already moved off the path.
  // 34 KiB since 2026-11-27: the connect button speaks the active locale (useStrings, the locale
  // packs' loader), shows the balance and network chips (their code is a lazy chunk; the strings
  // and the switch are on the path), and the stores check CAIP ids through lib/caip: 31.8 KiB at
  // 47bab37, 34.9 with them, 33.5 once useLocale left use-format (no number formatters on the
  // path). Getting back under 30 is open work (issues 24 and 31), not a reason to drop the check.
  test('behavior: the page load adds at most 34 KiB gzip of JS to the React-alone page', () => {
    expect(sizes.installed.length).toBeGreaterThan(0)
    expect(sizes.pageLoadAdded).toBeGreaterThan(0)
    expect(sizes.pageLoadAdded).toBeLessThanOrEqual(sizeBudgetsKiB.pageLoadAdded * KiB)
  })

  test("behavior: the modal's first open fetches at most 60 KiB gzip of JS", () => {
    expect(sizes.firstOpen).toBeGreaterThan(0)
    expect(sizes.firstOpen).toBeLessThanOrEqual(sizeBudgetsKiB.firstOpen * KiB)
  })

  test('behavior: each lazy feature view adds at most 15 KiB gzip beyond what the modal loaded', () => {
    expect(sizes.features.map((f) => f.name)).toEqual(sizes.installed)
    const over = sizes.features
      .filter((f) => f.bytes > sizeBudgetsKiB.feature * KiB)
      .map((f) => `${f.name}: ${(f.bytes / KiB).toFixed(1)} KiB`)
    expect(over).toEqual([])
  })
})
