import { spawn, type ChildProcess } from 'node:child_process'

type Display = { name: string; process: ChildProcess }

/** The screen of the shared Xvfb (CSS px at scale 1); X starts its pointer at the centre. */
export const xvfbScreen = { width: 1920, height: 1200 }

let shared: Promise<Display> | undefined
let users = 0

function startXvfb(): Promise<Display> {
  return new Promise((resolve, reject) => {
    // -displayfd: Xvfb picks a free display number itself and writes it to fd 3 once it listens.
    const child = spawn(
      process.env.XVFB_PATH ?? '/usr/bin/Xvfb',
      ['-displayfd', '3', '-screen', '0', `${xvfbScreen.width}x${xvfbScreen.height}x24`, '-nolisten', 'tcp', '-nolisten', 'unix-abstract'],
      {
        stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      },
    )
    let stderr = ''
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()))
    let out = ''
    const fd3 = child.stdio[3] as NodeJS.ReadableStream
    fd3.on('data', (d: Buffer) => {
      out += d.toString()
      if (out.includes('\n')) resolve({ name: `:${out.trim()}`, process: child })
    })
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it listened: ${stderr.slice(-500)}`)))
  })
}

/** One Xvfb per test process, shared by every WebKit browser in it; stopped with the last one. */
export async function acquireDisplay(): Promise<string> {
  users += 1
  shared ??= startXvfb()
  try {
    return (await shared).name
  } catch (error) {
    users -= 1
    shared = undefined
    throw error
  }
}

export async function releaseDisplay(): Promise<void> {
  users -= 1
  if (users > 0 || !shared) return
  const { process: child } = await shared
  shared = undefined
  await new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
