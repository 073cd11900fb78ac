// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import { ADDRESS, createTestConnector, renderWithKit } from '@/registry/components/test/kit'
import { startLocalServer, type LocalServer } from '@/registry/lib/api/test-utils/local-server'

let server: LocalServer
const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }

beforeAll(async () => {
  server = await startLocalServer(({ url }) => {
    if (url.pathname === `/v1/identity/${ADDRESS}`)
      return { json: { name: 'alice.wk', avatar: 'https://example.test/alice.png' }, headers: cors }
    return { status: 404, json: {}, headers: cors }
  })
})
afterAll(() => server.close())
afterEach(cleanup)

describe('watchIdentity', () => {
  test('behavior: the connected account gets its name and avatar from the blockchain API', async () => {
    const { kit } = renderWithKit(null, { blockchainApiUrl: server.url })
    await act(() => kit.connection.connect(createTestConnector()))
    await waitFor(() => expect(kit.connection.store.getState().account?.profileName).toBe('alice.wk'))
    expect(kit.connection.store.getState().account?.profileImage).toBe('https://example.test/alice.png')
    const lookup = server.requests.find((r) => r.method === 'GET' && r.url.pathname.startsWith('/v1/identity/'))
    expect(lookup?.url.searchParams.get('projectId')).toBe('test-project')
  })
})
