import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { onFreePort, PortTakenError } from '../free-port'
import { join } from 'node:path'
import type { LaunchEngineOptions } from './types'
import { acquireDisplay } from './xvfb'

// The WebDriver wire of the WebKitGTK engine (webkit.ts): a W3C WebDriver session over HTTP on
// 127.0.0.1 and the WebKitWebDriver process that serves it.

export const elementKey = 'element-6066-11e4-a52e-4f735466cecf'
export type ElementRef = { [elementKey]: string }
export const miniBrowser = process.env.WEBKIT_MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

export class WebDriverError extends Error {
  constructor(
    readonly error: string,
    message: string,
  ) {
    super(`WebDriver ${error}: ${message}`)
  }
}

export class Session {
  private window = ''
  /** The frames from the window's top document down to the current one (an iframe in an iframe has two). */
  private frames: readonly ElementRef[] = []

  constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  async command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.base}/session/${this.id}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    })
    const json = (await response.json()) as { value: T & { error?: string; message?: string } }
    if (!response.ok) throw new WebDriverError(json.value.error ?? String(response.status), json.value.message ?? '')
    return json.value
  }

  /**
   * Makes `window` (and the frame at the end of `frames` in it, each inside the one before, or its
   * top document) the current browsing context.
   */
  async focus(window: string, frames: readonly ElementRef[] = []): Promise<void> {
    if (this.window !== window) {
      await this.command('POST', '/window', { handle: window })
      this.window = window
      this.frames = []
      await this.command('POST', '/frame', { id: null })
    }
    if (this.frames.length === frames.length && this.frames.every((frame, i) => frame === frames[i])) return
    await this.command('POST', '/frame', { id: null })
    this.frames = []
    for (const frame of frames) {
      await this.command('POST', '/frame', { id: frame })
      this.frames = [...this.frames, frame]
    }
  }

  /** Pointer actions of the one mouse every page of this session uses, in the current context. */
  async pointer(actions: unknown[]): Promise<void> {
    await this.command('POST', '/actions', { actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }] })
  }

  setCurrent(window: string): void {
    this.window = window
    this.frames = []
  }

  /** Runs `fn(arg)` in the current context; page exceptions come back as a rejected promise. */
  async run<R>(fn: string, arg: unknown): Promise<R> {
    const script = `const done = arguments[arguments.length - 1];
Promise.resolve().then(() => (${fn}).call(null, arguments[0])).then(
  (value) => done({ ok: value === undefined ? null : value }),
  (error) => done({ error: String((error && error.stack) || error) }))`
    const result = await this.command<{ ok?: R; error?: string }>('POST', '/execute/async', { script, args: [arg ?? null] })
    if (result.error !== undefined) throw new Error(`in page: ${result.error}`)
    return result.ok as R
  }
}

export async function startDriver(_options: LaunchEngineOptions): Promise<{ base: string; driver: ChildProcess; home: string }> {
  const display = await acquireDisplay()
  const home = mkdtempSync(join(tmpdir(), 'walletkit-webkit-'))
  // The port is free when asked for, but something else on the machine (a connection of the other
  // test file, its own server) can take it before the driver listens. The driver then exits at
  // once ("Unable to listen"), before any page: it starts again on another port.
  const listening = await onFreePort(
    (port) => listenOn(port, display, home),
    (error) => error instanceof PortTakenError,
  )
  return { ...listening, home }
}

/** Starts WebKitWebDriver on `port` and resolves once its /status answers. */
async function listenOn(port: number, display: string, home: string): Promise<{ base: string; driver: ChildProcess }> {
  const driver = spawn(process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      DISPLAY: display,
      // A fresh profile: MiniBrowser's data, cache and config live in this launch's own folder.
      HOME: home,
      XDG_DATA_HOME: join(home, 'data'),
      XDG_CACHE_HOME: join(home, 'cache'),
      XDG_CONFIG_HOME: join(home, 'config'),
      // Mesa (software GL under Xvfb) writes a shader cache there from WebKit's web process, which
      // can outlive the driver by a moment: the profile's removal then met files still being
      // written (ENOTEMPTY, CI 2026-11-29). The harness needs no cache that outlives the launch.
      MESA_SHADER_CACHE_DISABLE: 'true',
      no_proxy: '*',
    },
  })
  let stderr = ''
  driver.stderr?.on('data', (d: Buffer) => (stderr += d.toString()))
  const base = `http://127.0.0.1:${port}`
  const exited = new Promise<never>((_, reject) =>
    driver.once('exit', (code) =>
      reject(
        /Unable to listen/.test(stderr)
          ? new PortTakenError(`port ${port} was taken: ${stderr.slice(-200)}`)
          : new Error(`WebKitWebDriver exited (${code}): ${stderr.slice(-500)}`),
      ),
    ),
  )
  exited.catch(() => undefined)
  // The driver prints nothing when it listens: its /status answering is the event (as WebDriver
  // answers it: another server that took the port would answer otherwise).
  const deadline = Date.now() + 20_000
  for (;;) {
    const ready = await Promise.race([
      fetch(`${base}/status`).then(
        async (r) => r.ok && ((await r.json()) as { value?: { ready?: unknown } }).value?.ready === true,
        () => false,
      ),
      exited,
    ])
    if (ready) return { base, driver }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer on ${base}: ${stderr.slice(-500)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
