import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { afterEach, describe, expect, test } from 'vitest'
import { freePort, PortTakenError } from './free-port'
import { startServerProcess, type ServerProcess } from './server-process'

// A real child server on loopback, and a port another process holds: what happens when the port
// freePort handed out is taken before the server listens.
const childServer = (body: string, ready = 'listening on') =>
  `require('node:http').createServer((q, r) => r.end(${JSON.stringify(body)})).listen(Number(process.argv[1]), '127.0.0.1', function () { console.log('${ready} ' + this.address().port) })`

let started: ServerProcess | undefined
let intruder: Server | undefined
afterEach(async () => {
  await started?.close()
  started = undefined
  await new Promise((resolve) => (intruder ? intruder.close(resolve) : resolve(undefined)))
  intruder = undefined
})

/** Another process's server on a port of its own, answering 200 with `intruder`. */
async function holdPort(): Promise<number> {
  const server = createServer((_, response) => response.end('intruder'))
  intruder = server
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return (server.address() as { port: number }).port
}

describe('startServerProcess', () => {
  test('default: starts the server and resolves once it printed its ready line and answers 200', async () => {
    started = await startServerProcess({ cwd: tmpdir(), args: (port) => ['-e', childServer('mine'), String(port)], ready: /listening on/ })
    expect(await (await fetch(started.origin)).text()).toBe('mine')
    expect(started.output()).toContain(`listening on ${started.port}`)
  })

  test('behavior: a port taken between the probe and the listen: the server starts again on another port, and what answers is the server, never the other process', async () => {
    const taken = await holdPort()
    const handed: number[] = []
    const ports = async () => {
      const port = handed.length === 0 ? taken : await freePort()
      handed.push(port)
      return port
    }
    started = await startServerProcess({
      cwd: tmpdir(),
      args: (port) => ['-e', childServer('mine'), String(port)],
      ready: /listening on/,
      ports,
    })
    expect(handed[0]).toBe(taken)
    expect(started.port).toBe(handed[1])
    expect(await (await fetch(started.origin)).text()).toBe('mine')
    // The held port still answers with the other process: it was never ours.
    expect(await (await fetch(`http://127.0.0.1:${taken}`)).text()).toBe('intruder')
  })

  test('behavior: three taken ports in a row end in PortTakenError; an exit for another reason is reported with its output', async () => {
    const taken = await holdPort()
    await expect(
      startServerProcess({
        cwd: tmpdir(),
        args: (port) => ['-e', childServer('mine'), String(port)],
        ready: /listening on/,
        ports: async () => taken,
      }),
    ).rejects.toBeInstanceOf(PortTakenError)
    await expect(
      startServerProcess({ cwd: tmpdir(), args: () => ['-e', "console.error('no config here'); process.exit(3)"], ready: /listening on/ }),
    ).rejects.toThrow(/exited \(3\) before it listened:\nno config here/)
  })
})
