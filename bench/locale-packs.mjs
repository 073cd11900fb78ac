// `npm run bench -- locale-packs`: each locale pack as the host's bundler ships it (its own lazy
// chunk: minified ESM, the shared plural helper left out since the kit's chunk already holds it),
// gzip and brotli bytes, against issue 27's 4 KiB gzip target. Figures only, never a failure.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const root = new URL('..', import.meta.url).pathname
const dir = join(root, 'registry/lib/i18n/locales')
const tags = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => f.slice(0, -3))
  .sort()
const target = 4 * 1024
const rows = []
for (const tag of tags) {
  const result = await build({
    entryPoints: [join(dir, `${tag}.ts`)],
    bundle: true,
    minify: true,
    format: 'esm',
    charset: 'utf8',
    write: false,
    external: ['@/registry/lib/i18n/plural'],
    logLevel: 'silent',
  })
  const code = result.outputFiles[0].contents
  rows.push({ tag, min: code.length, gzip: gzipSync(code, { level: 9 }).length, brotli: brotliCompressSync(code).length })
}
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`
console.log('locale pack          minified      gzip    brotli')
for (const { tag, min, gzip, brotli } of rows)
  console.log(
    `${tag.padEnd(18)} ${kib(min).padStart(10)} ${kib(gzip).padStart(9)} ${kib(brotli).padStart(9)}${gzip > target ? '  (over 4 KiB gzip)' : ''}`,
  )
const gz = rows.map((r) => r.gzip).sort((a, b) => a - b)
console.log(
  `${rows.length} packs: gzip ${kib(gz[0])} to ${kib(gz.at(-1))}, median ${kib(gz[Math.floor(gz.length / 2)])}; ${rows.filter((r) => r.gzip <= target).length} within 4 KiB`,
)
