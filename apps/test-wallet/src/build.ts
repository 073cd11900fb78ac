import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { TestWalletToken } from './asset-discovery'
import type { TestWalletChain } from './provider'

// Paths from strings: under happy-dom the global URL is the DOM one, which node:url rejects.
const here = dirname(fileURLToPath(import.meta.url))
const entry = join(here, 'browser-entry.ts')
const distDir = join(here, '..', 'dist')
const distFile = join(distDir, 'test-wallet.js')
let bundled: Promise<string> | undefined

/** Bundles the browser entry once per process into a self-contained IIFE (the CLI embeds it for `walletkit devnet`). */
export function testWalletBundle(): Promise<string> {
  bundled ??= build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    write: false,
    minify: true,
  }).then((result) => result.outputFiles[0]?.text ?? '')
  return bundled
}

/**
 * A script that installs the Devnet Wallet in a page for the given chains: pass it to
 * playwright's `addInitScript` or a `<script>` tag. Also written to apps/test-wallet/dist.
 *
 * @example
 * await context.addInitScript(await buildTestWalletScript({ chains: devnet.evmChains }))
 */
export async function buildTestWalletScript(options: {
  chains: readonly TestWalletChain[]
  injectWindowEthereum?: boolean
  /** Have the wallet answer ERC-7811 asset discovery for these tokens. */
  assetDiscovery?: { tokens: readonly TestWalletToken[] } | undefined
  writeDist?: boolean
}): Promise<string> {
  const config = {
    chains: options.chains,
    injectWindowEthereum: options.injectWindowEthereum ?? false,
    assetDiscovery: options.assetDiscovery,
  }
  const script = `window.__devnetWalletConfig = ${JSON.stringify(config)};\n${await testWalletBundle()}`
  if (options.writeDist !== false) {
    await mkdir(distDir, { recursive: true })
    await writeFile(distFile, script)
  }
  return script
}
