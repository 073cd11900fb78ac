import { execFile } from 'node:child_process'
import { createServer } from 'node:net'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, test } from 'vitest'
import { prepareHostApp, repoRoot, type HostApp } from '../support/host-app'
import { counterAbi, counterBytecode } from './fixtures/counter'

// Issue 28 item 4: a CLI-made host that ran `walletkit add connect-modal testing` tests itself
// with its own test runner, its test code written only with the copied fixtures: connect the
// Devnet Wallet through the real modal, write to the host's own contract (deployed by the
// devnet's deploy hook) with the app's code, read the new state from the node; and the wallet's
// reject-next-request reaches the app as a 4001.

const run = promisify(execFile)

// The app under test: the provider pointed at the test devnet (readTestDevnet), and an Increment
// button that writes to the counter the deploy hook put there, through useWalletClient.
const appSource = () => `import { useState } from 'react'
import { WalletKitProvider } from '@/hooks/walletkit/walletkit-provider'
import { useWalletClient } from '@/hooks/walletkit/use-wallet-client'
import { ConnectButton } from '@/components/walletkit/connect-button'
import { WalletKitModal } from '@/components/walletkit/modal/walletkit-modal'
import { defineLocalEvmNetwork } from '@/lib/walletkit/chains/define-local-evm-network'
import { readTestDevnet } from '@/lib/walletkit/testing/read-test-devnet'

const devnet = readTestDevnet()
const services = devnet?.services ?? 'http://127.0.0.1:8787'
const networks = (devnet?.chains ?? [{ chainId: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:8545' }]).map((chain) => defineLocalEvmNetwork({ id: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl }))
const counter = (devnet?.deployed as { counter?: \`0x\${string}\` } | undefined)?.counter
const counterAbi = ${JSON.stringify(counterAbi)} as const

function codeOf(error: unknown): number | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (typeof e.code === 'number') return e.code
  return undefined
}

function Increment() {
  const walletClient = useWalletClient()
  const [status, setStatus] = useState('idle')
  const increment = async () => {
    if (!walletClient || !counter) return
    setStatus('pending')
    try {
      setStatus('sent ' + (await walletClient.writeContract({ address: counter, abi: counterAbi, functionName: 'increment' })))
    } catch (error) {
      setStatus('failed ' + String(codeOf(error)))
    }
  }
  return (
    <p>
      <button type="button" disabled={!walletClient} onClick={() => void increment()}>Increment</button>
      <output data-testid="status">{status}</output>
    </p>
  )
}

export function App() {
  return (
    <WalletKitProvider projectId="testing-host" metadata={{ name: 'Counter', description: 'A host testing itself', url: window.location.origin, icons: [] }} networks={networks} blockchainApiUrl={services} catalogueUrl={services} analyticsUrl={services} verifyUrl={services + '/verify'}>
      <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-8">
        <ConnectButton />
        <Increment />
        <WalletKitModal />
      </main>
    </WalletKitProvider>
  )
}
`

// The host's own test, written against the copied fixtures (tests/walletkit/*), playwright-core,
// viem and Vite's preview server, as the testing guide shows it.
const hostTest = `import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { createPublicClient, createWalletClient, http, type Address, type Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { preview, type PreviewServer } from 'vite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startWalletkitDevnet, type WalletkitDevnet } from './walletkit/devnet'
import { connectWithModal, injectTestWallet, testWallet } from './walletkit/wallet'

const counterAbi = ${JSON.stringify(counterAbi)} as const
const counterBytecode = '${counterBytecode}'

let devnet: WalletkitDevnet<{ counter: Address }>
let server: PreviewServer
let browser: Browser

beforeAll(async () => {
  devnet = await startWalletkitDevnet({
    // Our contract, deployed from a funded dev account the test wallet does not use.
    deploy: async ({ evmChains, evmAccounts }) => {
      const transport = http(evmChains[0]!.rpcUrl)
      const deployer = createWalletClient({ account: privateKeyToAccount(evmAccounts[9]!.privateKey), transport })
      const hash = await deployer.deployContract({ abi: counterAbi, bytecode: counterBytecode, chain: null })
      const receipt = await createPublicClient({ transport }).waitForTransactionReceipt({ hash })
      return { counter: receipt.contractAddress! }
    },
  })
  server = await preview({ root: process.cwd(), logLevel: 'silent', preview: { host: '127.0.0.1', port: 0 } })
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await devnet?.stop()
})

async function openConnected(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext()
  await injectTestWallet(context, devnet)
  const page = await context.newPage()
  await page.goto(server.resolvedUrls!.local[0]!)
  await connectWithModal(page)
  return { context, page }
}

const node = () => createPublicClient({ transport: http(devnet.evmChains[0]!.rpcUrl) })
const countOf = (address: Address) => node().readContract({ address: devnet.deployed.counter, abi: counterAbi, functionName: 'counts', args: [address] })

test('connect, write to our contract, read the new state from the chain', async () => {
  const { context, page } = await openConnected()
  const user = devnet.evmAccounts[0]!.address
  expect(await countOf(user)).toBe(0n)
  await page.getByRole('button', { name: 'Increment' }).click()
  const status = page.getByTestId('status')
  await status.getByText(/^sent 0x/).waitFor()
  const hash = (await status.textContent())!.slice('sent '.length) as Hash
  expect((await node().waitForTransactionReceipt({ hash })).status).toBe('success')
  expect(await countOf(user)).toBe(1n)
  await context.close()
}, 60_000)

test('the wallet rejects the next request: the app sees 4001 and nothing is written', async () => {
  const { context, page } = await openConnected()
  const user = devnet.evmAccounts[0]!.address
  const before = await countOf(user)
  await testWallet(page).rejectNextRequest()
  await page.getByRole('button', { name: 'Increment' }).click()
  await page.getByTestId('status').getByText('failed 4001').waitFor()
  expect(await countOf(user)).toBe(before)
  await context.close()
}, 60_000)
`

