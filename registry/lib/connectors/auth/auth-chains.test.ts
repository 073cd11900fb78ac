import { expect, test } from 'vitest'
import { mainnet, sepolia } from '@/registry/lib/chains/evm-networks'
import { solana } from '@/registry/lib/chains/solana-networks'
import { getLastUsedChain, setLastUsedChain } from '@/registry/lib/storage/last-used-chain'
import { createMemoryStorage } from '@/registry/lib/storage/memory-storage'
import { createSafeStorage } from '@/registry/lib/storage/safe-storage'
import { createAuthChains } from './auth-chains'

const setup = () => {
  const memory = createMemoryStorage()
  const storage = createSafeStorage(() => memory)
  return { storage, chains: createAuthChains([mainnet, sepolia, solana], storage) }
}

test('default', () => {
  const { chains, storage } = setup()
  expect(chains.evmChain(11155111)).toBe('eip155:11155111')
  expect(chains.evmChain('0xaa36a7')).toBe('eip155:11155111')
  expect(chains.networkOf('eip155:1')).toBe(mainnet)
  chains.rememberChain('0x1')
  expect(getLastUsedChain(storage)).toBe('eip155:1')
})

test('behavior: a Solana chain from the frame is remembered, but is no chain to ask EVM requests on', () => {
  const { chains, storage } = setup()
  setLastUsedChain('eip155:11155111', storage)
  chains.rememberChain(solana.caipNetworkId)
  expect(getLastUsedChain(storage)).toBe(solana.caipNetworkId)
  expect(chains.evmChain(solana.caipNetworkId)).toBe('eip155:1')
})

test('behavior: the CAIP-2 id is built by lib/caip, so what is no CAIP-2 reference is never recorded', () => {
  const { chains, storage } = setup()
  setLastUsedChain('eip155:11155111', storage)
  // Built by hand, these became 'eip155:-1' and were stored as the last used chain.
  chains.rememberChain(-1)
  chains.rememberChain('-1')
  expect(getLastUsedChain(storage)).toBe('eip155:11155111')
  expect(chains.evmChain(-1)).toBe('eip155:11155111')
})
