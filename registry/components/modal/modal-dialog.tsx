'use client'

import * as React from 'react'
import { useStore } from 'zustand'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogPortal,
  DialogTitle,
  dialogOverlayClassName,
} from '@/registry/components/ui/dialog'
import { cn } from '@/registry/components/ui/utils'
import { ModalBody } from '@/registry/components/modal/modal-body'
import { ModalHeader } from '@/registry/components/modal/modal-header'
import { ModalNotices } from '@/registry/components/modal/modal-notices'
import { ModalRouter } from '@/registry/components/modal/modal-router'
import { descriptionForView, modalStrings, titleForView } from '@/registry/components/modal/strings'
import { StringsWait, useStrings } from '@/registry/hooks/use-strings'
import { useModal } from '@/registry/hooks/use-modal'
import { useReducedMotion } from '@/registry/hooks/use-reduced-motion'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { PrerenderViewProvider, useShownRoute } from '@/registry/components/modal/prerender-view'
import { useTheme } from '@/registry/hooks/use-theme'
import { watchKeyboardInset } from '@/registry/lib/state/modal/keyboard-inset'
import { localeDirection } from '@/registry/lib/format/locale'
import { lockPageScroll } from '@/registry/components/modal/page-scroll-lock'

type ModalCardProps = React.ComponentProps<'div'> & { renderTitle?: ((title: string) => React.ReactNode) | undefined }

/** The 360 px card: header, the current view (with height easing) and the notices. */
function ModalCard({ className, renderTitle, ...props }: ModalCardProps) {
  const { close, isShaking, embedded } = useModal()
  const { view, history, data, goBack } = useShownRoute()
  const reducedMotion = useReducedMotion()
  const strings = useStrings(modalStrings)
  const shaking = isShaking && !reducedMotion
  // The card re-renders when the modal opens (its open state); the current view does not need to.
  const router = React.useMemo(() => <ModalRouter />, [])
  return (
    <div
      data-slot="modal-card"
      data-shake={shaking ? 'true' : undefined}
      className={cn(
        'relative w-[360px] max-w-[calc(100vw-16px)] overflow-hidden rounded-wk-xl border border-wk-border bg-wk-surface-1 pb-3 font-wk text-wk-fg shadow-2xl',
        // A phone's bottom sheet (DialogContent docks it): edge to edge, square at the bottom, and
        // clear of the home indicator. Embedded mode keeps the card.
        !embedded &&
          'max-[430px]:w-full max-[430px]:max-w-none max-[430px]:rounded-b-none max-[430px]:border-x-0 max-[430px]:border-b-0 max-[430px]:pb-[calc(var(--spacing)*3+env(safe-area-inset-bottom))]',
        shaking && 'animate-wk-shake',
        className,
      )}
      {...props}
    >
      <ModalHeader
        title={data?.title ?? titleForView(view, data?.wallet?.name ?? data?.connector?.name, strings)}
        canGoBack={history.length > 1}
        onBack={goBack}
        onClose={embedded ? undefined : close}
        renderTitle={renderTitle}
      />
      <ModalBody animate={!reducedMotion}>{router}</ModalBody>
      <ModalNotices />
    </div>
  )
}

// The embedded wallet's secure frame sits outside the dialog in the DOM (a child of <body>) and is
// shown over the ApproveTransaction view: a click or focus in it is the user answering, not
// leaving, so it must not close the modal.
function keepOpenForSecureFrame(event: Event): void {
  const target = event.target
  if (target instanceof HTMLIFrameElement && target.id === 'w3m-iframe') event.preventDefault()
}

// Radix's layer blocks pointer events on <body> and gives the dialog pointer-events: auto, but only
// in a second render, once its effect has registered the layer: after the open's frame, a style
// change that restyled and repainted the whole dialog again. The dialog is the only such layer the
// kit opens, so it always ends up auto: written from the first render, nothing changes then.
const clickableOverBlockedPage: React.CSSProperties = { pointerEvents: 'auto' }

// Focus goes back where it was when the modal opened; when that element is gone (the connect
// button re-rendered as the account button) it goes to the connect button, never to <body>.
// Focus still inside the closed dialog counts as gone: the dialog stays rendered while hidden.
function returnFocus(event: Event): void {
  const previous = document.activeElement
  const closing = event.target instanceof Node ? event.target : null
  if (previous && previous !== document.body && previous.isConnected && !closing?.contains(previous)) return
  const target = document.querySelector<HTMLElement>('[data-slot="connect-button"]')
  if (!target) return
  event.preventDefault()
  target.focus()
}

// Revealing the prerendered dialog (WalletKitModal's Activity) runs its effects in an order that
// styled the whole dialog twice: Radix's Presence reads the computed animation name as its ref
// attaches, which restyles the newly shown dialog, then the page's scroll lock and the outside
// pointer block on <body> changed it again before FocusScope's focus restyled and laid it out. The root
// therefore stays `hidden` through React's reveal and that first read (cheap on a hidden box), and
// shows here: a passive effect below DialogContent runs after the overlay's scroll lock and before
// the layer's and the focus scope's effects (React runs a parent's effects after its children's),
// so the focus pays for one style pass of the dialog. Hidden again when the dialog is hidden.
// A click's reveal runs these effects in its own task; an open outside an event (after a promise)
// may leave them for a later task, so the next frame shows the root anyway, never a frame late.
function ShowRootOnReveal({ root }: { root: React.RefObject<HTMLDivElement | null> }) {
  React.useLayoutEffect(() => {
    // The root's ref attaches after this (a parent's after its children's): read it in the frame.
    const frame = requestAnimationFrame(() => {
      if (root.current) root.current.hidden = false
    })
    return () => cancelAnimationFrame(frame)
  }, [root])
  React.useEffect(() => {
    const element = root.current
    if (!element) return undefined
    element.hidden = false
    return () => {
      element.hidden = true
    }
  }, [root])
  return null
}

