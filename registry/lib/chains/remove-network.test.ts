import { expect, test } from 'vitest'
import { LastNetworkRemovalError, NetworkNotFoundError } from '@/registry/lib/errors/network'
import { mainnet, optimism } from './evm-networks'
import { removeNetwork } from './remove-network'
import { solana, solanaDevnet } from './solana-networks'

test('default', () => {
  expect(removeNetwork([mainnet, optimism, solana], 'eip155:10')).toEqual([mainnet, solana])
})

test('behavior: the last network of a namespace cannot be removed', () => {
  expect(() => removeNetwork([mainnet, optimism, solana], 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toThrow(
    'Cannot remove last network for a namespace',
  )
  expect(() => removeNetwork([mainnet], 'eip155:1')).toThrow(LastNetworkRemovalError)
  expect(removeNetwork([mainnet, solana, solanaDevnet], solana.caipNetworkId)).toEqual([mainnet, solanaDevnet])
})

test('behavior: removing an absent network is Network not found', () => {
  expect(() => removeNetwork([mainnet, optimism], 'eip155:56')).toThrow(NetworkNotFoundError)
})
