import { describe, expect, test } from 'vitest'
import { preloadsOnIntent, schedulePreload, type PreloadWindow } from '@/registry/lib/state/modal/schedule-preload'

// A page still loading: a real EventTarget for the load event, the process's real timers, and
// requestIdleCallback only when a test gives it one.
function loadingPage(idle?: (run: () => void) => void) {
  const events = new EventTarget()
  const page: PreloadWindow & { load(): void } = {
    document: { readyState: 'loading' },
    addEventListener: events.addEventListener.bind(events) as PreloadWindow['addEventListener'],
    removeEventListener: events.removeEventListener.bind(events) as PreloadWindow['removeEventListener'],
    setTimeout: ((run: () => void, ms?: number) => setTimeout(run, ms)) as unknown as PreloadWindow['setTimeout'],
    clearTimeout: ((handle: ReturnType<typeof setTimeout>) => clearTimeout(handle)) as unknown as PreloadWindow['clearTimeout'],
    requestIdleCallback: idle ? (run) => (idle(() => run({ didTimeout: false, timeRemaining: () => 50 })), 1) : undefined,
    load() {
      page.document = { readyState: 'complete' }
      events.dispatchEvent(new Event('load'))
    },
  }
  return page
}

function counter() {
  let calls = 0
  let signal: () => void = () => {}
  const called = new Promise<void>((resolve) => (signal = resolve))
  return {
    run: () => {
      calls += 1
      signal()
    },
    called,
    get calls() {
      return calls
    },
  }
}

describe('schedulePreload', () => {
  test("default: 'idle' runs the preload once, after the load event, not before", async () => {
    const page = loadingPage()
    const preload = counter()
    schedulePreload('idle', preload.run, page)
    expect(preload.calls).toBe(0)
    page.load()
    await preload.called
    expect(preload.calls).toBe(1)
  })

  test('behavior: the idle callback runs it when the browser has requestIdleCallback', async () => {
    const idleRuns: Array<() => void> = []
    const page = loadingPage((run) => idleRuns.push(run))
    const preload = counter()
    schedulePreload('idle', preload.run, page)
    page.load()
    expect(idleRuns).toHaveLength(1)
    expect(preload.calls).toBe(0)
    idleRuns[0]?.()
    expect(preload.calls).toBe(1)
  })

  test('behavior: a page that has already loaded preloads at the next idle moment', async () => {
    const page = loadingPage()
    page.load()
    const preload = counter()
    schedulePreload('idle', preload.run, page)
    await preload.called
    expect(preload.calls).toBe(1)
  })

  test("parameters: policy — 'intent' and 'none' schedule nothing when the page loads", async () => {
    const page = loadingPage()
    const idle = counter()
    const intent = counter()
    const none = counter()
    schedulePreload('intent', intent.run, page)
    schedulePreload('none', none.run, page)
    schedulePreload('idle', idle.run, page)
    page.load()
    // Scheduled last, the idle one has run, so anything the others had scheduled would have run first.
    await idle.called
    expect(intent.calls).toBe(0)
    expect(none.calls).toBe(0)
  })

  test('behavior: stopping before the load event cancels it', async () => {
    const page = loadingPage()
    const stopped = counter()
    const kept = counter()
    schedulePreload('idle', stopped.run, page)()
    schedulePreload('idle', kept.run, page)
    page.load()
    // Scheduled after the stopped one: had it still been pending, it would have run first.
    await kept.called
    expect(stopped.calls).toBe(0)
  })

  test('behavior: without a window (server render) nothing is scheduled', () => {
    const preload = counter()
    expect(() => schedulePreload('idle', preload.run, undefined)()).not.toThrow()
    expect(preload.calls).toBe(0)
  })
})

describe('preloadsOnIntent', () => {
  test("parameters: policy — 'idle' and 'intent' preload on intent, 'none' never", () => {
    expect(preloadsOnIntent('idle')).toBe(true)
    expect(preloadsOnIntent('intent')).toBe(true)
    expect(preloadsOnIntent('none')).toBe(false)
  })
})
