// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ADDRESS, createTestConnector, renderWithKit } from '@/registry/components/test/kit'
import { useActivity } from '@/registry/hooks/use-activity'
import type { WalletKitProviderProps } from '@/registry/hooks/walletkit-provider'

// The blockchain API serves the devnet chain and answers its history with one pending transaction,
// for ever; every other lookup the provider starts on its own is refused.
const historyReads: string[] = []
const pending = {
  id: 'p',
  metadata: {
    operationType: 'send',
    hash: '0xp',
    chain: 'eip155:31337',
    minedAt: '2026-11-01T00:00:00Z',
    sentFrom: ADDRESS,
    sentTo: '0xb',
    status: 'pending',
    nonce: 0,
  },
  transfers: [{ direction: 'out', quantity: { numeric: '1' }, fungible_info: { symbol: 'ETH' } }],
}

beforeEach(() => {
  historyReads.length = 0
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.includes('/v1/supported-chains')) return Response.json({ http: ['eip155:31337'], ws: [] })
    if (!url.includes('/history')) return new Response('{}', { status: 404 })
    historyReads.push(url)
    return Response.json({ data: [pending], next: null })
  })
  // Only the poll's interval is faked: the hook's effects and waitFor keep real timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function Activity() {
  const { status, transactions } = useActivity()
  return <output>{`${status}:${transactions.map((t) => t.metadata.status).join(',')}`}</output>
}

async function showActivity(props: Partial<WalletKitProviderProps> = {}) {
  const { kit } = renderWithKit(<Activity />, props)
  const connector = createTestConnector()
  act(() => kit.connectors.register(connector))
  await act(() => kit.connection.connect(connector))
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('ready:pending'))
  expect(historyReads).toHaveLength(1)
}

describe('useActivity', () => {
  test('default: a pending transaction is not polled (SPEC §9: pending-transaction polling off by default)', async () => {
    await showActivity()
    await act(async () => void vi.advanceTimersByTime(10 * 60_000))
    expect(historyReads).toHaveLength(1)
  })

  test('parameters: pendingTransactionsPolling true re-reads the history every 30000 ms while a transaction is pending', async () => {
    await showActivity({ pendingTransactionsPolling: true })
    await act(async () => void vi.advanceTimersByTime(29_999))
    expect(historyReads).toHaveLength(1)
    await act(async () => void vi.advanceTimersByTime(1))
    await waitFor(() => expect(historyReads).toHaveLength(2))
    await act(async () => void vi.advanceTimersByTime(30_000))
    await waitFor(() => expect(historyReads).toHaveLength(3))
  })

  test('parameters: pendingTransactionsPolling { intervalMs } polls at that interval', async () => {
    await showActivity({ pendingTransactionsPolling: { intervalMs: 5_000 } })
    await act(async () => void vi.advanceTimersByTime(5_000))
    await waitFor(() => expect(historyReads).toHaveLength(2))
  })
})
