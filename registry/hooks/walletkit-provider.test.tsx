// @vitest-environment happy-dom
import type * as React from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, render, renderHook } from '@testing-library/react'
import { WalletKitProviderNotFoundError } from '@/registry/lib/errors/provider'
import { useAccount } from '@/registry/hooks/use-account'
import { useBalances } from '@/registry/hooks/use-balances'
import { useConnectors } from '@/registry/hooks/use-connectors'
import { useDisconnect } from '@/registry/hooks/use-disconnect'
import { useModal } from '@/registry/hooks/use-modal'
import { useNetwork } from '@/registry/hooks/use-network'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { WalletKitProvider } from '@/registry/hooks/walletkit-provider'
import { BaseError } from '@/registry/lib/errors/base'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { localA, localB } from '@/registry/components/test/kit'

afterEach(cleanup)

describe('hooks outside the provider', () => {
  const hooks = { useModal, useAccount, useNetwork, useConnectors, useBalances, useDisconnect }
  for (const [name, hook] of Object.entries(hooks)) {
    test(`behavior: ${name} throws WalletKitProviderNotFoundError`, () => {
      let thrown: unknown
      function Probe() {
        try {
          hook()
        } catch (error) {
          thrown = error
        }
        return null
      }
      render(<Probe />)
      expect(thrown).toBeInstanceOf(WalletKitProviderNotFoundError)
      expect(thrown).toBeInstanceOf(BaseError)
      expect((thrown as WalletKitProviderNotFoundError).code).toBe('WALLETKIT_PROVIDER_NOT_FOUND')
      expect((thrown as Error).message).toContain(name)
    })
  }
})

describe('WalletKitProvider', () => {
  test('behavior: creates the stores once per provider instance', () => {
    const seen: unknown[] = []
    function Probe() {
      seen.push(useWalletKitContext('Probe').kit)
      return null
    }
    const tree = (theme: 'dark' | 'light') => (
      <>
        <WalletKitProvider projectId="p" networks={[localA, localB]} storage={createMemoryStorage()} theme={{ themeMode: theme }}>
          <Probe />
        </WalletKitProvider>
        <WalletKitProvider projectId="p" networks={[localA]} storage={createMemoryStorage()}>
          <Probe />
        </WalletKitProvider>
      </>
    )
    const { rerender } = render(tree('dark'))
    rerender(tree('light'))
    expect(seen).toHaveLength(4)
    expect(seen[0]).toBe(seen[2])
    expect(seen[1]).toBe(seen[3])
    expect(seen[0]).not.toBe(seen[1])
  })

  test('behavior: useModal opens and closes the modal store', () => {
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <WalletKitProvider projectId="p" networks={[localA]} storage={createMemoryStorage()}>
        {children}
      </WalletKitProvider>
    )
    const { result } = renderHook(() => useModal(), { wrapper })
    expect(result.current.isOpen).toBe(false)
    act(() => result.current.open())
    expect(result.current.isOpen).toBe(true)
    act(() => result.current.close())
    expect(result.current.isOpen).toBe(false)
  })

  test('behavior: useNetwork starts on the first configured network', () => {
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <WalletKitProvider projectId="p" networks={[localB, localA]} storage={createMemoryStorage()}>
        {children}
      </WalletKitProvider>
    )
    const { result } = renderHook(() => useNetwork(), { wrapper })
    expect(result.current.network?.caipNetworkId).toBe('eip155:31338')
    expect(result.current.networks.map((n) => n.id)).toEqual([31338, 31337])
  })
})
