// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { ConnectButton } from '@/registry/components/connect-button'
import { WalletKitModal } from '@/registry/components/modal/walletkit-modal'
import { createTestConnector, renderWithKit } from '@/registry/components/test/kit'
import { WALLETCONNECT_CONNECTOR_ID } from '@/registry/lib/connectors/walletconnect/walletconnect-constants'
import { registerModalCode } from '@/registry/lib/state/modal/preload-modal'
import type { PreloadPolicy } from '@/registry/lib/state/start/options-store'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'

afterEach(cleanup)

// Counts the preloads that reach the modal's code: a loader registered beside the modal's own.
function watchPreloads(kit: WalletKit) {
  const seen = { calls: 0 }
  registerModalCode(kit, async () => {
    seen.calls += 1
  })
  return seen
}

function renderPage(preload?: PreloadPolicy) {
  const { kit } = renderWithKit(
    <>
      <ConnectButton />
      <WalletKitModal />
    </>,
    preload ? { preload } : {},
  )
  return { kit, button: screen.getByRole('button', { name: 'Connect Wallet' }) }
}

describe('WalletKitModal preload policy', () => {
  test("default: 'idle' preloads once the page has loaded, before any click", async () => {
    const { kit } = renderPage()
    const preloads = watchPreloads(kit)
    expect(document.readyState).toBe('complete')
    await waitFor(() => expect(preloads.calls).toBe(1))
    // Discovery and the WalletConnect connector start with the code, not at the first open.
    await waitFor(() => expect(kit.connectors.getConnector(WALLETCONNECT_CONNECTOR_ID, 'eip155')).toBeDefined())
    expect(kit.modal.store.getState().open).toBe(false)
  })

  test.each([
    ['pointer', (button: HTMLElement) => fireEvent.pointerOver(button)],
    ['focus', (button: HTMLElement) => fireEvent.focus(button)],
    ['touch', (button: HTMLElement) => fireEvent.touchStart(button)],
  ])("parameters: preload 'intent' — %s on the connect button preloads, the page load does not", async (_name, intend) => {
    const { kit, button } = renderPage('intent')
    const preloads = watchPreloads(kit)
    expect(preloads.calls).toBe(0)
    intend(button)
    expect(preloads.calls).toBe(1)
    expect(kit.connectors.getConnector(WALLETCONNECT_CONNECTOR_ID, 'eip155')).toBeUndefined()
    await waitFor(() => expect(kit.connectors.getConnector(WALLETCONNECT_CONNECTOR_ID, 'eip155')).toBeDefined())
    expect(kit.modal.store.getState().open).toBe(false)
  })

  test("parameters: preload 'none' — neither the page load nor intent preloads; opening loads the modal", async () => {
    const { kit, button } = renderPage('none')
    const preloads = watchPreloads(kit)
    fireEvent.pointerOver(button)
    fireEvent.focus(button)
    fireEvent.touchStart(button)
    fireEvent.click(button)
    await screen.findByRole('dialog')
    expect(preloads.calls).toBe(0)
  })

  test('behavior: the preloaded dialog is rendered ahead, hidden and inert, and the click reveals it with its focus trap', async () => {
    const { kit, button } = renderPage()
    // Rendered into the document, but hidden: no dialog role for assistive technology, page untouched.
    const root = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('[data-slot="modal-root"]')
      if (!element?.querySelector('[data-slot="modal-router"][data-view="Connect"]')) throw new Error('not rendered yet')
      return element
    })
    expect(root.style.display).toBe('none')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(button.closest('[aria-hidden="true"]')).toBeNull()
    expect(document.body.style.pointerEvents).toBe('')
    expect(kit.modal.store.getState().open).toBe(false)

    fireEvent.click(button)
    const dialog = await screen.findByRole('dialog')
    expect(document.querySelectorAll('[data-slot="modal-root"]')).toHaveLength(1)
    expect(root.isConnected && root.style.display).toBe('')
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
  })

  test('behavior: with a session, the view rendered ahead is Account (what the click opens), and the click reveals that same view', async () => {
    const { kit } = renderPage()
    await act(() => kit.connection.connect(createTestConnector()))
    const button = screen.getByRole('button', { name: /^Open account / })
    const account = await waitFor(() => {
      const element = document.querySelector<HTMLElement>(
        '[data-slot="modal-root"] [data-slot="modal-router"][data-view="Account"] [data-slot="account-view"]',
      )
      if (!element) throw new Error('Account not rendered ahead yet')
      return element
    })
    expect(document.querySelector('[data-slot="modal-root"]')?.getAttribute('style')).toContain('display: none')
    // Rendered ahead only: the router itself is untouched until the open.
    expect(kit.router.store.getState().view).toBe('Connect')

    fireEvent.click(button)
    const dialog = await screen.findByRole('dialog')
    expect(kit.router.store.getState().view).toBe('Account')
    expect(dialog.contains(account)).toBe(true)
    expect(dialog.querySelectorAll('[data-slot="account-view"]')).toHaveLength(1)
  })

  test('behavior: a store change just before the open does not remount the revealed dialog (a click pressed on the old one would be lost)', async () => {
    const { kit } = renderPage()
    await act(() => kit.connection.connect(createTestConnector()))
    const button = screen.getByRole('button', { name: /^Open account / })
    await waitFor(() => {
      if (!document.querySelector('[data-slot="modal-root"] [data-slot="account-view"]')) throw new Error('Account not rendered ahead yet')
    })
    // A store changes while the dialog is hidden: its re-render is scheduled (a timer, then a
    // transition render, which a busy page can take long to finish)...
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    kit.options.setLocale('en-GB')
    vi.advanceTimersByTime(100)
    vi.useRealTimers()
    // ...and the user opens before that hidden re-render has landed.
    const before = document.querySelector('[data-slot="modal-root"] [data-slot="account-view"]')
    fireEvent.click(button)
    const shown = (await screen.findByRole('dialog')).querySelector('[data-slot="account-view"]')
    expect(shown).toBe(before)
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)))
    // The view the user sees (and may be pressing on) is the same element: nothing was remounted.
    expect(screen.getByRole('dialog').querySelector('[data-slot="account-view"]')).toBe(shown)
  })

  test('behavior: a close hides the dialog again, rendered and inert with focus back on the button, and the next open reveals the same view instead of mounting it anew', async () => {
    const { kit, button } = renderPage()
    await waitFor(() => {
      if (!document.querySelector('[data-slot="modal-root"] [data-slot="modal-router"][data-view="Connect"]'))
        throw new Error('not rendered yet')
    })
    button.focus()
    fireEvent.click(button)
    const connect = (await screen.findByRole('dialog')).querySelector('[data-slot="modal-router"][data-view="Connect"]')
    expect(connect).not.toBeNull()
    act(() => kit.modal.close())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const root = document.querySelector<HTMLElement>('[data-slot="modal-root"]')
    // Still in the document, hidden as before the first open, the page usable and focus where the open came from.
    expect(root?.style.display).toBe('none')
    expect(root?.contains(connect)).toBe(true)
    expect(button.closest('[aria-hidden="true"]')).toBeNull()
    expect(document.body.style.pointerEvents).toBe('')
    await waitFor(() => expect(document.activeElement).toBe(button))
    fireEvent.click(button)
    const dialog = await screen.findByRole('dialog')
    expect(dialog.querySelector('[data-slot="modal-router"][data-view="Connect"]')).toBe(connect)
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
  })

  test("behavior: a reveal shows the root only once the page's scroll lock and pointer block are on, before focus moves in, and no later render restyles the dialog", async () => {
    const { button } = renderPage()
    const root = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('[data-slot="modal-root"]')
      if (!element?.querySelector('[data-slot="modal-router"][data-view="Connect"]')) throw new Error('not rendered yet')
      return element
    })
    expect(root.hidden).toBe(true)
    const steps: string[] = []
    const note = (records: MutationRecord[]) => {
      for (const record of records) {
        const target = record.target as HTMLElement
        if (target === document.documentElement && record.attributeName === 'style')
          steps.push(target.style.overflow === 'hidden' ? 'scroll lock' : `root style ${target.style.cssText}`)
        else if (target === document.body && record.attributeName === 'style')
          steps.push(`body pointer-events ${target.style.pointerEvents}`)
        else if (target === root && record.attributeName === 'hidden') steps.push(root.hidden ? 'root hidden' : 'root shown')
        else if (target.getAttribute('role') === 'dialog' && record.attributeName === 'style') steps.push('dialog restyled')
      }
    }
    const observer = new MutationObserver(note)
    // From <html> down: the scroll lock writes to the root element (and to nothing on <body>).
    observer.observe(document.documentElement, {
      attributes: true,
      subtree: true,
      attributeFilter: ['data-scroll-locked', 'style', 'hidden'],
    })
    // Focus moves synchronously; the records so far are read at that moment.
    document.addEventListener('focusin', () => steps.push((note(observer.takeRecords()), 'focus')), { once: true })
    fireEvent.click(button)
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    note(observer.takeRecords())
    observer.disconnect()
    // One style pass at the focus: everything that restyles the page lands before the root shows.
    expect(steps.indexOf('scroll lock')).toBeGreaterThanOrEqual(0)
    expect(steps.indexOf('scroll lock')).toBeLessThan(steps.indexOf('root shown'))
    expect(steps.indexOf('root shown')).toBeLessThan(steps.indexOf('focus'))
    expect(steps.filter((step) => step !== 'body pointer-events none' && step !== 'scroll lock')).toEqual(['root shown', 'focus'])
    expect(dialog.style.pointerEvents).toBe('auto')
    expect(document.body.style.pointerEvents).toBe('none')
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false)
    expect(document.documentElement.style.overflow).toBe('hidden')
  })

  test('behavior: an open whose effects wait for a later task (outside an event) still shows the root in the next frame', async () => {
    const { kit } = renderPage()
    const root = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('[data-slot="modal-root"]')
      if (!element?.querySelector('[data-slot="modal-router"][data-view="Connect"]')) throw new Error('not rendered yet')
      return element
    })
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    try {
      act(() => kit.modal.open())
      await screen.findByRole('dialog')
      // As if the passive effects had not run yet when the frame came: the frame shows the root.
      root.hidden = true
      for (const frame of frames.splice(0)) frame(0)
      expect(root.hidden).toBe(false)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  test("parameters: preload 'none' — nothing is rendered before the first open", async () => {
    const { kit, button } = renderPage('none')
    const preloads = watchPreloads(kit)
    // Intent decides at once (see the 'intent' test), and the modal renders ahead only from code a
    // preload asked for: with no call, nothing can render later either.
    fireEvent.pointerOver(button)
    fireEvent.focus(button)
    await act(async () => {})
    expect(preloads.calls).toBe(0)
    expect(document.querySelector('[data-slot="modal-root"]')).toBeNull()
  })

  test('behavior: host handlers on the connect button still run', () => {
    const seen: string[] = []
    renderWithKit(
      <ConnectButton
        onPointerEnter={() => seen.push('pointer')}
        onFocus={() => seen.push('focus')}
        onTouchStart={() => seen.push('touch')}
      />,
      { preload: 'intent' },
    )
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    fireEvent.pointerOver(button)
    fireEvent.focus(button)
    fireEvent.touchStart(button)
    expect(seen).toEqual(['pointer', 'focus', 'touch'])
  })
})
