import { expect, test } from 'vitest'
import { defineLocalPolkadotNetwork, localPolkadotReference } from './define-local-polkadot-network'

test('default', () => {
  const network = defineLocalPolkadotNetwork({ rpcUrl: 'http://127.0.0.1:40003' })
  expect(network).toMatchObject({
    id: localPolkadotReference,
    caipNetworkId: `polkadot:${localPolkadotReference}`,
    chainNamespace: 'polkadot',
    name: 'Polkadot Local',
    nativeCurrency: { symbol: 'DOT', decimals: 10 },
    rpcUrls: { default: { http: ['http://127.0.0.1:40003'] } },
    testnet: true,
  })
  expect(localPolkadotReference).toMatch(/^[0-9a-f]{32}$/)
})

test('parameters: genesisHash is cut to the 32-character reference, 0x dropped and lower-cased', () => {
  const network = defineLocalPolkadotNetwork({
    rpcUrl: 'http://x',
    genesisHash: '0xE143F23803AC50E8F6F8E62695D1CE9E4E1D68AA36C1CD2CFD15340213F3423E',
    name: 'Dev',
  })
  expect(network.caipNetworkId).toBe('polkadot:e143f23803ac50e8f6f8e62695d1ce9e')
  expect(network.name).toBe('Dev')
})
