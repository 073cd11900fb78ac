// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { ADDRESS, createTestConnector } from '@/registry/components/test/kit'
import { useBalances } from '@/registry/hooks/use-balances'

afterEach(cleanup)

const eth = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 3000, value: 3000, quantity: { decimals: '18', numeric: '1.5' }, iconUrl: '' }

describe('useBalances', () => {
  test('behavior: loads the connected account balances on the active network', async () => {
    const calls: string[] = []
    const fetchBalances = async ({ address, caipNetworkId }: { address: string; caipNetworkId: string }) => (calls.push(`${address}@${caipNetworkId}`), [eth])
    const { result, kit } = renderKitHook(() => useBalances(), { props: { balances: { fetchBalances } } })
    expect(result.current.balances).toEqual([])
    await act(() => kit.connection.connect(createTestConnector()))
    await waitFor(() => expect(result.current.balances).toEqual([eth]))
    expect(calls).toEqual([`${ADDRESS}@eip155:31337`])
  })
})
