import type { Locator, Page } from 'playwright-core'

/**
 * Runs in the page before any of its scripts (kept as plain JavaScript text: transpilers may
 * wrap functions with helpers the page does not have). Watches the document and every shadow
 * root (the AppKit modal lives in nested shadow roots) with one MutationObserver. After `arm()`,
 * the next click's event time is the start; when the observer first sees a visible element
 * matching the list selector, the end is taken in the task after the next animation frame, i.e.
 * once the frame that shows the list has been produced. Both are Performance API marks.
 */
const pageTiming = `(selector, text) => {
  const roots = [document]
  const observer = new MutationObserver(() => check())
  const observe = (root) => observer.observe(root, { childList: true, subtree: true, attributes: true })
  const attach = Element.prototype.attachShadow
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init)
    roots.push(root)
    observe(root)
    return root
  }
  observe(document)
  const visible = () => {
    for (const root of roots) {
      for (const element of root.querySelectorAll(selector)) {
        if (text && element.textContent.trim() !== text) continue
        const box = element.getBoundingClientRect()
        if (box.width > 0 && box.height > 0) return true
      }
    }
    return false
  }
  let armed = false
  let waiting = false
  let clickAt = 0
  let resolveOpen
  const check = () => {
    if (!waiting || !visible()) return
    waiting = false
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        const end = performance.now()
        performance.mark('bench:list-painted', { startTime: end })
        performance.measure('bench:open', { start: clickAt, end })
        resolveOpen(end - clickAt)
      }
      channel.port2.postMessage(null)
    })
  }
  document.addEventListener('click', (event) => {
    if (!armed) return
    armed = false
    clickAt = event.timeStamp
    performance.mark('bench:click', { startTime: clickAt })
    waiting = true
    queueMicrotask(check)
  }, true)
  window.__benchOpen = {
    visible,
    arm: () => {
      armed = true
      return new Promise((resolve) => (resolveOpen = resolve))
    },
  }
}`

/**
 * The init script for a page whose wallet list entries match `selector` (and, when given, have
 * exactly `text` as their text: for lists without a stable attribute).
 */
export function openTimingScript(selector: string, text?: string): string {
  return `(${pageTiming})(${JSON.stringify(selector)}, ${JSON.stringify(text ?? null)})`
}

// Headless Chromium draws at 60 Hz.
const FRAME_MS = 1000 / 60
// The golden ratio's fraction: k × it (mod 1) spreads the k-th delay evenly over a frame.
const PHASE_STEP = (Math.sqrt(5) - 1) / 2

/**
 * How long to wait, after the mouse reached the button, before the `index`-th click: a point of
 * the frame that is new for each index and the same for every kit (same index, same point).
 *
 * A user clicks at any moment of a frame. Playwright's `click()` does not: it waits for the button
 * to hold still across two animation frames, then moves the mouse (a move is handled at the start
 * of a frame), so every click landed about 5 ms into a frame and the next frame came about 11 ms
 * after it. A kit whose click work ended within those 11 ms was timed as one frame however short
 * its work was (walletkit's click task, 5-7 ms, and RainbowKit's, 9-15 ms, both read about 15 ms).
 */
export function clickPhaseMs(index: number): number {
  return ((index * PHASE_STEP) % 1) * FRAME_MS
}

/**
 * Clicks `button` (the `index`-th open of the page: see clickPhaseMs) and returns the milliseconds
 * from the click to the painted wallet list.
 */
export async function timeOpen(page: Page, button: Locator, index = 0, timeoutMs = 30_000): Promise<number> {
  // A string, not a function (transpilers add helpers the page lacks); void: do not wait for the open.
  await page.evaluate('delete window.__benchMs; void window.__benchOpen.arm().then((ms) => { window.__benchMs = ms })')
  const box = await button.boundingBox()
  if (!box) throw new Error('timeOpen: the button has no box (not rendered)')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await new Promise((resolve) => setTimeout(resolve, clickPhaseMs(index)))
  await page.mouse.down()
  await page.mouse.up()
  const handle = await page.waitForFunction('window.__benchMs', undefined, { timeout: timeoutMs, polling: 50 })
  return (await handle.jsonValue()) as number
}

/** Closes the modal with Escape and waits until the list is gone and two frames have passed. */
export async function closeModal(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await page.waitForFunction('!window.__benchOpen.visible()', undefined, { timeout: 10_000, polling: 50 })
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))')
}
