// @vitest-environment happy-dom
import type * as React from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import { useSwap } from '@/registry/hooks/use-swap'
import { WalletKitProvider } from '@/registry/hooks/walletkit-provider'
import { WalletKitProviderNotFoundError } from '@/registry/lib/errors/provider'
import { toUserMessage } from '@/registry/lib/errors/to-user-message'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { localA } from '@/registry/components/test/kit'

afterEach(cleanup)

// Nothing listens on port 9: the API is unreachable, as a host offline would see it.
const wrapper = ({ children }: { children: React.ReactNode }) => (
  <WalletKitProvider projectId="p" networks={[localA]} storage={createMemoryStorage()} blockchainApiUrl="http://127.0.0.1:9">
    {children}
  </WalletKitProvider>
)

describe('useSwap', () => {
  test('default: opens the flow on mount; without a connected EVM account the SPEC text stands', async () => {
    const { result } = renderHook(() => useSwap(), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(toUserMessage(result.current.error)).toBe('Network not supported for Swaps')
    expect(typeof result.current.setAmount).toBe('function')
    expect(typeof result.current.submit).toBe('function')
  })

  test('behavior: outside the provider it throws WalletKitProviderNotFoundError', () => {
    expect(() => renderHook(() => useSwap())).toThrow(WalletKitProviderNotFoundError)
  })
})
