import { describe, expect, test } from 'vitest'
import type { Network } from '@/registry/lib/chains/chain-types'
import type { WalletConnectClient } from './client'
import { requestThroughSession } from './request-through-session'

const network = { caipNetworkId: 'eip155:1', rpcUrls: { default: { http: [] } }, name: 'Ethereum' } as unknown as Network
const answering = (reply: unknown) => ({ request: async () => reply }) as unknown as WalletConnectClient
const ask = (reply: unknown, method: string) =>
  requestThroughSession(answering(reply), { topic: 't', network, sessionMethods: [method] }, { method, params: [] })

// The wallet's replies meet SPEC §5's rules from lib/caip: a hex signed message, a transaction hash.
describe('requestThroughSession replies', () => {
  test('default: a 65-byte signature and a 32-byte hash come back as given', async () => {
    await expect(ask(`0x${'ab'.repeat(65)}`, 'personal_sign')).resolves.toBe(`0x${'ab'.repeat(65)}`)
    await expect(ask(`0x${'cd'.repeat(32)}`, 'eth_sendTransaction')).resolves.toBe(`0x${'cd'.repeat(32)}`)
  })

  test('behavior: a signature under 62 hex characters is an invalid wallet response (any hex passed)', async () => {
    for (const method of ['personal_sign', 'eth_signTypedData_v4']) await expect(ask('0x1234', method)).rejects.toThrow(new RegExp(method))
  })

  test('behavior: a hash that is not 0x and 64 hex characters is an invalid wallet response', async () => {
    await expect(ask(`0x${'cd'.repeat(31)}`, 'eth_sendTransaction')).rejects.toThrow(/eth_sendTransaction/)
  })
})
