import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { guideBlock, writeGuideTests } from '../../e2e/testing/testing-host'
import { buildStockHost, formatTimings, prepareStockHost, run, type StockHost } from './stock-hosts'

// Issue 28 item 3: a create-vite app made at test time gets walletkit as users get it, nothing of
// this repo on its module path: `walletkit add connect-modal use-wallet-client testing
// testing-playwright` installs from the npm registry (the devnet's packages with them), the CLI
// itself is the packed tarball of cli/ installed as a devDependency (what publishing it would
// give), and the App and the Playwright test are the testing guide's. `npx playwright test` in the
// host starts the devnet through node_modules/walletkit, connects through the modal, writes to
// the host's contract and reads it back, and sees a rejection as 4001.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
let host: StockHost | undefined

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

beforeAll(async () => {
  const prepared = await prepareStockHost('vite', { items: ['use-wallet-client', 'testing', 'testing-playwright'] })
  host = prepared
  const packs = mkdtempSync(join(tmpdir(), 'walletkit-pack-'))
  try {
    await run('npm', ['pack', '--pack-destination', packs], {
      cwd: join(repoRoot, 'cli'),
      timings: prepared.timings,
      label: 'npm pack cli',
    })
    const tarball = readdirSync(packs).find((file) => file.endsWith('.tgz'))
    if (!tarball) throw new Error('npm pack wrote no tarball')
    await run('npm', ['install', '--save-dev', join(packs, tarball)], {
      cwd: prepared.dir,
      timings: prepared.timings,
      label: 'npm install walletkit',
    })
  } finally {
    rmSync(packs, { recursive: true, force: true })
  }
  await buildStockHost(prepared, (made) => {
    writeFileSync(join(made.dir, 'src/App.tsx'), guideBlock('src/App.tsx'))
    // A stock app's contracts as Foundry builds them (the repo's template host uses Hardhat's shape).
    writeGuideTests(made.dir, 'foundry')
  })
})

afterAll(() => {
  if (!host) return
  process.stdout.write(`[testing stock host timings] ${formatTimings(host)}\n`)
  if (process.env.WALLETKIT_KEEP_HOSTS === '1') process.stderr.write(`kept ${host.dir}\n`)
  else rmSync(host.dir, { recursive: true, force: true })
})

describe('testing in a stock create-vite host', () => {
  test("behavior: the guide's Playwright Test spec passes with the installed walletkit and the item's packages", async () => {
    const dir = host!.dir
    const output = await run('npx', ['playwright', 'test', '--reporter=line'], {
      cwd: dir,
      timings: host!.timings,
      label: 'playwright test',
      env: { NO_COLOR: '1', CI: '1', PORT: String(await freePort()), PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    })
    expect(output).toMatch(/\b2 passed\b/)
    // The devnet ran from the host's own node_modules, not from this repo.
    expect(readdirSync(join(dir, 'node_modules/walletkit/dist/devnet'))).toContain('index.js')
  })
})
