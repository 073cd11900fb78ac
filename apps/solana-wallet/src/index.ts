import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const entry = join(dirname(fileURLToPath(import.meta.url)), 'browser-entry.ts')
let bundled: Promise<string> | undefined

/** Bundles the browser entry once per process into a self-contained IIFE (web3.js and its Buffer included). */
function bundle(): Promise<string> {
  bundled ??= build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    write: false,
    minify: true,
    // web3.js reaches for Node's Buffer global; the npm `buffer` package stands in.
    inject: [join(dirname(fileURLToPath(import.meta.url)), 'buffer-shim.ts')],
  }).then((result) => result.outputFiles[0]?.text ?? '')
  return bundled
}

/**
 * A script that installs the Devnet Solana Wallet in a page for one of devnet's Solana dev keys:
 * pass it to playwright's `addInitScript`.
 *
 * @example
 * await context.addInitScript(await buildSolanaWalletScript({ secretKey: devnet.solanaAccounts[0].secretKey, rpcUrl: devnet.urls.solanaRpc }))
 */
export async function buildSolanaWalletScript(options: { secretKey: Uint8Array; rpcUrl: string }): Promise<string> {
  const config = { secretKey: Array.from(options.secretKey), rpcUrl: options.rpcUrl }
  return `window.__devnetSolanaWalletConfig = ${JSON.stringify(config)};\n${await bundle()}`
}
