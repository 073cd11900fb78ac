import { spawn } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { userEnv } from '../support/user-env'

/** `npm run docs:build` as a user runs it in `docs` (apps/docs): registry data, then `next build` into its out/. */
export function buildSite(docs: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(docs, 'scripts', 'build.mjs')], {
      cwd: docs,
      env: userEnv({ CI: '1', NEXT_TELEMETRY_DISABLED: '1' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`docs build exited with ${code}\n${output.slice(-4000)}`))))
  })
}

/** Every HTML page of the export as a URL path (`/`, `/docs/`, `/docs/items/button/`). */
export function pagePaths(dir: string): string[] {
  const paths: string[] = []
  const walk = (current: string) => {
    for (const entry of readdirSync(current)) {
      const full = join(current, entry)
      if (statSync(full).isDirectory()) {
        if (entry !== '_next') walk(full)
      } else if (entry === 'index.html') {
        const path = relative(dir, current).split(sep).join('/')
        paths.push(path ? `/${path}/` : '/')
      }
    }
  }
  walk(dir)
  return paths.sort()
}
