import { describe, expect, test } from 'vitest'
import { createCatalogueClient } from '@/registry/lib/api/catalogue/create-catalogue-client'
import { catalogueImages } from '@/registry/lib/state/wallets/catalogue-images'

describe('catalogueImages', () => {
  test('default: with a client, catalogue ids become image URLs; an explicit URL wins', () => {
    const images = catalogueImages(createCatalogueClient({ baseUrl: 'https://api.example', projectId: 'p1', sdkVersion: 'v' }))
    expect(images.assetImage({ imageId: 'net' })).toBe('https://api.example/public/getAssetImage/net?projectId=p1&st=appkit&sv=v')
    expect(images.assetImage({ imageUrl: 'https://cdn.example/a.png', imageId: 'net' })).toBe('https://cdn.example/a.png')
    expect(images.tokenImage('ETH')).toBe('https://api.example/public/getTokenImage/ETH?projectId=p1&st=appkit&sv=v')
    expect(images.currencyImage('US')).toBe('https://api.example/public/getCurrencyImage/US?projectId=p1&st=appkit&sv=v')
    expect(images.currencyImage('')).toBeUndefined()
  })

  test('behavior: without a client (not loaded, or no kit) only explicit URLs come back', () => {
    const images = catalogueImages(undefined)
    expect(images.assetImage({ imageId: 'net' })).toBeUndefined()
    expect(images.assetImage({ imageUrl: 'https://cdn.example/a.png' })).toBe('https://cdn.example/a.png')
    expect(images.tokenImage('ETH', 'https://cdn.example/eth.png')).toBe('https://cdn.example/eth.png')
    expect(images.currencyImage('US')).toBeUndefined()
  })
})
