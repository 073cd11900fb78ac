import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { traceBrowser } from './browser-trace'

/** The Chromium contexts a test file has open, so a failed test can report what their pages showed. */
const liveContexts = new Map<BrowserContext, ReturnType<typeof traceBrowser>>()
const TRACE_LINES_REPORTED = 80
/** The last warnings and errors each page (and the frames in it) wrote to its console. */
const consoleLines = new WeakMap<Page, string[]>()
const CONSOLE_LINES_KEPT = 20

function recordConsole(page: Page): void {
  const lines: string[] = []
  consoleLines.set(page, lines)
  page.on('console', (message) => {
    if (message.type() !== 'warning' && message.type() !== 'error') return
    lines.push(`${message.type()}: ${message.text().slice(0, 300)}`)
    if (lines.length > CONSOLE_LINES_KEPT) lines.shift()
  })
  page.on('pageerror', (error) => {
    lines.push(`uncaught: ${error.message.slice(0, 300)}`)
    if (lines.length > CONSOLE_LINES_KEPT) lines.shift()
  })
}

// Every press, release and click, with its target, goes to the console and so to the context's
// trace: a click that did nothing (released on another element, or on a node that moved) shows.
function logInput(): void {
  const describe = (target: EventTarget | null): string => {
    if (!(target instanceof Element)) return String(target)
    const slot = target.getAttribute('data-slot') ?? target.getAttribute('data-testid')
    const text = (target.textContent ?? '').trim().slice(0, 30)
    return `${target.tagName.toLowerCase()}${slot ? `[${slot}]` : ''}${text ? ` "${text}"` : ''}`
  }
  // And every message the window gets (a frame's READY, its replies), by sender and type.
  addEventListener('message', (event) => {
    const type = (event.data as { type?: unknown } | null)?.type
    console.debug(
      `[message] from ${event.origin}${event.source === window ? ' (self)' : ''}: ${typeof type === 'string' ? type : typeof event.data}`,
    )
  })
  for (const type of ['pointerdown', 'pointerup', 'click'])
    addEventListener(
      type,
      (event) =>
        console.debug(
          `[input] ${type} ${Math.round((event as MouseEvent).clientX)},${Math.round((event as MouseEvent).clientY)} ${describe(event.target)}`,
        ),
      true,
    )
}

export function trackContext(context: BrowserContext): () => void {
  void context.addInitScript(logInput).catch(() => undefined)
  liveContexts.set(context, traceBrowser(context))
  for (const page of context.pages()) recordConsole(page)
  context.on('page', recordConsole)
  return () => {
    context.off('page', recordConsole)
    liveContexts.delete(context)
  }
}

/**
 * What each open page shows when a test fails: its URL, every element with a data-state (slot and
 * state), the alerts, the dialog's text and its last console warnings and errors; plus a
 * screenshot under e2e/artifacts/failures, and each context's timed log of what led there. A
 * failure that happens once in CI is then a report with the page's state, not only a timeout.
 */
export async function reportOpenPages(testName: string, artifactsDir: string): Promise<string> {
  const lines: string[] = []
  const pages = [...liveContexts.keys()].flatMap((context) => context.pages())
  const folder = join(artifactsDir, 'failures')
  mkdirSync(folder, { recursive: true })
  for (const [index, page] of pages.entries()) {
    if (page.isClosed()) continue
    lines.push(`page ${index}: ${page.url()}`)
    lines.push(...(await describePage(page).catch((error: unknown) => [`  (could not read the page: ${String(error)})`])))
    lines.push(...(await describeFrames(page)))
    for (const line of consoleLines.get(page) ?? []) lines.push(`  console ${line}`)
    const file = join(folder, `${testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}-${index}.png`)
    await page.screenshot({ path: file, timeout: 5_000 }).then(
      () => lines.push(`  screenshot: ${file}`),
      () => lines.push('  (no screenshot)'),
    )
  }
  // What led there: the pages' requests, answers, navigations and console, timed (oldest first).
  for (const [index, trace] of [...liveContexts.values()].entries()) {
    lines.push(`context ${index}, its last ${TRACE_LINES_REPORTED} events:`)
    for (const line of trace.lines(TRACE_LINES_REPORTED)) lines.push(`  ${line}`)
  }
  return lines.join('\n')
}

