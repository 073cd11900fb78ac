// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, waitFor } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { useCatalogueImages } from '@/registry/hooks/use-catalogue-images'

afterEach(cleanup)

describe('useCatalogueImages', () => {
  test('default: network, connector, token and currency images from the catalogue once it has loaded', async () => {
    const { result } = renderKitHook(() => useCatalogueImages(), { props: { catalogueUrl: 'http://127.0.0.1:8787' } })
    await waitFor(() => expect(result.current.assetImage({ imageId: 'ethereum' })).toBeDefined())
    const url = (value: string | undefined) => new URL(value ?? 'http://invalid/')
    const asset = url(result.current.assetImage({ imageId: 'ethereum' }))
    expect(`${asset.origin}${asset.pathname}`).toBe('http://127.0.0.1:8787/public/getAssetImage/ethereum')
    expect(asset.searchParams.get('projectId')).toBe('test-project')
    const token = url(result.current.tokenImage('DUSD'))
    expect(`${token.origin}${token.pathname}`).toBe('http://127.0.0.1:8787/public/getTokenImage/DUSD')
    const currency = url(result.current.currencyImage('USD'))
    expect(`${currency.origin}${currency.pathname}`).toBe('http://127.0.0.1:8787/public/getCurrencyImage/USD')
  })

  test('behavior: an explicit URL wins, nothing without an id (the initial shows)', async () => {
    const { result } = renderKitHook(() => useCatalogueImages(), { props: { catalogueUrl: 'http://127.0.0.1:8787' } })
    await waitFor(() => expect(result.current.assetImage({ imageId: 'x' })).toBeDefined())
    expect(result.current.assetImage({ imageUrl: 'https://cdn.example/eth.png', imageId: 'ethereum' })).toBe('https://cdn.example/eth.png')
    expect(result.current.assetImage(undefined)).toBeUndefined()
    expect(result.current.assetImage({})).toBeUndefined()
    expect(result.current.tokenImage('ETH', 'http://127.0.0.1:8787/icon.svg')).toBe('http://127.0.0.1:8787/icon.svg')
  })
})

describe('useCatalogueImages outside a provider', () => {
  test('behavior: display-only panels keep explicit URLs and show initials otherwise', async () => {
    const { renderHook } = await import('@testing-library/react')
    const { result } = renderHook(() => useCatalogueImages())
    expect(result.current.tokenImage('DUSD', 'http://127.0.0.1:8787/icon.svg')).toBe('http://127.0.0.1:8787/icon.svg')
    expect(result.current.tokenImage('DUSD')).toBeUndefined()
    expect(result.current.assetImage({ imageId: 'ethereum' })).toBeUndefined()
  })
})
