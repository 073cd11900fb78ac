import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getChainId } from 'viem/actions'
import { defineLocalEvmNetwork } from '@/registry/lib/chains/define-local-evm-network'
import { createEvmClient } from './create-evm-client'
import { createEvmClientCache } from './create-evm-client-cache'
import { startRpcServer, type RpcServer } from './rpc-server.test-utils'

let server: RpcServer
beforeAll(async () => {
  server = await startRpcServer((call) => (call.method === 'eth_chainId' ? { result: '0x7a69' } : { result: null }))
})
afterAll(() => server.close())

describe('createEvmClient', () => {
  test('default: the network own RPC when nothing else is given', async () => {
    const client = createEvmClient({ network: defineLocalEvmNetwork({ id: 31337, name: 'Local', rpcUrl: server.url }) })
    expect(client.chain.id).toBe(31337)
    await expect(getChainId(client)).resolves.toBe(31337)
    expect(server.requests.at(-1)!.url.pathname).toBe('/')
  })

  test('parameters: blockchainApi routes through /v1/?chainId=&projectId=', async () => {
    const network = defineLocalEvmNetwork({ id: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:9/unused' })
    const client = createEvmClient({ network, blockchainApi: { baseUrl: server.url, projectId: 'p1' } })
    await getChainId(client)
    const url = server.requests.at(-1)!.url
    expect([url.pathname, url.searchParams.get('chainId'), url.searchParams.get('projectId')]).toEqual(['/v1/', 'eip155:31337', 'p1'])
  })
})

describe('createEvmClientCache', () => {
  test('behavior: one client per network', () => {
    const cache = createEvmClientCache()
    const a = defineLocalEvmNetwork({ id: 31337, name: 'A', rpcUrl: server.url })
    const b = defineLocalEvmNetwork({ id: 31338, name: 'B', rpcUrl: server.url })
    expect(cache.get({ network: a })).toBe(cache.get({ network: a }))
    expect(cache.get({ network: a })).not.toBe(cache.get({ network: b }))
  })
})