/**
 * Each child frame (the secure frame, a wallet's page): its URL, and whether its document answers
 * and how far it loaded. A frame that does not answer has a dead or stuck renderer; one still
 * `loading` waits for a script or resource that never came.
 */
async function describeFrames(page: Page): Promise<string[]> {
  const lines: string[] = []
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue
    const silent = new Promise<string>((resolve) => setTimeout(() => resolve('did not answer in 2 s'), 2_000).unref())
    const state = frame.isDetached()
      ? Promise.resolve('detached')
      : frame
          .evaluate(() => {
            const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
            const text = (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 80)
            return `readyState=${document.readyState}, load event ended at ${Math.round(navigation?.loadEventEnd ?? -1)} ms, scripts=${document.scripts.length}, text="${text}"`
          })
          .catch((error: unknown) => `unreadable: ${String(error).slice(0, 120)}`)
    lines.push(`  frame ${frame.url().slice(0, 140)}: ${await Promise.race([state, silent])}`)
  }
  return lines
}

async function describePage(page: Page): Promise<string[]> {
  // A page whose script is stuck would hang the report; five seconds is enough to read the DOM.
  const stuck = new Promise<string[]>((resolve) => setTimeout(() => resolve(['  (the page did not answer in 5 s)']), 5_000).unref())
  const read = page.evaluate(() => {
    const out: string[] = []
    for (const element of Array.from(document.querySelectorAll('[data-state]')).slice(0, 40)) {
      out.push(`  ${element.getAttribute('data-slot') ?? element.tagName.toLowerCase()} data-state=${element.getAttribute('data-state')}`)
    }
    for (const alert of Array.from(document.querySelectorAll('[role="alert"]')))
      out.push(`  alert: ${(alert.textContent ?? '').trim().slice(0, 200)}`)
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement | null
    const shown = dialog ? dialog.checkVisibility() : false
    out.push(
      dialog
        ? `  dialog (${shown ? 'visible' : 'not visible'}) text: ${dialog.innerText.replace(/\s+/g, ' ').slice(0, 600)}`
        : '  no dialog open',
    )
    out.push(
      `  body data-scroll-locked=${document.body.getAttribute('data-scroll-locked')} style="${document.body.getAttribute('style') ?? ''}"`,
    )
    // Every iframe element: one the kit waits on may not be the one in the page's frames.
    for (const iframe of Array.from(document.querySelectorAll('iframe')))
      out.push(`  iframe#${iframe.id} src=${iframe.src.slice(0, 80)} window=${iframe.contentWindow ? 'yes' : 'none'}`)
    const root = document.querySelector<HTMLElement>('[data-slot="modal-root"]')
    if (root) out.push(`  modal-root hidden=${root.hidden} display=${getComputedStyle(root).display}`)
    // The host's own outputs (its wagmi hooks' statuses and results), as the test reads them.
    for (const output of Array.from(document.querySelectorAll('[data-testid]')).slice(0, 30)) {
      const status = output.getAttribute('data-status')
      const text = (output.textContent ?? '').trim().slice(0, 80)
      out.push(`  testid ${output.getAttribute('data-testid')}${status === null ? '' : ` status=${status}`}: ${text}`)
    }
    // The kit's stores, when the host put the kit on window (ExposeKit): what the user's next click meets.
    const kit = (window as { __walletkit?: Record<string, { store?: { getState(): unknown } }> }).__walletkit
    if (kit) {
      const state = (name: string) => kit[name]?.store?.getState() as Record<string, unknown> | undefined
      const router = state('router')
      const accounts = (state('connection')?.accounts ?? {}) as Record<string, { status?: string; connectorId?: string } | undefined>
      out.push(
        `  kit: modal open=${String(state('modal')?.open)}, view=${String(router?.view)}, history=${JSON.stringify(router?.history)}, transactionStack=${(router?.transactionStack as unknown[] | undefined)?.length ?? '?'}, accounts=${Object.entries(
          accounts,
        )
          .map(([namespace, account]) => `${namespace}:${account?.status}/${account?.connectorId}`)
          .join(' ')}`,
      )
    }
    return out
  })
  return Promise.race([read, stuck])
}
