/** How far down the scroll-lock tests scroll the host page before the modal opens. */
export const TALL_PAGE_SCROLL = 300

/**
 * Runs in the page (pass it to evaluate with the scroll offset): makes the host page much taller
 * than the window, with a 20 px probe at the top of <body> to measure shifts by, and scrolls it
 * down, so a scroll lock that lets the page move or jump shows.
 *
 * @example
 * await page.evaluate(makeTallScrolledPage, TALL_PAGE_SCROLL)
 */
export function makeTallScrolledPage(scrolled: number): void {
  const probe = document.createElement('div')
  probe.id = 'probe'
  probe.style.height = '20px'
  document.body.prepend(probe)
  const filler = document.createElement('div')
  filler.style.height = '4000px'
  document.body.append(filler)
  window.scrollTo(0, scrolled)
}
