import { describe, expect, test } from 'vitest'
import { evmNetwork, solanaNetwork } from '../test/fake-connector'
import { findNetwork } from './find-network'

const mainnet = evmNetwork(1, 'Ethereum')
const base = evmNetwork(8453, 'Base')
const networks = [mainnet, base, solanaNetwork]

describe('findNetwork', () => {
  test('behavior: a chain id as a number or as the string a wallet reports finds the same network', () => {
    expect(findNetwork(networks, 'eip155', 8453)).toBe(base)
    expect(findNetwork(networks, 'eip155', '8453')).toBe(base)
  })

  test('behavior: a chain the app is not configured with, another namespace, or no id finds nothing', () => {
    expect(findNetwork(networks, 'eip155', 10)).toBeUndefined()
    expect(findNetwork(networks, 'solana', 1)).toBeUndefined()
    expect(findNetwork(networks, 'eip155', undefined)).toBeUndefined()
    expect(findNetwork(networks, 'solana', solanaNetwork.id)).toBe(solanaNetwork)
  })
})
