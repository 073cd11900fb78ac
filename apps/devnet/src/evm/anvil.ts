import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

// If the parent exits without stop() (a crashed test worker), its anvil nodes must not outlive it.
const running = new Set<ChildProcess>()
let exitHookInstalled = false
function track(child: ChildProcess): void {
  running.add(child)
  child.once('exit', () => running.delete(child))
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.once('exit', () => {
    for (const c of running) c.kill('SIGKILL')
  })
}

export type Anvil = { chainId: number; port: number; rpcUrl: string; pid: number; stop(): Promise<void> }

/** Finds the anvil binary that @foundry-rs/anvil installs for this platform. */
export function resolveAnvilBinary(): string {
  const fromEnv = process.env.WALLETKIT_ANVIL_BIN
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`WALLETKIT_ANVIL_BIN points to ${fromEnv}, which does not exist.`)
    return fromEnv
  }
  const require = createRequire(import.meta.url)
  const pkg = `@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`
  const candidates: string[] = []
  for (const name of [pkg, '@foundry-rs/anvil']) {
    try {
      candidates.push(join(dirname(require.resolve(`${name}/package.json`)), 'bin', 'anvil'))
    } catch {
      // Not installed under this name; try the next candidate.
    }
  }
  const found = candidates.find((path) => existsSync(path))
  if (!found) {
    throw new Error(
      `anvil binary not found (looked for ${pkg}/bin/anvil). Run \`npm install\` so @foundry-rs/anvil installs its platform package, or set WALLETKIT_ANVIL_BIN.`,
    )
  }
  return found
}

/**
 * Spawns anvil on 127.0.0.1 and resolves once it listens. Port 0 lets anvil pick a free port;
 * the chosen one is read from its "Listening on" line.
 */
export function startAnvil(options: { port: number; chainId: number }): Promise<Anvil> {
  const binary = resolveAnvilBinary()
  const args = ['--host', '127.0.0.1', '--port', String(options.port), '--chain-id', String(options.chainId)]
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  track(child)
  return new Promise((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Listening on 127\.0\.0\.1:(\d+)/.exec(output)
      if (!match?.[1]) return
      child.stdout?.off('data', onData)
      // Keep draining so a full pipe never blocks anvil.
      child.stdout?.resume()
      const port = Number(match[1])
      resolve({ chainId: options.chainId, port, rpcUrl: `http://127.0.0.1:${port}`, pid: child.pid ?? -1, stop: () => stopChild(child) })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`anvil (chain ${options.chainId}) exited with code ${code}: ${output.slice(-500)}`)))
  })
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
