// The published CLI scaffolds `init --template` from dist/templates; the repo keeps them at the top.
import { cpSync, existsSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const source = fileURLToPath(new URL('../../templates', import.meta.url))
const target = fileURLToPath(new URL('../dist/templates', import.meta.url))
const skipped = new Set(['node_modules', 'dist', '.next', 'next-env.d.ts', 'tsconfig.tsbuildinfo'])

rmSync(target, { recursive: true, force: true })
if (existsSync(source)) cpSync(source, target, { recursive: true, filter: (path) => !skipped.has(path.split(/[\\/]/).pop() ?? '') })
