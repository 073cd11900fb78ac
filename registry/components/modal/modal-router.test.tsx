// @vitest-environment happy-dom
import * as React from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, screen } from '@testing-library/react'
import { ModalRouter } from '@/registry/components/modal/modal-router'
import { installedViews } from '@/registry/components/modal/installed-views'
import { localA, renderWithKit } from '@/registry/components/test/kit'
import { fakeConnector } from '@/registry/lib/state/test/fake-connector'

afterEach(cleanup)

function lazyView(text: string) {
  const load = vi.fn(async () => ({ default: () => <p>{text}</p> }))
  return { load, View: React.lazy(load) }
}

describe('ModalRouter', () => {
  test('default', async () => {
    renderWithKit(<ModalRouter />)
    expect(await screen.findByText('All Wallets')).toBeTruthy()
    expect(document.querySelector('[data-slot="modal-router"]')?.getAttribute('data-view')).toBe('Connect')
  })

  test('behavior: the shipped installed-views list is empty until the CLI adds views', () => {
    expect(Object.keys(installedViews)).toEqual([])
  })

  test('behavior: installed feature views load lazily, only when first shown', async () => {
    const send = lazyView('send view body')
    const { kit } = renderWithKit(<ModalRouter installed={{ Send: send.View }} />)
    expect(send.load).not.toHaveBeenCalled()
    act(() => kit.router.push('Send'))
    expect(await screen.findByText('send view body')).toBeTruthy()
    expect(send.load).toHaveBeenCalledTimes(1)
  })

  test('behavior: a view that is not installed renders nothing', async () => {
    const { kit } = renderWithKit(<ModalRouter installed={{}} />)
    act(() => kit.router.push('Swap'))
    const router = document.querySelector('[data-slot="modal-router"]') as HTMLElement
    expect(router.dataset.view).toBe('Swap')
    expect(router.childElementCount).toBe(0)
  })

  test('behavior: an installed view whose feature is disabled is neither loaded nor rendered', async () => {
    const swap = lazyView('swap view body')
    const { kit } = renderWithKit(<ModalRouter installed={{ Swap: swap.View }} />, { features: { swaps: false } })
    act(() => kit.router.push('Swap'))
    const router = document.querySelector('[data-slot="modal-router"]') as HTMLElement
    expect(router.childElementCount).toBe(0)
    expect(swap.load).not.toHaveBeenCalled()
    act(() => kit.options.setFeatures({ swaps: true }))
    expect(await screen.findByText('swap view body')).toBeTruthy()
  })

  test('behavior: core views render without being installed', async () => {
    const { kit } = renderWithKit(<ModalRouter installed={{}} />)
    act(() => kit.router.push('Networks'))
    expect(await screen.findByText('Devnet B', undefined, { timeout: 5000 })).toBeTruthy()
  })

  test('behavior: opened on Connect while a session restores, the modal moves on to Account when the restore completes; not once the visitor went further, nor for a connect of their own', async () => {
    const { kit } = renderWithKit(<ModalRouter />)
    const view = () => kit.router.store.getState().view
    act(() => kit.connection.markRestoring('eip155', 'dev', 'reconnecting'))
    act(() => kit.modal.open())
    expect(view()).toBe('Connect')
    await act(() => kit.connection.syncAccount(fakeConnector({ id: 'dev', chainId: localA.id }), 'reconnecting'))
    expect(kit.connection.store.getState().status).toBe('connected')
    expect(view()).toBe('Account')
    expect(kit.router.store.getState().history).toEqual(['Account'])

    await act(() => kit.connection.disconnect())
    act(() => kit.connection.markRestoring('eip155', 'dev', 'reconnecting'))
    act(() => kit.modal.open())
    act(() => kit.router.push('AllWallets'))
    await act(() => kit.connection.syncAccount(fakeConnector({ id: 'dev', chainId: localA.id }), 'reconnecting'))
    expect(view()).toBe('AllWallets')

    await act(() => kit.connection.disconnect())
    act(() => kit.modal.open({ view: 'Connect' }))
    await act(() => kit.connection.syncAccount(fakeConnector({ id: 'dev', chainId: localA.id }), 'connecting'))
    expect(view()).toBe('Connect')
  })
})
