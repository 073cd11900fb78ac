// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, waitFor } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { useWalletConnectPairing } from '@/registry/hooks/use-walletconnect-pairing'

afterEach(cleanup)

describe('useWalletConnectPairing', () => {
  test('behavior: disabled when the host turns WalletConnect off', async () => {
    const { result } = renderKitHook(() => useWalletConnectPairing(), { props: { enableWalletConnect: false } })
    await waitFor(() => expect(result.current.status).toBe('disabled'))
    expect(result.current.uri).toBeUndefined()
  })
  // The pairing itself (QR URI, refresh, connect through the relay) runs against the real relay
  // and wc-wallet in e2e/walletconnect/walletconnect.e2e.test.ts.
})
