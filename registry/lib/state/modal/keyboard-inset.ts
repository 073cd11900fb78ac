/** The visual viewport's size and place, as window.visualViewport reports them. */
export type VisualViewportBox = { height: number; offsetTop: number }

/** The CSS variable the bottom sheet reads to stay above an on-screen keyboard. */
export const KEYBOARD_INSET_VARIABLE = '--wk-keyboard-inset'

/**
 * How many pixels at the bottom of the layout viewport the visual viewport does not show: the
 * on-screen keyboard (iOS Safari and Android Chrome shrink the visual viewport, not the layout).
 *
 * @example
 * keyboardInset(844, { height: 508, offsetTop: 0 }) // 336
 */
export function keyboardInset(layoutHeight: number, viewport: VisualViewportBox): number {
  return Math.max(0, Math.round(layoutHeight - viewport.height - viewport.offsetTop))
}

type ViewportWindow = Pick<Window, 'innerHeight'> & {
  visualViewport: (VisualViewportBox & Pick<EventTarget, 'addEventListener' | 'removeEventListener'>) | null
}

/**
 * Keeps `--wk-keyboard-inset` on `target` equal to the keyboard's height while it is shown, so a
 * sheet docked at `bottom: var(--wk-keyboard-inset)` is not pushed off screen. Returns the stop.
 */
export function watchKeyboardInset(
  target: { style: Pick<CSSStyleDeclaration, 'setProperty' | 'removeProperty'> },
  win: ViewportWindow,
): () => void {
  const viewport = win.visualViewport
  if (!viewport) return () => {}
  const update = (): void => target.style.setProperty(KEYBOARD_INSET_VARIABLE, `${keyboardInset(win.innerHeight, viewport)}px`)
  update()
  viewport.addEventListener('resize', update)
  viewport.addEventListener('scroll', update)
  return () => {
    viewport.removeEventListener('resize', update)
    viewport.removeEventListener('scroll', update)
    target.style.removeProperty(KEYBOARD_INSET_VARIABLE)
  }
}
