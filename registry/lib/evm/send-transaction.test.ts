import { afterEach, describe, expect, test } from 'vitest'
import { createClient, http } from 'viem'
import { sendTransaction } from './send-transaction'
import { startRpcServer, type RpcServer } from './rpc-server.test-utils'
import { BaseError } from '@/registry/lib/errors/base'

const from = '0x00000000000000000000000000000000000000aa'
const to = '0x00000000000000000000000000000000000000bb'
const hash = `0x${'ab'.repeat(32)}`
let server: RpcServer | undefined
afterEach(() => server?.close())

describe('sendTransaction', () => {
  test('default: eth_sendTransaction with hex quantities', async () => {
    server = await startRpcServer(() => ({ result: hash }))
    const client = createClient({ transport: http(server.url) })
    await expect(sendTransaction(client, { from, to, value: 10n, gas: 21_000n })).resolves.toBe(hash)
    expect(server.calls[0]).toMatchObject({ method: 'eth_sendTransaction', params: [{ from, to, value: '0xa', gas: '0x5208' }] })
  })

  for (const [name, code] of [
    ['invalid-input', -32000],
    ['invalid-params', -32602],
    ['method-not-found', -32601],
    ['method-not-supported', -32004],
  ] as const) {
    test(`behavior: falls back to wallet_sendTransaction on ${name} and remembers it per client`, async () => {
      server = await startRpcServer((call) =>
        call.method === 'eth_sendTransaction' ? { error: { code, message: 'no' } } : { result: hash },
      )
      const client = createClient({ transport: http(server.url) })
      await expect(sendTransaction(client, { from, to })).resolves.toBe(hash)
      await expect(sendTransaction(client, { from, to })).resolves.toBe(hash)
      expect(server.calls.map((c) => c.method)).toEqual(['eth_sendTransaction', 'wallet_sendTransaction', 'wallet_sendTransaction'])
      // Another client learns for itself.
      await sendTransaction(createClient({ transport: http(server.url) }), { from, to })
      expect(server.calls.at(-2)!.method).toBe('eth_sendTransaction')
    })
  }

  test('behavior: no fallback for other errors; a missing wallet method keeps eth and rethrows the first error', async () => {
    server = await startRpcServer((call) =>
      call.method === 'eth_sendTransaction'
        ? { error: { code: -32602, message: 'bad params' } }
        : { error: { code: -32601, message: 'nope' } },
    )
    const client = createClient({ transport: http(server.url) })
    const error = await sendTransaction(client, { from, to }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BaseError)
    await sendTransaction(client, { from, to }).catch(() => undefined)
    expect(server.calls.map((c) => c.method)).toEqual(['eth_sendTransaction', 'wallet_sendTransaction', 'eth_sendTransaction'])
  })

  test('behavior: a reply that is not a transaction hash is rejected', async () => {
    server = await startRpcServer(() => ({ result: { hash } }))
    const client = createClient({ transport: http(server.url) })
    await expect(sendTransaction(client, { from, to })).rejects.toBeInstanceOf(BaseError)
  })
})
