// `npm run bench -- locale-packs`: each chunk of each locale pack as the host's bundler ships it
// (its own lazy chunk: minified ESM, the shared plural and bidi helpers left out since the kit's
// chunk already holds them): the first part (locales/<tag>.ts, whose imports of its later parts
// stay chunks of their own) and each later part (locales/parts/<tag>-<part>.ts), gzip and brotli bytes,
// against issue 27's 4 KiB gzip target per chunk. Figures only, never a failure.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { LATER_PARTS, partPath } from '../scripts/split-locale-packs.mjs'

const root = new URL('..', import.meta.url).pathname
const dir = join(root, 'registry/lib/i18n/locales')
const tags = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => f.slice(0, -3))
  .sort()
const target = 4 * 1024
const rows = []
const chunks = tags.flatMap((tag) => [
  { name: tag, file: join(dir, `${tag}.ts`) },
  ...LATER_PARTS.map((part) => ({ name: `${tag} ${part.name}`, file: join(dir, partPath(tag, part)) })),
])
for (const { name, file } of chunks) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    minify: true,
    format: 'esm',
    charset: 'utf8',
    write: false,
    external: ['@/registry/lib/i18n/plural', '@/registry/lib/i18n/bidi', '@/registry/lib/i18n/locales/*'],
    logLevel: 'silent',
  })
  const code = result.outputFiles[0].contents
  rows.push({ tag: name, min: code.length, gzip: gzipSync(code, { level: 9 }).length, brotli: brotliCompressSync(code).length })
}
const kib = (n) => `${(n / 1024).toFixed(2)} KiB`
console.log('locale pack chunk    minified      gzip    brotli')
for (const { tag, min, gzip, brotli } of rows)
  console.log(
    `${tag.padEnd(18)} ${kib(min).padStart(10)} ${kib(gzip).padStart(9)} ${kib(brotli).padStart(9)}${gzip > target ? '  (over 4 KiB gzip)' : ''}`,
  )
const gz = rows.map((r) => r.gzip).sort((a, b) => a - b)
console.log(
  `${rows.length} chunks of ${tags.length} packs: gzip ${kib(gz[0])} to ${kib(gz.at(-1))}, median ${kib(gz[Math.floor(gz.length / 2)])}; ${rows.filter((r) => r.gzip <= target).length} within 4 KiB`,
)
