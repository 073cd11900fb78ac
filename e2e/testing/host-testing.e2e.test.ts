import { execFile } from 'node:child_process'
import { createServer } from 'node:net'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, test } from 'vitest'
import { prepareHostApp, repoRoot, type HostApp } from '../support/host-app'
import { counterAbi, counterBytecode } from './fixtures/counter'

// Issue 28 item 4: a CLI-made host that ran `walletkit add connect-modal testing` tests itself
// with its own test runners, its test code taken from the testing guide and written only with the copied fixtures: connect the
// Devnet Wallet through the real modal, write to the host's own contract (deployed by the
// devnet's deploy hook) with the app's code, read the new state from the node; and the wallet's
// reject-next-request reaches the app as a 4001.

const run = promisify(execFile)

// The host's files are the "Testing your app" guide's blocks, by their titles: the app, the deploy
// hook, the Playwright Test config, fixtures and spec, and the Vitest + playwright-core test. The
// e2e adds only what a host has of its own: the compiled contract's artifact, and Debian's
// Chromium in the Playwright config (the guide says where it goes).
const guide = readFileSync(join(repoRoot, 'apps/docs/content/guides/testing.mdx'), 'utf8')
const blocks = new Map([...guide.matchAll(/```(?:ts|tsx) title="([^"]+)"\n([\s\S]*?)```/g)].map((match) => [match[1] ?? '', match[2] ?? '']))
function block(title: string): string {
  const code = blocks.get(title)
  if (code === undefined) throw new Error(`the testing guide has no block titled ${title}`)
  return code
}
const hostFiles = ['tests/deploy.ts', 'playwright.config.ts', 'tests/playwright/fixtures.ts', 'tests/playwright/counter.spec.ts', 'tests/counter.test.ts']
const withChromium = (config: string): string => {
  const patched = config.replace('use: { baseURL:', "use: { launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, baseURL:")
  if (patched === config) throw new Error('the guide\'s playwright.config.ts changed shape: no place for launchOptions')
  return patched
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

describe('walletkit add testing: a host tests itself', () => {
  let host: HostApp

  beforeAll(async () => {
    host = await prepareHostApp('testing-host', 'cli', { items: ['use-wallet-client', 'testing', 'testing-playwright'], appSource: () => block('src/App.tsx') })
    for (const file of hostFiles) {
      mkdirSync(dirname(join(host.root, file)), { recursive: true })
      writeFileSync(join(host.root, file), file === 'playwright.config.ts' ? withChromium(block(file)) : block(file))
    }
    mkdirSync(join(host.root, 'artifacts'), { recursive: true })
    writeFileSync(join(host.root, 'artifacts/Counter.json'), JSON.stringify({ contractName: 'Counter', abi: counterAbi, bytecode: counterBytecode }))
  })

  test('behavior: the item copies the fixtures into tests/walletkit and the reader into the lib alias', () => {
    for (const file of ['tests/walletkit/devnet.ts', 'tests/walletkit/wallet.ts', 'tests/walletkit/mailbox.ts', 'tests/walletkit/playwright.ts', 'src/lib/walletkit/testing/read-test-devnet.ts']) {
      expect(existsSync(join(host.root, file)), file).toBe(true)
    }
    const lock = JSON.parse(readFileSync(join(host.root, 'walletkit.lock.json'), 'utf8')) as { items: Record<string, unknown> }
    expect(Object.keys(lock.items)).toEqual(expect.arrayContaining(['testing', 'testing-playwright']))
  })

  test("behavior: the guide's files and the copied fixtures type-check in the host (strict)", async () => {
    writeFileSync(join(host.root, 'tsconfig.tests.json'), JSON.stringify({ extends: './tsconfig.json', compilerOptions: { types: ['node', 'vite/client'] }, include: ['src', 'tests', 'playwright.config.ts'] }))
    await run(process.execPath, [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.tests.json'], { cwd: host.root }).catch((error: { stdout?: string }) => {
      throw new Error(`tsc failed in the host:\n${error.stdout ?? String(error)}`)
    })
  })

  test("behavior: the host's Vitest + playwright-core test connects, writes its contract, reads it back, and sees a 4001 rejection", async () => {
    const started = Date.now()
    const { stdout } = await run(process.execPath, [join(repoRoot, 'node_modules/vitest/vitest.mjs'), 'run', 'tests/counter.test.ts'], {
      cwd: host.root,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    }).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`the host's test failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`)
    })
    console.log(`host test run: ${Date.now() - started} ms`)
    expect(stdout).toMatch(/Tests\s+2 passed \(2\)/)
  })

  test("behavior: the host's Playwright Test spec (walletkitTest fixtures) passes the same two journeys", async () => {
    const started = Date.now()
    const { stdout } = await run(process.execPath, [join(repoRoot, 'node_modules/@playwright/test/cli.js'), 'test', '--reporter=line'], {
      cwd: host.root,
      env: { ...process.env, PORT: String(await freePort()), PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', NO_COLOR: '1', FORCE_COLOR: '0', CI: '1' },
    }).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`the host's Playwright Test run failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`)
    })
    console.log(`host playwright test run: ${Date.now() - started} ms`)
    expect(stdout).toMatch(/2 passed/)
  })
})
