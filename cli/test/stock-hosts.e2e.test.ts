import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildTestWalletScript } from '../../apps/test-wallet/src/index'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import type { Page } from 'playwright-core'
import { launchChromium, type Browser } from '../../e2e/support/browser'
import { wagmiSendWei } from '../../e2e/wagmi/wagmi-host-source'
import { parseJsonc } from '../src/project/jsonc'
import { returningVisitor } from '../../e2e/support/ssr-host'
import { checkStockHostPage, stockHostArtifacts, type PageFindings } from './stock-host-page'
import { serveStockHost, wireStockHost, type StockHostConfig } from './stock-host-serve'
import { wagmiPanelFindings, wireWagmiStockHost, type WagmiPanelFindings } from './stock-wagmi'
import {
  buildStockHost,
  formatTimings,
  prepareStockHost,
  renderBlocks,
  run,
  stockHostKinds,
  type StockHost,
  type StockHostKind,
} from './stock-hosts'

// Issue 14: apps made by the tools people use today, set up by `walletkit init --yes`, given
// connect-modal and every registry item, the printed render lines pasted in, and built by the
// scaffold's own `npm run build` (tsc -b with TypeScript 7's strict defaults for Vite, next
// build with TypeScript 5 and target ES2017 for Next). Each build is then served as it would be
// deployed (Vite's dist statically, Next by `next start`) and opened in one shared Chromium,
// against a devnet this file starts first: its URLs are baked into the host before the build.
// All five hosts are made from the start, two commands at a time (stock-hosts.ts), so one host's
// npm install runs while another builds or is open in Chromium; each test waits for its host.
const hosts = new Map<StockHostKind, Promise<StockHost>>()
// The React 18 host is also an app already on wagmi 2 (issue 25): its own wagmi hooks use the connection.
const wagmiHost: StockHostKind = 'vite-ts5-react18'
let devnet: Devnet
let browser: Browser
let config: StockHostConfig
const suiteStarted = performance.now()

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'services', 'frame'] })
  const chains = devnet.evmChains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name }))
  config = { services: devnet.urls.services, frame: devnet.urls.frame || undefined, chains }
  // The first host installs the way a user's npm does, asking the registry about every package;
  // the others install the same items once it is done, from the packuments it just refreshed.
  // WALLETKIT_STOCK_HOSTS=vite,next makes only those (with `-t` picking their tests) while working on one.
  const only = process.env.WALLETKIT_STOCK_HOSTS?.split(',')
  const [first, ...rest] = stockHostKinds.filter((kind) => !only || only.includes(kind))
  if (!first) throw new Error(`WALLETKIT_STOCK_HOSTS names no stock host: ${stockHostKinds.join(', ')}`)
  const firstPrepared = prepareStockHost(first)
  const installed = firstPrepared.catch(() => undefined)
  start(first, firstPrepared)
  for (const kind of rest)
    start(
      kind,
      installed.then(() => prepareStockHost(kind, { preferOffline: true })),
    )
  browser = await launchChromium()
  await browser.context.addInitScript(await buildTestWalletScript({ chains, writeDist: false }))
})
afterAll(async () => {
  const settled = await Promise.allSettled(hosts.values())
  const made = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  for (const host of made) process.stdout.write(`[stock host timings] ${formatTimings(host)}\n`)
  process.stdout.write(`[stock host timings] suite ${((performance.now() - suiteStarted) / 1000).toFixed(1)} s\n`)
  await browser?.close()
  await devnet?.stop()
  // WALLETKIT_KEEP_HOSTS=1 keeps the built hosts to look at (their folders are printed).
  for (const host of made) {
    if (process.env.WALLETKIT_KEEP_HOSTS === '1') process.stderr.write(`kept ${host.dir}\n`)
    else rmSync(host.dir, { recursive: true, force: true })
  }
})

/** Builds `kind` once `prepared` is set up; its build test (and then its browser test) waits for it. */
function start(kind: StockHostKind, prepared: Promise<StockHost>): void {
  const built = prepared.then((host) =>
    buildStockHost(host, (made) => {
      wireStockHost(made, config)
      if (kind === wagmiHost) wireWagmiStockHost(made)
    }),
  )
  // Awaited by the tests; a failure is theirs to report, not an unhandled rejection before then.
  built.catch(() => undefined)
  hosts.set(kind, built)
}

async function build(kind: StockHostKind): Promise<StockHost> {
  const host = await hosts.get(kind)
  if (!host) throw new Error(`no ${kind} host was started`)
  process.stdout.write(`[stock host timings] ${formatTimings(host)}\n`)
  return host
}

