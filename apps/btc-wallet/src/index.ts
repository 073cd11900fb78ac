import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { bitcoinDevKeys } from '../../devnet/src/services/bitcoin-ledger'

const entry = join(dirname(fileURLToPath(import.meta.url)), 'browser-entry.ts')
let bundled: Promise<string> | undefined

/** Bundles the browser entry once per process into a self-contained IIFE. */
function bundle(): Promise<string> {
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
 * A script that installs the Devnet Bitcoin Wallet (devnet's dev keys, test-network addresses)
 * in a page: pass it to playwright's `addInitScript`.
 *
 * @example
 * await context.addInitScript(await buildBitcoinWalletScript({ servicesUrl: devnet.urls.services }))
 */
export async function buildBitcoinWalletScript(options: { servicesUrl: string }): Promise<string> {
  const config = { ...bitcoinDevKeys, servicesUrl: options.servicesUrl, network: 'test' }
  return `window.__devnetBitcoinWalletConfig = ${JSON.stringify(config)};\n${await bundle()}`
}
