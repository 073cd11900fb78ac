/**
 * Tells the app the height (CSS px) the card needs to show every row without scrolling: the card
 * less the rows' box plus all the rows. Nothing while idle or hidden (a hidden frame lays out
 * nothing), and only when the figure changes. Returns the function to call on every change.
 *
 * @example
 * const report = createHeightReport(card, rows, (height) => post('@w3m-frame/FRAME_HEIGHT', { height }))
 */
export function createHeightReport(
  card: HTMLElement,
  rows: HTMLElement,
  onNeededHeight: ((height: number) => void) | undefined,
): () => void {
  let lastNeeded = 0
  return () => {
    if (!onNeededHeight || card.dataset.state === 'idle') return
    if (card.clientHeight === 0) return
    const needed = Math.ceil(card.scrollHeight - rows.clientHeight + rows.scrollHeight)
    if (needed <= 0 || needed === lastNeeded) return
    lastNeeded = needed
    try {
      onNeededHeight(needed)
    } catch (error) {
      // Telling the app is a courtesy: it must never fail the request being asked.
      console.warn('[secure frame] could not report the confirmation height', error)
    }
  }
}
