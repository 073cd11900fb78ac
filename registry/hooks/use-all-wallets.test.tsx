// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { startLocalServer } from '@/registry/lib/api/test-utils/local-server'
import { useAllWallets } from '@/registry/hooks/use-all-wallets'

afterEach(cleanup)

describe('useAllWallets', () => {
  test('behavior: the first page of 40 from the catalogue, then a trimmed search of 100', async () => {
    const requests: URL[] = []
    const server = await startLocalServer(({ url }) => {
      // The catalogue server also answers the analytics config; only wallet pages count here.
      if (url.pathname !== '/getWallets') return { json: { isAnalyticsEnabled: false }, headers: { 'access-control-allow-origin': '*' } }
      requests.push(url)
      const search = url.searchParams.get('search')
      const data = Array.from({ length: search ? 2 : 40 }, (_, i) => ({ id: `${search ?? 'w'}${i}`, name: `${search ?? 'Wallet'} ${i}` }))
      return { json: { data, count: search ? 2 : 600 }, headers: { 'access-control-allow-origin': '*' } }
    })
    try {
      const { result } = renderKitHook(() => useAllWallets(), { props: { catalogueUrl: server.url } })
      await waitFor(() => expect(result.current.entries).toHaveLength(40))
      expect(result.current.count).toBe(600)
      expect(requests[0]?.searchParams.get('entries')).toBe('40')
      act(() => result.current.setTerm('  zen  '))
      await waitFor(() => expect(result.current.searching && result.current.entries.length).toBe(2))
      const searched = requests.find((url) => url.searchParams.has('search'))
      expect(searched?.searchParams.get('search')).toBe('zen')
      expect(searched?.searchParams.get('entries')).toBe('100')
    } finally {
      await server.close()
    }
  })
})
