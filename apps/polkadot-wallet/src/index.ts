import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { polkadotDevAccount } from '../../devnet/src/services/polkadot-ledger'

const entry = join(dirname(fileURLToPath(import.meta.url)), 'browser-entry.ts')
let bundled: Promise<string> | undefined

/** The extension's `window.injectedWeb3` key; the kit shows it as "Devnet Polkadot Wallet". */
export const polkadotWalletSource = 'devnet-polkadot-wallet'

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
 * A script that installs the Devnet Polkadot Wallet (devnet's dev account //Alice) in a page:
 * pass it to playwright's `addInitScript`.
 *
 * @example
 * await context.addInitScript(await buildPolkadotWalletScript())
 */
export async function buildPolkadotWalletScript(): Promise<string> {
  const config = { uri: polkadotDevAccount.uri, accountName: 'Devnet Alice', source: polkadotWalletSource, version: '0.1.0' }
  return `window.__devnetPolkadotWalletConfig = ${JSON.stringify(config)};\n${await bundle()}`
}

export { createPolkadotWallet, type PolkadotWalletConfig, type PolkadotWalletControls } from './extension'
export { examplePayload, verifyPayloadSignature } from './payload-check'
