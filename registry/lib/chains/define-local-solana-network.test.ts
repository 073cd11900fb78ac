import { expect, test } from 'vitest'
import { isSolanaAddress } from '@/registry/lib/caip/is-solana-address'
import { defineLocalSolanaNetwork, localSolanaReference } from './define-local-solana-network'

test('default', () => {
  const network = defineLocalSolanaNetwork({ rpcUrl: 'http://127.0.0.1:40002' })
  expect(network).toMatchObject({
    id: localSolanaReference,
    caipNetworkId: `solana:${localSolanaReference}`,
    chainNamespace: 'solana',
    nativeCurrency: { symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:40002'] } },
    testnet: true,
  })
  expect(isSolanaAddress(localSolanaReference)).toBe(true)
  expect(localSolanaReference).toHaveLength(32)
})

test('behavior: the default id is the one apps/devnet reports', async () => {
  const { solanaLocalNetworkId } = await import('../../../apps/devnet/src/solana/local-svm')
  expect(defineLocalSolanaNetwork({ rpcUrl: 'http://x' }).caipNetworkId).toBe(solanaLocalNetworkId)
})

test('parameters: genesisHash is cut to the 32-character CAIP-2 reference', () => {
  const network = defineLocalSolanaNetwork({ rpcUrl: 'http://x', genesisHash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG', name: 'SVM' })
  expect(network.caipNetworkId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
  expect(network.name).toBe('SVM')
})
