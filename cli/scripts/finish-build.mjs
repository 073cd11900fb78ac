// After tsc: make the bin executable (tsc writes 0644) and bundle the templates that
// `init --template` scaffolds from, since a published CLI has no repo around it.
import { chmodSync, cpSync, existsSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

chmodSync(fileURLToPath(new URL('../dist/index.js', import.meta.url)), 0o755)

const source = fileURLToPath(new URL('../../templates', import.meta.url))
const target = fileURLToPath(new URL('../dist/templates', import.meta.url))
const skipped = new Set(['node_modules', 'dist', '.next', 'next-env.d.ts', 'tsconfig.tsbuildinfo'])

rmSync(target, { recursive: true, force: true })
if (existsSync(source)) cpSync(source, target, { recursive: true, filter: (path) => !skipped.has(path.split(/[\\/]/).pop() ?? '') })
