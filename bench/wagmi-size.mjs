// The `wagmi` registry item's own code: its files bundled with esbuild (minify, browser, ESM), with
// wagmi, viem, React, TanStack Query and the rest of walletkit (other items) left external, then
// gzipped at level 9. Issue 25 budgets it at 5 KiB gzip. A script that prints figures, not a test:
// `node bench/wagmi-size.mjs` or `npm run bench -- wagmi-size`.
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const registry = JSON.parse(readFileSync(join(root, 'registry/registry.json'), 'utf8'))
const item = registry.items.find((i) => i.name === 'wagmi')
const own = new Set(item.files.map((f) => f.path.replace(/\.tsx?$/, '')))

// Files of the item are bundled; every other registry import belongs to another item.
const registryAlias = {
  name: 'registry-alias',
  setup(b) {
    b.onResolve({ filter: /^@\/registry\// }, (args) => {
      const path = `registry/${args.path.slice('@/registry/'.length)}`
      if (!own.has(path)) return { path: args.path, external: true }
      const file = item.files.find((f) => f.path.replace(/\.tsx?$/, '') === path).path
      return { path: join(root, file) }
    })
  },
}

const contents = item.files.map((f) => `export * from '@/${f.path.replace(/\.tsx?$/, '')}'`).join('\n')
const result = await build({
  stdin: { contents, resolveDir: root, loader: 'ts' },
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  jsx: 'automatic',
  write: false,
  logLevel: 'silent',
  external: ['wagmi', '@wagmi/*', 'viem', 'viem/*', 'react', 'react/*', '@tanstack/*'],
  plugins: [registryAlias],
})
const code = result.outputFiles[0].contents
const kib = (n) => `${(n / 1024).toFixed(2)} KiB`
console.log(
  `wagmi item (${item.files.length} files): ${kib(code.length)} minified, ${kib(gzipSync(code, { level: 9 }).length)} gzip (budget 5 KiB gzip)`,
)
