// `npm run docs`: registry data, then Next's dev server on http://127.0.0.1:3000 (pages rebuild on edit).
import { spawnSync, spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const docs = join(dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => join(docs, '..', '..', 'node_modules', '.bin', name)
const generated = spawnSync(bin('tsx'), ['scripts/generate.ts', ...process.argv.slice(2)], { cwd: docs, stdio: 'inherit' })
if (generated.status !== 0) process.exit(generated.status ?? 1)
const port = process.env.PORT ?? '3000'
const child = spawn(bin('next'), ['dev', '--hostname', '127.0.0.1', '--port', port], {
  cwd: docs,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
})
child.on('exit', (code) => process.exit(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
