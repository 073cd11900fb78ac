import { spawn, type ChildProcess } from 'node:child_process'
import { onFreePort, PortTakenError, saysPortTaken } from './free-port'
import { userEnv } from './user-env'

export type ServerProcessOptions = {
  cwd: string
  /** The command after `node`, given the port to listen on. */
  args: (port: number) => string[]
  /** Added to the user's environment; `env(port)` when the port goes there (PORT=…). */
  env?: (port: number) => Record<string, string>
  /** What the server prints once it listens: its listen succeeded, so the port is its own. */
  ready: RegExp
  /** Polled on the server's origin until it answers 200. Default `/`. */
  path?: string
  /** Where ports come from (tests hand out a taken one first). Default freePort. */
  ports?: () => Promise<number>
}

export type ServerProcess = {
  server: ChildProcess
  port: number
  origin: string
  output: () => string
  /** Stops the server and resolves once it has exited. */
  close: () => Promise<void>
}

const READY_TIMEOUT_MS = 60_000

/**
 * A server process (next start, react-router-serve) on a loopback port of its own. The port comes
 * from a probe that closes before the server listens, so another process can take it in between:
 * the server then exits with EADDRINUSE, and a poll of its URL alone could even be answered by
 * the other process. So the server counts as up only once it has printed `ready` (after its
 * listen) and its URL answers 200; one that exits with EADDRINUSE first starts again on another
 * port, up to three.
 */
export function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  return onFreePort(
    (port) => startOn(port, options),
    (error) => error instanceof PortTakenError,
    options.ports,
  )
}

async function startOn(port: number, options: ServerProcessOptions): Promise<ServerProcess> {
  const server = spawn(process.execPath, options.args(port), {
    cwd: options.cwd,
    env: userEnv({ NEXT_TELEMETRY_DISABLED: '1', NO_COLOR: '1', ...options.env?.(port) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let listening = false
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
  const failed = exited.then((code) => {
    if (listening) return
    throw saysPortTaken(output)
      ? new PortTakenError(`port ${port} was taken: ${output.slice(-300)}`)
      : new Error(`the server exited (${code}) before it listened:\n${output.slice(-4000)}`)
  })
  // Raced below; an exit after a timeout was already reported must not surface as unhandled.
  failed.catch(() => undefined)
  const ready = new Promise<void>((resolve) => {
    const take = (chunk: Buffer) => {
      output += chunk.toString()
      if (!listening && options.ready.test(output)) {
        listening = true
        resolve()
      }
    }
    server.stdout?.on('data', take)
    server.stderr?.on('data', take)
  })
  const origin = `http://127.0.0.1:${port}`
  const close = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill()
    await exited
  }
  try {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the server printed no ${options.ready} within 60 s:\n${output.slice(-4000)}`)),
        READY_TIMEOUT_MS,
      )
    })
    try {
      await Promise.race([ready, failed, timeout])
    } finally {
      clearTimeout(timer)
    }
    const url = origin + (options.path ?? '/')
    const deadline = Date.now() + READY_TIMEOUT_MS
    for (;;) {
      const status = await fetch(url).then(
        (response) => response.status,
        () => 0,
      )
      if (status === 200) break
      if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output.slice(-4000)}`)
      if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within 60 s (last ${status}):\n${output.slice(-4000)}`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    return { server, port, origin, output: () => output, close }
  } catch (error) {
    await close()
    throw error
  }
}