// The backdrop, and the page's scroll lock while it is shown. Not Radix's DialogOverlay: its lock
// (react-remove-scroll) adds a stylesheet and a custom property on <body>, inherited by every
// element of the page, and blocking wheel and touch listeners on the document: work every open
// paid for in its click (0.5-1 ms in traces of the bench host). The page's own
// scrolling stops with the root's overflow (page-scroll-lock); wheel and touch over the backdrop
// then have nothing to scroll, and the dialog's scroll boxes stop at their ends (overscroll-contain
// on DialogContent). Its effect runs before ShowRootOnReveal's (an earlier sibling's), so the page
// is locked before the root shows. Clickable over the page that Radix's layer blocks.
function ModalOverlay() {
  React.useEffect(() => lockPageScroll(document), [])
  return (
    <div data-slot="dialog-overlay" data-state="open" aria-hidden className={dialogOverlayClassName} style={clickableOverBlockedPage} />
  )
}

// The accessible description follows the view, like the title does (screen readers announce both).
function ViewDescription() {
  const { view, data } = useShownRoute()
  const strings = useStrings(modalStrings)
  return <DialogDescription>{data?.description ?? descriptionForView(view, strings)}</DialogDescription>
}

/**
 * The modal itself, loaded on first open or preloaded: a Radix dialog portalled to body, inline
 * when the host disabled appending, or a plain card in embedded mode. `prerender`: rendered as
 * open inside a hidden subtree before the first open (WalletKitModal), so opening only reveals it.
 */
function ModalDialog({ prerender = false }: { prerender?: boolean }) {
  const { kit } = useWalletKitContext('ModalDialog')
  const { isOpen, close, embedded, appendToBody } = useModal()
  const theme = useTheme()
  // The modal says which language its text is in (screen readers, hyphenation, font choice).
  const lang = useStore(kit.options.store, (s) => s.locale)
  // Arabic and Hebrew mirror the whole modal; addresses and amounts inside keep dir="ltr".
  const dir = localeDirection(lang)
  const reducedMotion = useReducedMotion()
  const motion = reducedMotion ? 'reduce' : 'full'
  const root = React.useRef<HTMLDivElement>(null)
  // Only a dialog rendered ahead while hidden is revealed later; one mounted open shows at once.
  const [concealed] = React.useState(prerender)
  const shown = isOpen && !embedded
  // Radix's open state: a dialog prerendered while hidden is open for Radix, its effects waiting.
  const open = isOpen || prerender
  // While shown, the sheet follows the on-screen keyboard (phones; the variable is unused above 430 px).
  React.useEffect(() => (shown && root.current ? watchKeyboardInset(root.current, window) : undefined), [shown])

  // The same elements while only `open` changes, so revealing the prerendered dialog re-renders
  // the Radix root and not the views below it.
  const content = React.useMemo(
    () => (
      <div {...theme} lang={lang} dir={dir} ref={root} data-wk-motion={motion} data-slot="modal-root" hidden={concealed || undefined}>
        {open ? <ModalOverlay /> : null}
        <DialogContent
          style={clickableOverBlockedPage}
          onPointerDownOutside={keepOpenForSecureFrame}
          onFocusOutside={keepOpenForSecureFrame}
          onInteractOutside={keepOpenForSecureFrame}
          onCloseAutoFocus={returnFocus}
        >
          {concealed ? <ShowRootOnReveal root={root} /> : null}
          <ViewDescription />
          <ModalCard renderTitle={renderDialogTitle} />
        </DialogContent>
      </div>
    ),
    [theme, lang, dir, motion, concealed, open],
  )

  // Its views wait for their words (the locale pack's part with them) under WalletKitModal's
  // <Suspense>, so none shows English before its translation.
  if (embedded) {
    return (
      <StringsWait.Provider value>
        <div {...theme} lang={lang} dir={dir} data-wk-motion={motion} data-slot="modal-root" data-embedded="true">
          <ModalCard />
        </div>
      </StringsWait.Provider>
    )
  }

  // An explicit container: Radix's portal otherwise waits for a layout effect, which a hidden subtree never runs.
  const container = typeof document === 'undefined' ? undefined : document.body
  return (
    <StringsWait.Provider value>
      <Dialog open={open} onOpenChange={onOpenChange(close)}>
        <PrerenderViewProvider value={prerender ? kit.modal.defaultView() : undefined}>
          {appendToBody ? <DialogPortal container={container}>{content}</DialogPortal> : content}
        </PrerenderViewProvider>
      </Dialog>
    </StringsWait.Provider>
  )
}

// Long titles (a wallet name) end in an ellipsis instead of running under the close button. On the
// phone sheet as narrow as 320 px, "Approve Transaction" had 192 px between the 44 px buttons and
// lost its end: there a title takes a second line (still clamped) before it is cut.
const renderDialogTitle = (title: string) => (
  <DialogTitle className="truncate max-[430px]:line-clamp-2 max-[430px]:whitespace-normal max-[430px]:leading-tight">{title}</DialogTitle>
)
const onOpenChange = (close: () => void) => (open: boolean) => (open ? undefined : close())

export { ModalCard, ModalDialog }
