// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { createTestConnector } from '@/registry/components/test/kit'
import { useSelectWallet } from '@/registry/hooks/use-select-wallet'
import { createExternalConnector } from '@/registry/lib/connectors/external'

afterEach(cleanup)

describe('useSelectWallet', () => {
  test('behavior: an announced wallet leads to ConnectingExternal, a catalogue wallet to ConnectingWalletConnect', () => {
    const { result, kit } = renderKitHook(() => useSelectWallet())
    act(() => kit.connectors.register(createTestConnector()))
    act(() => kit.modal.open())
    const group = kit.connectors.store.getState().groups[0]!
    act(() => result.current.selectItem({ kind: 'connector', key: group.id, name: group.name, connector: group }))
    expect(kit.router.store.getState().view).toBe('ConnectingExternal')
    act(() => kit.router.goBack())
    act(() => result.current.selectCatalogueWallet({ id: 'w1', name: 'Catalogue Wallet' }, undefined))
    expect(kit.router.store.getState()).toMatchObject({
      view: 'ConnectingWalletConnect',
      data: { wallet: { id: 'w1', name: 'Catalogue Wallet' } },
    })
  })
  test('behavior: WalletConnect in a Connect opened for one namespace opens the basic pairing for that namespace; in the main Connect for all', () => {
    const { result, kit } = renderKitHook(() => useSelectWallet())
    const walletConnect = createTestConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' })
    act(() => kit.connectors.register(walletConnect))
    const group = kit.connectors.store.getState().groups.find((g) => g.type === 'WALLET_CONNECT')!
    const item = { kind: 'connector' as const, key: group.id, name: group.name, connector: group }
    act(() => kit.modal.open({ view: 'Connect', data: { namespace: 'bip122', title: 'Connect Bitcoin Wallet' } }))
    act(() => result.current.selectItem(item))
    expect(kit.router.store.getState()).toMatchObject({
      view: 'ConnectingWalletConnectBasic',
      data: { namespace: 'bip122', title: 'Connect Bitcoin Wallet', wallet: { id: 'walletConnect' } },
    })
    act(() => kit.modal.open({ view: 'Connect' }))
    act(() => result.current.selectItem(item))
    expect(kit.router.store.getState().data?.namespace).toBeUndefined()
  })
  test("behavior: a catalogue or custom wallet (EXTERNAL, links only) pairs over WalletConnect; the host's own EXTERNAL connector connects itself", () => {
    const { result, kit } = renderKitHook(() => useSelectWallet())
    act(() => kit.connectors.register(createExternalConnector({ id: 'custom-1', name: 'Custom Wallet', mobile_link: 'custom://' })))
    act(() => kit.connectors.register(createTestConnector({ id: 'com.acme.safe', name: 'Acme Safe', type: 'EXTERNAL' })))
    const select = (name: string) => {
      const group = kit.connectors.store.getState().groups.find((g) => g.name === name)!
      act(() => result.current.selectItem({ kind: 'connector', key: group.id, name: group.name, connector: group }))
    }
    act(() => kit.modal.open())
    select('Custom Wallet')
    expect(kit.router.store.getState()).toMatchObject({ view: 'ConnectingWalletConnect', data: { wallet: { id: 'custom-1' } } })
    act(() => kit.modal.open())
    select('Acme Safe')
    expect(kit.router.store.getState()).toMatchObject({ view: 'ConnectingExternal', data: { connector: { id: 'com.acme.safe' } } })
  })
  test('behavior: a catalogue entry of an installed wallet connects the installed one', () => {
    const { result, kit } = renderKitHook(() => useSelectWallet())
    act(() => kit.connectors.register(createTestConnector()))
    act(() => result.current.selectCatalogueWallet({ id: 'w2', name: 'Other name', rdns: 'dev.walletkit.devnet' }, undefined))
    expect(kit.router.store.getState().view).toBe('ConnectingExternal')
  })
})
