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

type ViewportWindow = Pick<Window, 'innerHeight' | 'requestAnimationFrame' | 'cancelAnimationFrame'> & {
  visualViewport: (VisualViewportBox & Pick<EventTarget, 'addEventListener' | 'removeEventListener'>) | null
}

/**
 * Keeps `--wk-keyboard-inset` on `target` equal to the keyboard's height while it is shown, so a
 * sheet docked at `bottom: var(--wk-keyboard-inset)` is not pushed off screen (the CSS falls back
 * to 0 without it). Returns the stop. Written only when the inset changes and absent while 0: a
 * custom property set on the modal's root restyles every element under it, and the open pays that.
 * The first reading waits for the next frame, still before it is painted: read while the modal
 * opens, the viewport's size forced a style and layout pass of the whole page in the middle of the
 * open's other changes (the scroll lock's stylesheet, the focus), then paid for again.
 */
export function watchKeyboardInset(
  target: { style: Pick<CSSStyleDeclaration, 'setProperty' | 'removeProperty'> },
  win: ViewportWindow,
): () => void {
  const viewport = win.visualViewport
  if (!viewport) return () => {}
  let written = 0
  const update = (): void => {
    const inset = keyboardInset(win.innerHeight, viewport)
    if (inset === written) return
    written = inset
    if (inset > 0) target.style.setProperty(KEYBOARD_INSET_VARIABLE, `${inset}px`)
    else target.style.removeProperty(KEYBOARD_INSET_VARIABLE)
  }
  const first = win.requestAnimationFrame(update)
  viewport.addEventListener('resize', update)
  viewport.addEventListener('scroll', update)
  return () => {
    win.cancelAnimationFrame(first)
    viewport.removeEventListener('resize', update)
    viewport.removeEventListener('scroll', update)
    target.style.removeProperty(KEYBOARD_INSET_VARIABLE)
  }
}
