// After tsc: bundles apps/devnet (with the test wallet) into dist/devnet/index.js for
// `walletkit devnet`, since a published CLI has no repo around it. Run with tsx.
//
// The devnet bundles two browser scripts with esbuild at run time (the secure frame's pages,
// apps/frame/src/server/page-routes.ts, and the Devnet Wallet, apps/test-wallet/src/build.ts).
// A host has neither those sources nor esbuild, so they are built here by that same code and the
// bundle's `esbuild` import is replaced by a module that answers each build with its output.
// npm packages stay imports (packages: 'external'): the `testing` item lists them for the host.
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { frameBundle } from '../../apps/frame/src/server/page-routes'
import { testWalletBundle } from '../../apps/test-wallet/src/build'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const outDir = fileURLToPath(new URL('../dist/devnet/', import.meta.url))

// Keyed by the entry file's name, which the devnet's own build calls pass as entryPoints[0].
const prebuilt: Record<string, string> = {
  'main.ts': await frameBundle('frame'),
  'window-main.ts': await frameBundle('window'),
  'browser-entry.ts': await testWalletBundle(),
}
const prebuiltEsbuild = `const outputs = ${JSON.stringify(prebuilt)}
export async function build(options) {
  const entry = String(options.entryPoints[0]).split(/[\\\\/]/).pop()
  const text = outputs[entry]
  if (text === undefined) throw new Error('walletkit devnet: no prebuilt browser script for ' + entry)
  return { outputFiles: [{ text }] }
}
`

mkdirSync(outDir, { recursive: true })
const result = await build({
  entryPoints: [`${repoRoot}apps/devnet/src/host/start-host-devnet.ts`],
  outfile: `${outDir}index.js`,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  absWorkingDir: repoRoot,
  tsconfig: `${repoRoot}tsconfig.json`,
  metafile: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'prebuilt-browser-scripts',
      setup(on) {
        on.onResolve({ filter: /^esbuild$/ }, () => ({ path: 'esbuild', namespace: 'prebuilt' }))
        on.onLoad({ filter: /.*/, namespace: 'prebuilt' }, () => ({ contents: prebuiltEsbuild, loader: 'js' }))
      },
    },
  ],
})
// The npm packages the devnet imports at run time, for the testing item's devDependencies check.
const packages = new Set<string>()
for (const output of Object.values(result.metafile.outputs)) {
  for (const { path, external } of output.imports) {
    if (external && !path.startsWith('node:')) packages.add(path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0]!)
  }
}
writeFileSync(`${outDir}packages.json`, `${JSON.stringify([...packages].sort(), null, 2)}\n`)
