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
