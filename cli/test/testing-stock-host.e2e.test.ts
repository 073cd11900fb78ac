import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { onFreePort, saysPortTaken } from '../../e2e/support/free-port'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { guideBlock, withChromium, writeGuideBlocks, writeGuideTests } from '../../e2e/testing/testing-host'
import { buildStockHost, formatTimings, prepareStockHost, run, type StockHost } from './stock-hosts'

// Issue 28 item 3: a create-vite app and a create-next-app app (app router) made at test time get
// walletkit and wagmi as users get them, nothing of this repo on their module path: `walletkit add
// connect-modal wagmi testing testing-playwright` installs from the npm registry (the devnet's
// packages with them), the CLI itself is the packed tarball of cli/ installed as a devDependency
// (what publishing it would give). The app's files, its Playwright config and specs are the testing
// guide's blocks as they are: the app writes to the host's contract and reads it back with wagmi
// hooks. `npx playwright test` in each host starts the devnet through node_modules/walletkit,
// connects through the modal, writes, reads the new count on the chain and in the app, and sees a
// rejection as 4001.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const items = ['wagmi', 'testing', 'testing-playwright']
const hosts: { vite?: StockHost; next?: StockHost } = {}
const shared: Record<string, number> = {}
const quiet = { NO_COLOR: '1', NEXT_TELEMETRY_DISABLED: '1', npm_config_audit: 'false', npm_config_fund: 'false' }

/** Writes the guide's blocks titled `titles` to their paths (a title's " (Vite, …)" note is not part of it). */
function writeTitledBlocks(dir: string, titles: string[]): void {
  for (const title of titles) writeFileSync(join(dir, title.replace(/ \(.*\)$/, '')), guideBlock(title))
}

/** Files both hosts share: wagmi's config, the providers and the app's wagmi component. */
const sharedApp = ['src/wagmi-config.ts', 'src/components/walletkit-root.tsx', 'src/counter.tsx']

/** The packed CLI installed as a devDependency, then the guide's app and tests, then the host's own build. */
async function finish(host: StockHost, tarball: string, offline: boolean, write: (dir: string) => void): Promise<void> {
  await run('npm', ['install', '--save-dev', tarball], {
    cwd: host.dir,
    timings: host.timings,
    label: 'npm install walletkit',
    kind: host.kind,
    env: offline ? { ...quiet, npm_config_prefer_offline: 'true' } : quiet,
  })
  await buildStockHost(host, (made) => {
    writeTitledBlocks(made.dir, sharedApp)
    // A stock app's contracts as Foundry builds them (the repo's template host uses Hardhat's shape).
    writeGuideTests(made.dir, 'foundry')
    writeGuideBlocks(made.dir, ['tests/playwright/count.spec.ts'])
    write(made.dir)
  })
}

beforeAll(async () => {
  const packs = mkdtempSync(join(tmpdir(), 'walletkit-pack-'))
  try {
    await run('npm', ['pack', '--pack-destination', packs], { cwd: join(repoRoot, 'cli'), timings: shared, label: 'npm pack cli' })
    const packed = readdirSync(packs).find((file) => file.endsWith('.tgz'))
    if (!packed) throw new Error('npm pack wrote no tarball')
    const tarball = join(packs, packed)
    const vite = await prepareStockHost('vite', { items })
    hosts.vite = vite
    // The Vite host's add filled npm's cache with the same packages: the Next host resolves from it.
    const next = prepareStockHost('next', { items, preferOffline: true }).then((prepared) => {
      hosts.next = prepared
      return finish(prepared, tarball, true, (dir) => {
        writeTitledBlocks(dir, ['src/app/page.tsx (Next.js)'])
        writeFileSync(join(dir, 'playwright.config.ts'), withChromium(guideBlock('playwright.config.ts (Next.js)')))
        // The guide's Vitest example runs under vite preview; this app has neither (and next build type-checks every file).
        rmSync(join(dir, 'tests/counter.test.ts'))
        // The guide: the specs' bigint literals need target ES2020 in the tsconfig next build checks them with.
        const tsconfig = readFileSync(join(dir, 'tsconfig.json'), 'utf8')
        if (!tsconfig.includes('"target": "ES2017"')) throw new Error(`create-next-app's tsconfig changed:\n${tsconfig}`)
        writeFileSync(join(dir, 'tsconfig.json'), tsconfig.replace('"target": "ES2017"', '"target": "ES2020"'))
      })
    })
    await Promise.all([finish(vite, tarball, false, (dir) => writeTitledBlocks(dir, ['src/App.tsx (Vite, with wagmi)'])), next])
  } finally {
    rmSync(packs, { recursive: true, force: true })
  }
}, 1_800_000)

afterAll(() => {
  const pack = Object.entries(shared).map(([label, ms]) => `${label} ${(ms / 1000).toFixed(1)} s`)
  process.stdout.write(`[testing stock host timings] shared: ${pack.join(', ')}\n`)
  for (const host of [hosts.vite, hosts.next]) {
    if (!host) continue
    process.stdout.write(`[testing stock host timings] ${formatTimings(host)}\n`)
    if (process.env.WALLETKIT_KEEP_HOSTS === '1') process.stderr.write(`kept ${host.dir}\n`)
    else rmSync(host.dir, { recursive: true, force: true })
  }
})

/** The host's `npx playwright test`; again on another port when its server's port was taken first. */
function playwrightTest(host: StockHost): Promise<string> {
  return onFreePort(
    (port) =>
      run('npx', ['playwright', 'test', '--reporter=line'], {
        cwd: host.dir,
        timings: host.timings,
        label: 'playwright test',
        kind: host.kind,
        env: { ...quiet, CI: '1', PORT: String(port), PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
      }),
    (error) => saysPortTaken(String(error)),
  )
}

describe('testing in stock hosts with walletkit and wagmi', () => {
  test("behavior: create-vite: the guide's Playwright Test specs pass against the app's wagmi code, with the installed walletkit", async () => {
    const host = hosts.vite!
    expect(await playwrightTest(host)).toMatch(/\b3 passed\b/)
    // The devnet ran from the host's own node_modules, not from this repo.
    expect(readdirSync(join(host.dir, 'node_modules/walletkit/dist/devnet'))).toContain('index.js')
  })

  test("behavior: create-next-app (app router, next build + next start): the guide's Playwright Test specs pass against the app's wagmi code", async () => {
    const host = hosts.next!
    expect(await playwrightTest(host)).toMatch(/\b3 passed\b/)
    expect(readdirSync(join(host.dir, 'node_modules/walletkit/dist/devnet'))).toContain('index.js')
  })
})