// What each host showed in Chromium, for the test that compares the styles paths.
const opened = new Map<StockHostKind, PageFindings>()

/** The host the build test of `kind` made, served, in Chromium (both themes, then a connect). */
async function openInChromium(kind: StockHostKind, afterConnect?: (page: Page) => Promise<void>): Promise<PageFindings> {
  const host = await hosts.get(kind)
  if (!host) throw new Error(`no ${kind} host was started`)
  const started = performance.now()
  const served = await serveStockHost(host)
  // The embedded wallet's frame site only answers pages on its allowlist.
  devnet.allowFrameOrigin(served.url)
  try {
    const findings = await checkStockHostPage(browser, served.url, kind, afterConnect)
    opened.set(kind, findings)
    return findings
  } finally {
    await served.close()
    host.timings.browser = Math.round(performance.now() - started)
    process.stdout.write(`[stock host timings] ${kind}: browser ${(host.timings.browser / 1000).toFixed(1)} s\n`)
  }
}

/** Both themes readable and axe-clean, no console problem, the Devnet Wallet connected, on React `react`. */
function expectWorking(findings: PageFindings, react: RegExp): void {
  for (const theme of ['light', 'dark'] as const) {
    const found = findings.themes[theme]
    expect(
      { theme, ...found, titleContrast: found.titleContrast >= 4.5, buttonContrast: found.buttonContrast >= 4.5 },
      JSON.stringify(found),
    ).toEqual({
      theme,
      titleContrast: true,
      buttonContrast: true,
      walletListed: true,
      axe: { button: [], modal: [] },
    })
  }
  expect(findings.problems).toEqual([])
  expect(findings.react).toMatch(react)
  expect(findings.connectedAddress?.toLowerCase()).toBe(devnet.evmAccounts[0]!.address.toLowerCase())
}

