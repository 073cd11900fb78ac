import { createServer } from 'node:net'

/**
 * A TCP port free on 127.0.0.1 at the moment of asking: the system picks it for a probe that
 * closes at once, for a server (a driver, a host app, a framework's server) started right after.
 *
 * @example
 * const port = await freePort()
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))))
    })
  })
}

/** A server exited because another process held its port. */
export class PortTakenError extends Error {}

/**
 * `use(port)` on a free port, and again on another one (three ports at most) when `taken(error)`
 * says another process took the port between the probe and `use`'s listen.
 */
export async function onFreePort<T>(use: (port: number) => Promise<T>, taken: (error: unknown) => boolean, ports = freePort): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const port = await ports()
    try {
      return await use(port)
    } catch (error) {
      if (!taken(error) || attempt === 3) throw error
    }
  }
}

/**
 * Whether a server's (or a runner's) output says its port was taken: Node's EADDRINUSE, Vite's
 * --strictPort refusal, Playwright's webServer finding its URL already answered.
 */
export const saysPortTaken = (output: string): boolean => /EADDRINUSE|address already in use|is already (used|in use)/i.test(output)
