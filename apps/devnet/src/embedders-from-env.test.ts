import { describe, expect, test } from 'vitest'
import { devnetEmbedders, embeddersFromEnv } from './embedders-from-env'

describe('embeddersFromEnv', () => {
  test('default', () => {
    expect(embeddersFromEnv({})).toEqual([])
    expect(embeddersFromEnv({ WALLETKIT_DEVNET_EMBEDDERS: '' })).toEqual([])
  })

  test('behavior: a comma or space separated list, each reduced to its origin', () => {
    expect(embeddersFromEnv({ WALLETKIT_DEVNET_EMBEDDERS: 'http://127.0.0.1:3000, http://localhost:3000/app  https://app.test' })).toEqual([
      'http://127.0.0.1:3000',
      'http://localhost:3000',
      'https://app.test',
    ])
  })

  test('behavior: anything but an http(s) origin fails at start', () => {
    expect(() => embeddersFromEnv({ WALLETKIT_DEVNET_EMBEDDERS: '127.0.0.1:3000' })).toThrow(
      'WALLETKIT_DEVNET_EMBEDDERS: "127.0.0.1:3000" is not an origin',
    )
    expect(() => embeddersFromEnv({ WALLETKIT_DEVNET_EMBEDDERS: 'ftp://127.0.0.1:21' })).toThrow('is not an http(s) origin')
    expect(() => embeddersFromEnv({ WALLETKIT_DEVNET_EMBEDDERS: 'localhost' })).toThrow(/is not an origin/)
  })
})

describe('devnetEmbedders', () => {
  test("default: npm run devnet lets the docs' dev server embed the secure frame, and adds the variable's origins once each", () => {
    expect(devnetEmbedders({})).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000'])
    expect(devnetEmbedders({ WALLETKIT_DEVNET_EMBEDDERS: 'http://127.0.0.1:3000 http://127.0.0.1:4000' })).toEqual([
      'http://127.0.0.1:3000',
      'http://localhost:3000',
      'http://127.0.0.1:4000',
    ])
  })
})
