// After tsc: bundles apps/devnet (with the test wallet) into dist/devnet/index.js for
// `walletkit devnet`, since a published CLI has no repo around it. Run with tsx.
//
// The devnet bundles two browser scripts with esbuild at run time (the secure frame's pages,
// apps/frame/src/server/page-routes.ts, and the Devnet Wallet, apps/test-wallet/src/build.ts).
// A host has neither those sources nor esbuild, so they are built here by that same code and the
// bundle's `esbuild` import is replaced by a module that answers each build with its output.
// npm packages stay imports (packages: 'external'): the `testing` item lists them for the host.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
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

rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })
const result = await build({
  entryPoints: { index: `${repoRoot}apps/devnet/src/host/start-host-devnet.ts` },
  outdir: outDir,
  // The WalletConnect test wallet is imported on first use: its own chunk, so a host that never
  // pairs needs none of its packages (the testing-walletconnect item installs them).
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
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
// The npm packages the devnet imports at run time, the entry's and the lazy chunks' apart, for
// the testing items' devDependencies.
const packagesOf = (output: (typeof result.metafile.outputs)[string]) =>
  output.imports
    .filter(({ external, path }) => external && !path.startsWith('node:'))
    .map(({ path }) => (path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0]!))
// Eager: the entry and the chunks it imports statically (a shared chunk); the rest loads on use.
const outputs = result.metafile.outputs
const eager = new Set<string>()
const visit = (file: string) => {
  if (eager.has(file) || !outputs[file]) return
  eager.add(file)
  for (const { path, kind, external } of outputs[file].imports) if (!external && kind === 'import-statement') visit(path)
}
visit(Object.keys(outputs).find((file) => file.endsWith('devnet/index.js')) ?? '')
const entry = new Set<string>()
const lazy = new Set<string>()
for (const [file, output] of Object.entries(outputs)) for (const name of packagesOf(output)) (eager.has(file) ? entry : lazy).add(name)
writeFileSync(
  `${outDir}packages.json`,
  `${JSON.stringify({ devnet: [...entry].sort(), walletconnect: [...lazy].filter((name) => !entry.has(name)).sort() }, null, 2)}\n`,
)
