'use client'

import * as React from 'react'
import { useStore } from 'zustand'
import { useModal } from '@/registry/hooks/use-modal'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { loadedModalDialog, loadModalDialog, type ModalDialogComponent } from '@/registry/components/modal/load-modal-dialog'
import { preloadModal, registerModalCode } from '@/registry/lib/state/modal/preload-modal'
import { schedulePreload } from '@/registry/lib/state/modal/schedule-preload'
import { warmDialogLayout } from '@/registry/components/modal/warm-dialog-layout'

// The dialog, its views and Radix load after the page (preload) or on first open, so the page pays only for this file.
const LazyModalDialog = React.lazy(() => loadModalDialog().then((ModalDialog) => ({ default: ModalDialog })))

// React 19.2+ renders a hidden <Activity> subtree at the lowest priority without mounting its
// effects; with an older React the preloaded dialog is only rendered when opened.
const Activity = (React as { Activity?: React.ComponentType<{ mode: 'visible' | 'hidden'; children: React.ReactNode }> }).Activity

type StoreHolder = { store: { subscribe(listener: () => void): () => void } }
const holdsStore = (value: unknown): value is StoreHolder =>
  typeof value === 'object' && value !== null && 'store' in value && typeof (value as StoreHolder).store?.subscribe === 'function'

// Store updates that arrive in a burst (discovery, the catalogue lists) lead to one new render.
const RERENDER_DELAY_MS = 50

/**
 * A hidden subtree does not subscribe to the kit's stores (React subscribes in effects, which a
 * hidden subtree does not run), so what it rendered goes stale when they change. While `hidden`,
 * any kit store change bumps the returned revision (used as the dialog's key), and the dialog is
 * rendered anew from the current state, at the hidden subtree's idle priority.
 */
function useRenderedRevision(kit: object, hidden: boolean): number {
  const [revision, setRevision] = React.useState(0)
  React.useEffect(() => {
    if (!hidden) return undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const changed = (): void => {
      clearTimeout(timer)
      timer = setTimeout(() => React.startTransition(() => setRevision((value) => value + 1)), RERENDER_DELAY_MS)
    }
    const unsubscribes = Object.values(kit)
      .filter(holdsStore)
      .map((holder) => holder.store.subscribe(changed))
    return () => {
      clearTimeout(timer)
      for (const unsubscribe of unsubscribes) unsubscribe()
    }
  }, [kit, hidden])
  return revision
}

/**
 * Place once inside <WalletKitProvider>. Renders nothing until the modal is first opened (or
 * immediately in embedded mode), then keeps the loaded dialog mounted. With the provider's
 * `preload` policy 'idle' (default) it fetches the modal's code once the page has loaded and
 * renders the opened dialog into a hidden subtree (React's Activity), so the first click only
 * reveals it and mounts its effects (focus trap, outside content hidden, scroll lock).
 */
function WalletKitModal() {
  const { kit } = useWalletKitContext('WalletKitModal')
  const { isOpen, embedded } = useModal()
  const visible = isOpen || embedded
  const policy = useStore(kit.options.store, (s) => s.preload)
  // Picked once, when first wanted: the preloaded dialog renders at once instead of suspending for
  // a chunk that is already here; switching component types later would remount the dialog.
  const pick = (): ModalDialogComponent => loadedModalDialog() ?? LazyModalDialog
  const [ModalDialog, setModalDialog] = React.useState<ModalDialogComponent | undefined>(() => (visible ? pick() : undefined))
  // 'idle' until the preload brings the code, 'prerendered' (hidden) until an open, 'shown' while
  // open. A close goes back to 'prerendered': the dialog stays rendered, hidden, so a later open
  // reveals it again instead of mounting every view anew (Radix unmounts a closed dialog's content).
  const [stage, setStage] = React.useState<'idle' | 'prerendered' | 'shown'>(() => (visible ? 'shown' : 'idle'))
  if (visible && !ModalDialog) setModalDialog(pick)
  if (visible && stage !== 'shown') setStage('shown')
  if (!visible && stage === 'shown' && Activity) setStage('prerendered')
  React.useEffect(
    () =>
      registerModalCode(kit, () =>
        loadModalDialog().then((Loaded) => {
          if (!Activity) return
          setModalDialog((current: ModalDialogComponent | undefined) => current ?? Loaded)
          setStage((current) => (current === 'idle' ? 'prerendered' : current))
        }),
      ),
    [kit],
  )
  React.useEffect(() => schedulePreload(policy, () => preloadModal(kit)), [kit, policy])
  const hidden = stage === 'prerendered' && !visible
  const revision = useRenderedRevision(kit, hidden)
  // The key the dialog was revealed with stays: a hidden re-render already scheduled (a transition,
  // which a busy page finishes late) must not remount the shown dialog under the user's pointer
  // (pressed on the old Account view, released on the new one, the click is lost).
  const revealedWith = React.useRef<number | undefined>(undefined)
  if (hidden) revealedWith.current = undefined
  else revealedWith.current ??= revision
  const key = hidden ? revision : revealedWith.current
  const prerendered = stage === 'prerendered' && !embedded
  // Again after each new hidden render: the wallet rows may have arrived with it.
  React.useEffect(
    () => (prerendered ? warmDialogLayout(() => document.querySelector<HTMLElement>('[data-slot="modal-root"]')) : undefined),
    [prerendered, revision],
  )
  if (!ModalDialog) return null
  const dialog = (
    <React.Suspense fallback={null}>
      <ModalDialog key={key} prerender={hidden} />
    </React.Suspense>
  )
  // The same element types from the first render on (an Activity whenever React has it), so neither revealing nor closing remounts the dialog.
  return Activity ? <Activity mode={hidden ? 'hidden' : 'visible'}>{dialog}</Activity> : dialog
}

export { WalletKitModal }
