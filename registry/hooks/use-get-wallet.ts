'use client'

import * as React from 'react'
import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { quickestStart, suggestWallets } from '@/registry/lib/state/wallets/get-wallet'

// The Connect view's field (e-mail) or first button (social) for a connect method.
const methodTarget = (method: 'email' | 'social'): string =>
  `[data-slot="connect-method"][data-method="${method}"] ${method === 'email' ? 'input' : 'button'}`

// Focuses the first match under `root` once it is rendered (the login blocks are lazy), giving up after `timeout` ms.
function focusWhenRendered(root: Element, selector: string, timeout = 5000): void {
  const tryFocus = (): boolean => {
    const target = root.querySelector<HTMLElement>(selector)
    if (!target) return false
    target.focus()
    target.scrollIntoView?.({ block: 'nearest' })
    return true
  }
  if (tryFocus() || typeof MutationObserver === 'undefined') return
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop()
  })
  const timer = setTimeout(() => stop(), timeout)
  const stop = () => {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(root, { childList: true, subtree: true })
}

/**
 * The Get a wallet view's data: the wallets to suggest with their store pages (the phone's own
 * store first), the quickest start the host offers (embedded wallet by e-mail or social), and
 * the action that takes the user to it in the Connect view.
 *
 * @example
 * const { wallets, quickStart, startQuickly } = useGetWallet()
 */
export function useGetWallet() {
  const { kit } = useWalletKitContext('useGetWallet')
  const featured = useStore(kit.connectors.store, (s) => s.featured)
  const recommended = useStore(kit.connectors.store, (s) => s.recommended)
  const excluded = useStore(kit.connectors.store, (s) => s.excluded)
  const features = useStore(kit.options.store, (s) => s.features)
  const os = kit.platform.os()
  const wallets = React.useMemo(() => suggestWallets({ featured, recommended, excluded, os }), [featured, recommended, excluded, os])
  const quickStart = quickestStart(features)
  /** Back to Connect, with the e-mail field (or the first social button) focused once shown; `root` holds the modal's views. */
  const startQuickly = React.useCallback(
    (root: Element) => {
      if (!quickStart) return
      if (kit.router.store.getState().history.includes('Connect')) kit.router.goBackTo('Connect')
      else kit.router.replace('Connect')
      focusWhenRendered(root, methodTarget(quickStart))
    },
    [kit, quickStart],
  )
  return { wallets, quickStart, startQuickly }
}
