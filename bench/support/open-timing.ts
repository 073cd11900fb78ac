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

/** Clicks `button` and returns the milliseconds from the click to the painted wallet list. */
export async function timeOpen(page: Page, button: Locator, timeoutMs = 30_000): Promise<number> {
  // A string, not a function (transpilers add helpers the page lacks); void: do not wait for the open.
  await page.evaluate('delete window.__benchMs; void window.__benchOpen.arm().then((ms) => { window.__benchMs = ms })')
  await button.click()
  const handle = await page.waitForFunction('window.__benchMs', undefined, { timeout: timeoutMs, polling: 50 })
  return (await handle.jsonValue()) as number
}

/** Closes the modal with Escape and waits until the list is gone and two frames have passed. */
export async function closeModal(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await page.waitForFunction('!window.__benchOpen.visible()', undefined, { timeout: 10_000, polling: 50 })
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))')
}