const read = (host: StockHost, path: string) => readFileSync(join(host.dir, path), 'utf8')
/** The CSS the host's build shipped (Vite writes one stylesheet under dist/assets). */
const builtCss = (host: StockHost) =>
  readdirSync(join(host.dir, 'dist/assets'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => read(host, `dist/assets/${file}`))
    .join('\n')
const paths = (host: StockHost, file: string) =>
  (parseJsonc(read(host, file)) as { compilerOptions?: { paths?: Record<string, string[]> } }).compilerOptions?.paths

/**
 * The strictest common settings on top of the host's own: a copied file that fails any of them
 * would fail some user's build. ES2017 is the lowest target in common use (Next's default).
 * `include` comes from the host's config (Next's adds next-env.d.ts and its generated route types).
 */
async function typecheckStrictest(host: StockHost, base: string): Promise<string> {
  const config = {
    extends: `./${base}`,
    compilerOptions: {
      strict: true,
      noUnusedLocals: true,
      noUnusedParameters: true,
      verbatimModuleSyntax: true,
      erasableSyntaxOnly: true,
      exactOptionalPropertyTypes: true,
      noUncheckedIndexedAccess: true,
      target: 'ES2017',
      noEmit: true,
      incremental: false,
      tsBuildInfoFile: null,
    },
  }
  writeFileSync(join(host.dir, 'tsconfig.strictest.json'), JSON.stringify(config, null, 2))
  // A failure's message carries tsc's output: the test shows it in place of ''.
  return run(process.execPath, [join(host.dir, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.strictest.json'], {
    cwd: host.dir,
    timings: host.timings,
    label: 'tsc strictest',
    kind: host.kind,
  }).then(
    (output) => output.trim(),
    (error: Error) => error.message,
  )
}

describe('stock scaffolds with walletkit', () => {
  test('default: create-vite react-ts (TypeScript 7, split tsconfig, no Tailwind) builds with every item, its kit styled by the compiled stylesheet', {
    timeout: 900_000,
  }, async () => {
    const host = await build('vite')
    expect(paths(host, 'tsconfig.json')).toEqual({ '@/*': ['./src/*'] })
    expect(paths(host, 'tsconfig.app.json')).toEqual({ '@/*': ['./src/*'] })
    expect(read(host, 'vite.config.ts')).toContain("'@': fileURLToPath(new URL('./src', import.meta.url))")
    // No Tailwind in the app, and none added: the kit's classes come compiled, imported once.
    expect(JSON.parse(read(host, 'walletkit.json')).compiledCss).toBe('src/walletkit.compiled.css')
    expect(read(host, 'src/index.css').startsWith('@import "./walletkit.compiled.css";')).toBe(true)
    const { dependencies = {}, devDependencies = {} } = JSON.parse(read(host, 'package.json'))
    expect(Object.keys({ ...dependencies, ...devDependencies }).filter((name) => /^(tailwindcss|@tailwindcss\/)/.test(name))).toEqual([])
    expect(builtCss(host)).toMatch(/@layer[^{;]*walletkit\.base/)
    expect(renderBlocks(host.addOutput)[0]?.code).toContain('<WalletKitModal />')
    expect(existsSync(join(host.dir, 'dist/index.html'))).toBe(true)
    expect(JSON.parse(read(host, 'package.json')).devDependencies['@types/qrcode']).toBeDefined()
    expect(await typecheckStrictest(host, 'tsconfig.app.json')).toBe('')
  })

  test('behavior: the create-vite host in Chromium: modal readable and axe-clean in both themes, no console error, connects', async () => {
    expectWorking(await openInChromium('vite'), /^19\./)
  })

  test('parameters: create-next-app (app router, Tailwind, src/, TypeScript 5, ES2017) builds with every item', {
    timeout: 900_000,
  }, async () => {
    const host = await build('next')
    expect(JSON.parse(read(host, 'walletkit.json'))).toMatchObject({
      framework: 'next-app',
      rsc: true,
      tailwind: { css: 'src/app/globals.css' },
    })
    expect(read(host, 'src/components/walletkit/connect-button.tsx').startsWith("'use client'")).toBe(true)
    expect(read(host, 'src/app/layout.tsx')).toContain('<WalletKitRoot>{children}</WalletKitRoot>')
    expect(existsSync(join(host.dir, 'postcss.config.mjs'))).toBe(false)
    expect(read(host, '.next/BUILD_ID').length).toBeGreaterThan(0)
    expect(await typecheckStrictest(host, 'tsconfig.json')).toBe('')
  })

  test('behavior: the create-next-app host under next start in Chromium: modal readable and axe-clean in both themes, no console error, connects', async () => {
    expectWorking(await openInChromium('next'), /^19\./)
  })

  test('parameters: create-next-app with the pages router (Tailwind, src/, TypeScript 5) builds with every item, the no-flash step pasted as printed', {
    timeout: 900_000,
  }, async () => {
    const host = await build('next-pages')
    expect(JSON.parse(read(host, 'walletkit.json'))).toMatchObject({
      framework: 'next-pages',
      rsc: false,
      tailwind: { css: 'src/styles/globals.css' },
    })
    expect(renderBlocks(host.addOutput).map((block) => block.title.replace(/[:,].*/, ''))).toEqual([
      'In src/pages/_app.tsx',
      'Render the button in any page under it',
      'No flash for a returning visitor',
      'The styles come with src/styles/globals.css; keep its import in src/pages/_app.tsx',
    ])
    // Every item but the app router's SIWX routes, which a pages-router app cannot build beside its pages.
    expect(host.leftOut).toEqual(['siwx-next-server'])
    expect(existsSync(join(host.dir, 'app'))).toBe(false)
    const app = read(host, 'src/pages/_app.tsx')
    expect(app).toContain('initialConnection={pageProps.initialConnection ?? undefined} sessionCookie>')
    expect(app).toMatch(/sessionCookie>\n\s*<Component \{\.\.\.pageProps\} \/>\n\s*<WalletKitModal \/>\n\s*<\/WalletKitProvider>/)
    expect(app).toContain('import "@/styles/globals.css";')
    expect(read(host, 'src/pages/index.tsx')).toContain('readSessionCookieHeader(req.headers.cookie)')
    expect(read(host, '.next/BUILD_ID').length).toBeGreaterThan(0)
    // create-next-app's own example route leaves its \`req\` unused: the scaffold's error, not the kit's.
    const scaffolds = "src/pages/api/hello.ts(9,3): error TS6133: 'req' is declared but its value is never read."
    const strictest = (await typecheckStrictest(host, 'tsconfig.json')).split('\n').filter((line) => line.trim() !== '')
    expect(strictest.filter((line) => !line.startsWith('tsc strictest failed') && line !== scaffolds)).toEqual([])
  })

  test('behavior: the pages-router host under next start in Chromium: modal readable and axe-clean in both themes, no console error, connects', async () => {
    expectWorking(await openInChromium('next-pages'), /^19\./)
  })

  test('behavior: the pages-router host, a returning visitor: the server HTML holds the account button, Connect Wallet is never painted, no shift or warning; a wallet that says no ends cleanly disconnected', async () => {
    const host = await hosts.get('next-pages')
    if (!host) throw new Error('no next-pages host was started')
    const started = performance.now()
    const served = await serveStockHost(host)
    try {
      await returningVisitor(browser, `${served.url}/`, devnet.evmAccounts[0]!.address, (page, step) =>
        page.screenshot({ path: join(stockHostArtifacts, `next-pages-${step}.png`) }),
      )
    } finally {
      await served.close()
      host.timings['returning visitor'] = Math.round(performance.now() - started)
      process.stdout.write(
        `[stock host timings] next-pages: returning visitor ${(host.timings['returning visitor'] / 1000).toFixed(1)} s\n`,
      )
    }
  })

  test('parameters: an app that ran shadcn init, with shadcn components, builds with every item', { timeout: 900_000 }, async () => {
    const host = await build('shadcn-vite')
    // init found shadcn's alias and Tailwind: it added neither a second alias nor a second plugin.
    expect(read(host, 'vite.config.ts').match(/tailwindcss\(\)/g)).toHaveLength(1)
    expect(read(host, 'vite.config.ts')).not.toContain('fileURLToPath')
    expect(read(host, 'src/components/ui/button.tsx')).toContain('buttonVariants')
    expect(read(host, 'src/lib/utils.ts')).toContain('twMerge')
    expect(existsSync(join(host.dir, 'src/components/walletkit/ui/button.tsx'))).toBe(true)
    expect(existsSync(join(host.dir, 'dist/index.html'))).toBe(true)
  })

  test('behavior: the shadcn host in Chromium: modal readable and axe-clean in both themes, no console error, connects', async () => {
    expectWorking(await openInChromium('shadcn-vite'), /^19\./)
  })

  test('parameters: TypeScript 5 with React 18 and Tailwind 3 builds with every item', { timeout: 900_000 }, async () => {
    const host = await build('vite-ts5-react18')
    const manifest = JSON.parse(read(host, 'package.json'))
    // The app's Tailwind 3 stays as it was; the kit comes compiled beside it.
    expect(JSON.parse(read(host, 'node_modules/tailwindcss/package.json')).version).toMatch(/^3\./)
    expect(JSON.parse(read(host, 'walletkit.json')).compiledCss).toBe('src/walletkit.compiled.css')
    expect(read(host, 'src/index.css')).toMatch(/^@import "\.\/walletkit\.compiled\.css";\n@tailwind base;/)
    // Tailwind 3 scanned the copied kit files and wrote its own, unscoped rule for their px-4.
    expect(builtCss(host)).toMatch(/\}\.px-4\{/)
    expect(builtCss(host)).toMatch(/@layer[^{;]*walletkit\.base/)
    expect(manifest.dependencies.react).toMatch(/^\^18/)
    expect(JSON.parse(read(host, 'node_modules/typescript/package.json')).version).toMatch(/^5\./)
    expect(existsSync(join(host.dir, 'dist/index.html'))).toBe(true)
    expect(await typecheckStrictest(host, 'tsconfig.app.json')).toBe('')
    // `add wagmi` kept the app's own wagmi 2 (the item's peer range takes 2 and 3).
    expect(manifest.dependencies.wagmi).toMatch(/^\^2\./)
    expect(JSON.parse(read(host, 'node_modules/wagmi/package.json')).version).toMatch(/^2\./)
    expect(read(host, 'src/App.tsx')).toContain('<WalletKitWagmiSync />')
  })

  test('behavior: the React 18 host in Chromium runs React 18: modal readable and axe-clean in both themes, no console error, connects; its own wagmi 2 hooks then sign and send through that connection', async () => {
    const [from, to] = devnet.evmAccounts
    const chain = devnet.evmChains[0]
    if (!from || !to || !chain) throw new Error('devnet runs an EVM chain and dev accounts')
    let wagmi: WagmiPanelFindings | undefined
    const findings = await openInChromium(wagmiHost, async (page) => {
      wagmi = await wagmiPanelFindings(page, chain.rpcUrl, from.address, to.address)
    })
    expectWorking(findings, /^18\./)
    expect(wagmi).toEqual({ status: 'connected', address: from.address.toLowerCase(), signatureVerifies: true, received: wagmiSendWei })
  })

  test('behavior: the compiled stylesheet shows the same kit as Tailwind 4: every element of the open modal computes alike in the plain and Tailwind 3 apps, the pages-router app and the create-next-app app, both themes', async () => {
    // The browser tests above ran first (in file order): each left what it saw.
    const reference = opened.get('next')
    if (!reference) throw new Error('the create-next-app host was not opened')
    for (const kind of ['vite', 'vite-ts5-react18', 'next-pages'] as const) {
      const findings = opened.get(kind)
      if (!findings) throw new Error(`the ${kind} host was not opened`)
      for (const theme of ['dark', 'light'] as const)
        expect({ kind, theme, elements: findings.styles[theme] }).toEqual({ kind, theme, elements: reference.styles[theme] })
    }
  })
})
