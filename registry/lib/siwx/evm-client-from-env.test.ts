import { expect, test } from 'vitest'
import type { CaipNetworkId } from '@/registry/lib/caip/caip-types'
import { evmClientFromEnv } from './evm-client-from-env'

const env = { SIWX_RPC_URL_1: 'http://127.0.0.1:8545' }

test('default: a client for an eip155 network with SIWX_RPC_URL_<chainId>', () => {
  expect(evmClientFromEnv('eip155:1', env)).toBeDefined()
})

test('behavior: none for another namespace, a chain without a URL, or an id that is no CAIP-2 id (eip155:1:x used chain 1)', () => {
  expect(evmClientFromEnv('solana:1', env)).toBeUndefined()
  expect(evmClientFromEnv('eip155:10', env)).toBeUndefined()
  expect(evmClientFromEnv('eip155:1:x' as CaipNetworkId, env)).toBeUndefined()
})
