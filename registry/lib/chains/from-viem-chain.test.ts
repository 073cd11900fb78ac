import { defineChain } from 'viem'
import { optimism } from 'viem/chains'
import { expect, test } from 'vitest'
import { fromViemChain } from './from-viem-chain'

test('default', () => {
  const network = fromViemChain(optimism)
  expect(network).toMatchObject({
    id: 10,
    caipNetworkId: 'eip155:10',
    chainNamespace: 'eip155',
    name: optimism.name,
    nativeCurrency: optimism.nativeCurrency,
    testnet: false,
  })
  expect(network.rpcUrls.default.http).toEqual(optimism.rpcUrls.default.http)
  expect(network.blockExplorers?.default.url).toBe(optimism.blockExplorers.default.url)
})

test('parameters: imageId and rpcUrls', () => {
  const network = fromViemChain(optimism, { imageId: 'op', rpcUrls: ['http://127.0.0.1:1/v1'] })
  expect(network.assets).toEqual({ imageId: 'op' })
  expect(network.rpcUrls.default.http).toEqual(['http://127.0.0.1:1/v1'])
})

test('behavior: chains without an explorer or testnet flag still map', () => {
  const chain = defineChain({
    id: 5,
    name: 'X',
    nativeCurrency: { name: 'X', symbol: 'X', decimals: 18 },
    rpcUrls: { default: { http: ['http://x'] } },
  })
  const network = fromViemChain(chain)
  expect(network.blockExplorers).toBeUndefined()
  expect(network.testnet).toBe(false)
})