// The same journeys with Playwright Test and the testing-playwright fixtures: the devnet per
// worker, the wallet in every page, vite preview as the webServer on a port the e2e picked.
const playwrightConfig = `import { defineConfig } from '@playwright/test'

const port = Number(process.env.PORT ?? 4173)

export default defineConfig({
  testDir: 'tests/playwright',
  workers: 1,
  use: {
    baseURL: \`http://127.0.0.1:\${port}\`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] },
  },
  webServer: { command: \`npx vite preview --host 127.0.0.1 --port \${port} --strictPort\`, url: \`http://127.0.0.1:\${port}\` },
})
`

const playwrightFixtures = `import { createPublicClient, createWalletClient, http, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { walletkitTest } from '../walletkit/playwright'

export const counterAbi = ${JSON.stringify(counterAbi)} as const
const counterBytecode = '${counterBytecode}'

export const test = walletkitTest({
  deploy: async ({ evmChains, evmAccounts }): Promise<{ counter: Address }> => {
    const transport = http(evmChains[0]!.rpcUrl)
    const deployer = createWalletClient({ account: privateKeyToAccount(evmAccounts[9]!.privateKey), transport })
    const hash = await deployer.deployContract({ abi: counterAbi, bytecode: counterBytecode, chain: null })
    const receipt = await createPublicClient({ transport }).waitForTransactionReceipt({ hash })
    return { counter: receipt.contractAddress! }
  },
})
export { expect } from '../walletkit/playwright'
`

const playwrightSpec = `import { createPublicClient, http, type Address, type Hash } from 'viem'
import { counterAbi, expect, test } from './fixtures'

test('connect, write to our contract, read the new state from the chain', async ({ page, connect, devnet }) => {
  const node = createPublicClient({ transport: http(devnet.evmChains[0]!.rpcUrl) })
  const countOf = (address: Address) => node.readContract({ address: devnet.deployed.counter, abi: counterAbi, functionName: 'counts', args: [address] })
  const before = await countOf(devnet.evmAccounts[0]!.address)
  await page.goto('/')
  await connect()
  await page.getByRole('button', { name: 'Increment' }).click()
  await expect(page.getByTestId('status')).toHaveText(/^sent 0x/)
  const hash = (await page.getByTestId('status').textContent())!.slice('sent '.length) as Hash
  expect((await node.waitForTransactionReceipt({ hash })).status).toBe('success')
  expect(await countOf(devnet.evmAccounts[0]!.address)).toBe(before + 1n)
})

test('the wallet rejects the next request: the app sees 4001', async ({ page, connect, wallet }) => {
  await page.goto('/')
  await connect()
  await wallet.rejectNextRequest()
  await page.getByRole('button', { name: 'Increment' }).click()
  await expect(page.getByTestId('status')).toHaveText('failed 4001')
})
`

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
    host = await prepareHostApp('testing-host', 'cli', { items: ['use-wallet-client', 'testing', 'testing-playwright'], appSource })
  })

  test('behavior: the item copies the fixtures into tests/walletkit and the reader into the lib alias', () => {
    for (const file of ['tests/walletkit/devnet.ts', 'tests/walletkit/wallet.ts', 'tests/walletkit/mailbox.ts', 'tests/walletkit/playwright.ts', 'src/lib/walletkit/testing/read-test-devnet.ts']) {
      expect(existsSync(join(host.root, file)), file).toBe(true)
    }
    const lock = JSON.parse(readFileSync(join(host.root, 'walletkit.lock.json'), 'utf8')) as { items: Record<string, unknown> }
    expect(Object.keys(lock.items)).toEqual(expect.arrayContaining(['testing', 'testing-playwright']))
  })

  test("behavior: the host's own test (the copied fixtures only) connects, writes its contract, reads it back, and sees a 4001 rejection", async () => {
    mkdirSync(join(host.root, 'tests/playwright'), { recursive: true })
    writeFileSync(join(host.root, 'tests/counter.test.ts'), hostTest)
    writeFileSync(join(host.root, 'tests/playwright/fixtures.ts'), playwrightFixtures)
    writeFileSync(join(host.root, 'tests/playwright/counter.spec.ts'), playwrightSpec)
    writeFileSync(join(host.root, 'playwright.config.ts'), playwrightConfig)
    // Type-checked as the host would (strict), the copied fixtures with it.
    writeFileSync(join(host.root, 'tsconfig.tests.json'), JSON.stringify({ extends: './tsconfig.json', compilerOptions: { types: ['node', 'vite/client'] }, include: ['src', 'tests'] }))
    await run(process.execPath, [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.tests.json'], { cwd: host.root }).catch((error: { stdout?: string }) => {
      throw new Error(`tsc failed in the host:\n${error.stdout ?? String(error)}`)
    })
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
    // Written by the test above (the host's files and its tsc run); this one runs Playwright Test.
    expect(existsSync(join(host.root, 'tests/playwright/counter.spec.ts'))).toBe(true)
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
