import { execFile } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { onFreePort, saysPortTaken } from '../support/free-port'
import { promisify } from 'node:util'
import { prepareHostApp, repoRoot, type HostApp } from '../support/host-app'
import { counterAbi, counterBytecode } from './fixtures/counter'
import { userEnv } from '../support/user-env'

const run = promisify(execFile)

// The host's files are the "Testing your app" guide's blocks, by their titles: the app, the deploy
// hook, the Playwright Test config, fixtures and spec, and the Vitest + playwright-core test. Only
// what a host has of its own is added: the compiled contract's artifact, and Debian's Chromium in
// the Playwright config (the guide says where it goes).
const guide = () => readFileSync(join(repoRoot, 'apps/docs/content/guides/testing.mdx'), 'utf8')

/** The testing guide's code block titled `title` (e.g. "tests/counter.test.ts"). */
export function guideBlock(title: string): string {
  const found = [...guide().matchAll(/```(?:ts|tsx) title="([^"]+)"\n([\s\S]*?)```/g)].find((match) => match[1] === title)
  if (!found) throw new Error(`the testing guide has no block titled ${title}`)
  return found[2] ?? ''
}

/**
 * The guide's one example per fixture beyond counter.spec.ts. sign-in.spec.ts needs the app's SIWX
 * server: e2e/siwx/next-server runs it against the next-app template's server.
 */
export const guideFixtureExamples = [
  'tests/playwright/wallet.spec.ts',
  'tests/playwright/embedded-wallet.spec.ts',
  'tests/playwright/walletconnect.spec.ts',
]

/** Writes the guide's blocks `files` into `root` as they are. */
export function writeGuideBlocks(root: string, files: string[]): void {
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), guideBlock(file))
  }
}

export const guideHostFiles = [
  'tests/deploy.ts',
  'playwright.config.ts',
  'tests/playwright/fixtures.ts',
  'tests/playwright/counter.spec.ts',
  'tests/counter.test.ts',
]

export function withChromium(config: string): string {
  const patched = config.replace(
    'use: { baseURL:',
    "use: { launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, baseURL:",
  )
  if (patched === config) throw new Error("the guide's playwright.config.ts changed shape: no place for launchOptions")
  return patched
}

/**
 * Writes the guide's test files (deploy hook, Playwright config/fixtures/spec, Vitest test) and the
 * contract's artifact into `root`, as Hardhat writes it (`bytecode` a hex string) or as Foundry does
 * (`bytecode.object`, beside its deployedBytecode and source map): the guide's hook takes both.
 */
export function writeGuideTests(root: string, artifact: 'hardhat' | 'foundry' = 'hardhat'): void {
  for (const file of guideHostFiles) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), file === 'playwright.config.ts' ? withChromium(guideBlock(file)) : guideBlock(file))
  }
  mkdirSync(join(root, 'artifacts'), { recursive: true })
  writeFileSync(
    join(root, 'artifacts/Counter.json'),
    JSON.stringify(
      artifact === 'hardhat'
        ? { _format: 'hh-sol-artifact-1', contractName: 'Counter', abi: counterAbi, bytecode: counterBytecode }
        : {
            abi: counterAbi,
            bytecode: { object: counterBytecode, sourceMap: '', linkReferences: {} },
            deployedBytecode: { object: '0x', sourceMap: '', linkReferences: {}, immutableReferences: {} },
            methodIdentifiers: {},
          },
    ),
  )
}

/**
 * A CLI-made host (connect-modal, use-wallet-client, testing, testing-playwright and `items`) whose
 * App.tsx and tests are the guide's, built under .tmp/<name>.
 */
export async function prepareTestingHost(name: string, options: { items?: string[] } = {}): Promise<HostApp> {
  const items = ['use-wallet-client', 'testing', 'testing-playwright', ...(options.items ?? [])]
  const host = await prepareHostApp(name, 'cli', {
    items,
    appSource: () =>
      `${guideBlock('src/App.tsx')}\n// The template's main.tsx imports App by name (create-vite's by default, as the guide has it).\nexport { App }\n`,
  })
  writeGuideTests(host.root)
  return host
}

const quiet = { NO_COLOR: '1', FORCE_COLOR: '0', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }

async function inHost(
  host: HostApp,
  label: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ stdout: string; ms: number }> {
  const started = Date.now()
  const { stdout } = await run(process.execPath, args, { cwd: host.root, env: userEnv({ ...quiet, ...env }) }).catch(
    (error: { stdout?: string; stderr?: string }) => {
      throw new Error(`${label} failed in the host:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`)
    },
  )
  return { stdout, ms: Date.now() - started }
}

/** The host's strict tsc over its app, the copied fixtures and the guide's tests. */
export function typecheckTestingHost(host: HostApp) {
  writeFileSync(
    join(host.root, 'tsconfig.tests.json'),
    JSON.stringify({
      extends: './tsconfig.json',
      compilerOptions: { types: ['node', 'vite/client'] },
      include: ['src', 'tests', 'playwright.config.ts'],
    }),
  )
  return inHost(host, 'tsc', [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.tests.json'])
}

/** `vitest run tests/counter.test.ts` in the host, as its own test script would. */
export function runHostVitest(host: HostApp) {
  return inHost(host, 'vitest', [join(repoRoot, 'node_modules/vitest/vitest.mjs'), 'run', 'tests/counter.test.ts'])
}

/** `playwright test` in the host (only `files` when given), its webServer (vite preview) on a free port. */
export function runHostPlaywright(host: HostApp, files: string[] = []) {
  const args = [join(repoRoot, 'node_modules/@playwright/test/cli.js'), 'test', '--reporter=line', ...files]
  // The port can be taken before vite preview listens (--strictPort): then the run goes again on another.
  return onFreePort(
    (port) => inHost(host, 'playwright test', args, { PORT: String(port), CI: '1' }),
    (error) => saysPortTaken(String(error)),
  )
}
