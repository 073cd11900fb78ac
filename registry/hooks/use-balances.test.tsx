// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { ADDRESS, createTestConnector } from '@/registry/components/test/kit'
import { useBalanceRetryIn, useBalances } from '@/registry/hooks/use-balances'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'

afterEach(cleanup)

const eth = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  price: 3000,
  value: 3000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}

describe('useBalances', () => {
  test('behavior: loads the connected account balances on the active network', async () => {
    const calls: string[] = []
    const fetchBalances = async ({ address, caipNetworkId }: { address: string; caipNetworkId: string }) => (
      calls.push(`${address}@${caipNetworkId}`), [eth]
    )
    const { result, kit } = renderKitHook(() => useBalances(), { props: { balances: { fetchBalances } } })
    expect(result.current.balances).toEqual([])
    await act(() => kit.connection.connect(createTestConnector()))
    await waitFor(() => expect(result.current.balances).toEqual([eth]))
    expect(calls).toEqual([`${ADDRESS}@eip155:31337`])
  })
})

describe('useBalanceRetryIn', () => {
  afterEach(() => vi.useRealTimers())

  test('behavior: a failure long after the last tick counts down from 30, never 31, on its very first render', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    const shown: number[] = []
    const { kit } = renderKitHook(() => {
      const seconds = useBalanceRetryIn(useWalletKitContext('test').kit.balances)
      shown.push(seconds)
      return seconds
    })
    // The page has been open a while (no failure, so no tick) when the balance call fails.
    vi.setSystemTime(Date.now() + 5_000)
    act(() => kit.balances.store.setState({ error: 'Token Balance Unavailable', lastRetry: Date.now() }))
    expect(shown.at(-1)).toBe(30)
    expect(Math.max(...shown)).toBe(30)
    act(() => void vi.advanceTimersByTime(10_000))
    expect(shown.at(-1)).toBe(20)
  })
})
