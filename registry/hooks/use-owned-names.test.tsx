// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import { ADDRESS, createTestConnector } from '@/registry/components/test/kit'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { useOwnedNames } from '@/registry/hooks/use-owned-names'
import { startLocalServer, type LocalServer } from '@/registry/lib/api/test-utils/local-server'

afterEach(cleanup)

// A real profile service on 127.0.0.1 that records which addresses were looked up.
const asked: string[] = []
let api: LocalServer
beforeAll(async () => {
  const headers = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }
  api = await startLocalServer((request) => {
    if (request.method === 'OPTIONS') return { status: 204, headers }
    const match = /^\/v1\/profile\/reverse\/(.+)$/.exec(request.url.pathname)
    if (!match) return { status: 404, headers, json: {} }
    asked.push(`${match[1]}?${request.url.searchParams.get('apiVersion')}`)
    return { headers, json: [{ name: 'mine.reown.id', registered_at: '2026-01-01T00:00:00Z', addresses: {}, attributes: [] }] }
  })
})
afterAll(() => api.close())

describe('useOwnedNames', () => {
  test('default: nothing is asked while no account is connected', () => {
    const { result } = renderKitHook(() => useOwnedNames(), { props: { blockchainApiUrl: api.url } })
    expect(result.current).toMatchObject({ names: [], status: 'idle' })
    expect(asked).toEqual([])
  })

  test('behavior: the connected account is looked up once (apiVersion 2) and its names returned', async () => {
    const { result, kit } = renderKitHook(() => useOwnedNames(), { props: { blockchainApiUrl: api.url } })
    const connector = createTestConnector()
    act(() => kit.connectors.register(connector))
    await act(() => kit.connection.connect(connector))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.names).toEqual(['mine.reown.id'])
    expect(asked).toEqual([`${ADDRESS}?2`])
  })
})
