import { rmSync } from 'node:fs'
import {
  actionable,
  defaultTimeout,
  defaultViewport,
  urlMatches,
  type EngineBrowser,
  type EngineContext,
  type EngineFrame,
  type EnginePage,
  type LaunchEngineOptions,
  type Viewport,
} from './types'
import { elementKey, type ElementRef, miniBrowser, Session, startDriver, WebDriverError } from './webkit-driver'
import { releaseDisplay, xvfbScreen } from './xvfb'

// WebKitGTK through its WebDriver (webkit2gtk-driver's WebKitWebDriver, W3C WebDriver over HTTP on
// 127.0.0.1). It launches MiniBrowser, which has no headless mode: it draws on this process's Xvfb.

// Polls fn(arg) once per animation frame in the page, up to `timeout` ms; true when it held.
const pollInPage = `async ({ fn, arg, timeout }) => {
  const test = (0, eval)('(' + fn + ')')
  const deadline = Date.now() + timeout
  for (;;) {
    if (await test(arg)) return true
    if (Date.now() > deadline) return false
    // Once per frame; a window that paints no frames (hidden) still polls every 50 ms.
    await new Promise((resolve) => { requestAnimationFrame(() => resolve(undefined)); setTimeout(resolve, 50) })
  }
}`

function isVisible(selector: string): boolean {
  const el = document.querySelector(selector)
  if (!el) return false
  const style = getComputedStyle(el)
  return el.getClientRects().length > 0 && style.visibility !== 'hidden'
}

function context(session: Session, window: string, frames: () => Promise<readonly ElementRef[]>): EngineContext {
  const at = async () => session.focus(window, await frames())
  const evaluate = async <R>(fn: string, arg: unknown): Promise<R> => {
    await at()
    return session.run<R>(fn, arg)
  }
  const waitForFunction = async (fn: string, arg: unknown, timeout: number) => {
    const deadline = Date.now() + timeout
    for (;;) {
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`waitForFunction timed out after ${timeout} ms: ${fn.slice(0, 200)}`)
      try {
        if (await evaluate<boolean>(pollInPage, { fn, arg, timeout: left })) return
      } catch (error) {
        // A navigation tears the script down (WebDriver's own error): wait again in the new document.
        if (!(error instanceof WebDriverError)) throw error
      }
    }
  }
  const element = async (selector: string): Promise<ElementRef> => {
    await at()
    return session.command<ElementRef>('POST', '/element', { using: 'css selector', value: selector })
  }
  return {
    url: () => evaluate<string>('() => location.href', null),
    evaluate: (fn, arg) => evaluate(fn.toString(), arg),
    waitForFunction: (fn, arg, options) => waitForFunction(fn.toString(), arg, options?.timeout ?? defaultTimeout),
    waitForSelector: (selector, options) => waitForFunction(isVisible.toString(), selector, options?.timeout ?? defaultTimeout),
    async click(selector) {
      // WebKitGTK under Xvfb runs the page's rendering work (animation frames, ResizeObserver
      // callbacks, transitions) mostly around input: with no input for a while, a ResizeObserver
      // change waits, so a page can look still here and then move under the pointer as the click
      // arrives (the modal's height caught up with its content and a click meant for Continue
      // landed 22 px off). So the pointer comes onto the element first, as a person's does, and
      // the element must be still after that input too before it is clicked.
      const deadline = Date.now() + defaultTimeout
      let refusals = 0
      for (let move = 0; ; move++) {
        await waitForFunction(actionable.toString(), selector, Math.max(1, deadline - Date.now()))
        const ref = await element(selector)
        await session.run("(el) => el.scrollIntoView({ block: 'center', inline: 'center' })", ref)
        // The same input source as mouseMove/mouseClick (WebDriver's element click has its own, and
        // a later move to where ours last was would then be no move at all).
        const approached = await wentThrough(session.pointer([{ type: 'pointerMove', origin: ref, x: move % 2, y: 0, duration: 0 }]))
        if (!approached) refusals++
        else if (await evaluate<boolean>(actionable.toString(), selector)) {
          // A refused move aborts the sequence before the press: nothing was clicked, so the loop may aim again.
          const clicked = await wentThrough(
            session.pointer([
              { type: 'pointerMove', origin: ref, x: 0, y: 0, duration: 0 },
              { type: 'pointerDown', button: 0 },
              { type: 'pointerUp', button: 0 },
            ]),
          )
          if (clicked) return
          refusals++
        }
        if (Date.now() > deadline) {
          // Say which wait ran out: the element moving, or WebKitWebDriver refusing to aim at it.
          const why = refusals === move + 1 ? 'was refused as not interactable' : `kept moving (${refusals} of ${move + 1} aims refused)`
          throw new Error(`click: ${selector} ${why} for ${defaultTimeout} ms`)
        }
      }
    },
    async type(selector, text) {
      const ref = await element(selector)
      await session.command('POST', `/element/${ref[elementKey]}/value`, { text })
    },
  }
}

/**
 * Whether a pointer action went through: false when WebKitWebDriver refuses a move aimed at the
 * element as "element not interactable" (it finds no in-view point of it). That once came right
 * after our own check had found the element still, visible and hit at its centre (the e-mail
 * form's Continue in CI, 2026-11-29, cause not found): for the click it is the element not ready
 * for input yet, like moving, so the caller's loop waits on until its deadline. Any other failure
 * is thrown.
 */
async function wentThrough(action: Promise<void>): Promise<boolean> {
  try {
    await action
    return true
  } catch (error) {
    if (error instanceof WebDriverError && error.error === 'element not interactable') return false
    throw error
  }
}

/** WebKitGTK (Safari's engine): MiniBrowser driven by WebKitWebDriver on this process's Xvfb. */
export async function launchWebkitEngine(options: LaunchEngineOptions): Promise<EngineBrowser> {
  const { base, driver, home } = await startDriver(options)
  const stop = async () => {
    await new Promise<void>((resolve) => {
      if (driver.exitCode !== null) return resolve()
      driver.once('exit', () => resolve())
      driver.kill('SIGTERM')
    })
    await releaseDisplay()
    rmSync(home, { recursive: true, force: true })
  }
  let session: Session
  try {
    const created = await fetch(`${base}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        capabilities: {
          alwaysMatch: {
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': {
              binary: miniBrowser,
              args: ['--automation', ...(options.userAgent ? [`--user-agent=${options.userAgent}`] : [])],
            },
          },
        },
      }),
    })
    const value = ((await created.json()) as { value: { sessionId?: string; message?: string } }).value
    if (!value.sessionId) throw new Error(`WebKitWebDriver refused a session: ${value.message}`)
    session = new Session(base, value.sessionId)
    await session.command('POST', '/timeouts', { script: 120_000, pageLoad: 120_000, implicit: 0 })
  } catch (error) {
    await stop()
    throw error
  }
  let unusedWindow: string | undefined = await session.command<string>('GET', '/window')
  session.setCurrent(unusedWindow)

  const setViewport = async (window: string, viewport: Viewport) => {
    await session.focus(window)
    // The window rect includes MiniBrowser's toolbar: size it, measure the difference, size again.
    await session.command('POST', '/window/rect', viewport)
    const inner = await session.run<[number, number]>('() => [innerWidth, innerHeight]', null)
    await session.command('POST', '/window/rect', { width: 2 * viewport.width - inner[0], height: 2 * viewport.height - inner[1] })
  }

  /**
   * Gives the current window the keyboard focus, as a desktop's window manager does for a window a
   * page opens. Xvfb runs no window manager: X then focuses the window under its pointer, which
   * stays at the screen's centre (WebDriver's pointer actions are dispatched inside WebKit, not
   * through X). MiniBrowser opens a popup at the screen's corner, where it is not under it, so its
   * document.hasFocus() stays false (the secure confirmation window waits for focus before it arms);
   * centred on the screen, it has the focus until it closes, and the window below gets it back.
   */
  const underXPointer = async () => {
    const { width, height } = await session.command<{ width: number; height: number }>('GET', '/window/rect')
    await session.command('POST', '/window/rect', {
      x: Math.round((xvfbScreen.width - width) / 2),
      y: Math.round((xvfbScreen.height - height) / 2),
    })
  }

  /** The page interface over the top-level window `handle`. */
  const pageFor = (handle: string): EnginePage => {
    const pointerActions = async (actions: unknown[]) => {
      await session.focus(handle)
      await session.pointer(actions)
    }
    const move = (x: number, y: number) => ({ type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport', duration: 0 })
    const page: EnginePage = {
      engine: 'webkit',
      ...context(session, handle, async () => []),
      async goto(url) {
        await session.focus(handle)
        await session.command('POST', '/url', { url })
      },
      setViewport: (viewport) => setViewport(handle, viewport),
      mouseMove: (x, y) => pointerActions([move(x, y)]),
      async mouseClick(x, y, o) {
        const clicks = Array.from({ length: o?.clickCount ?? 1 }, () => [
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ]).flat()
        await pointerActions([move(x, y), ...clicks])
      },
      // WebDriver's wheel actions (a 'wheel' input source) scrolled nothing here, not even a
      // scroll box under the pointer: not offered rather than passing vacuously.
      mouseWheel: () => Promise.reject(new Error('mouseWheel: no trusted wheel input in WebKitGTK over WebDriver')),
      mouseDown: () => pointerActions([{ type: 'pointerDown', button: 0 }]),
      mouseUp: () => pointerActions([{ type: 'pointerUp', button: 0 }]),
      async frame(url, o): Promise<EngineFrame> {
        // Every (i)frame of the page, nested ones too (a phone-sized iframe's secure frame), as
        // Playwright's page.frames() lists them for Chromium and Firefox: breadth first.
        const find = async (): Promise<readonly ElementRef[] | null> => {
          let level: Array<readonly ElementRef[]> = [[]]
          for (let depth = 0; depth < 3 && level.length > 0; depth++) {
            const next: Array<readonly ElementRef[]> = []
            for (const parent of level) {
              await session.focus(handle, parent)
              const children = await session.run<ElementRef[]>("() => [...document.querySelectorAll('iframe, frame')]", null)
              for (const ref of children) {
                const path = [...parent, ref]
                await session.focus(handle, path)
                const href = await session.run<string>('() => location.href', null)
                if (urlMatches(href, url)) return path
                next.push(path)
              }
            }
            level = next
          }
          return null
        }
        const timeout = o?.timeout ?? defaultTimeout
        const deadline = Date.now() + timeout
        let path = await find()
        while (!path) {
          if (Date.now() > deadline) throw new Error(`no frame with URL ${String(url)} within ${timeout} ms`)
          await page.waitForFunction((n) => document.querySelectorAll('iframe, frame').length >= n, 1, { timeout: deadline - Date.now() })
          // The frame exists but still shows its first document: look again on the next frame of the page.
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
          path = await find()
        }
        const found = path
        return context(session, handle, async () => found)
      },
      async screenshot() {
        await session.focus(handle)
        return Buffer.from(await session.command<string>('GET', '/screenshot'), 'base64')
      },
      async close() {
        await session.focus(handle)
        const handles = await session.command<string[]>('GET', '/window/handles')
        if (handles.length > 1) {
          await session.command('DELETE', '/window')
          session.setCurrent('')
          return
        }
        // Closing the last window would end the session: keep it, blank, for the next page.
        await session.command('POST', '/url', { url: 'about:blank' })
        unusedWindow = handle
      },
    }
    return page
  }

  return {
    engine: 'webkit',
    supportsInitScripts: false,
    async addInitScript() {
      throw new Error("WebKit's WebDriver runs no script before the page's own: serve it in the page (serveStatic's headHtml)")
    },
    async newPage() {
      let window = unusedWindow
      unusedWindow = undefined
      if (!window) {
        // A window, not a tab: MiniBrowser opens tabs in the background, where no frame is painted and no animation runs.
        window = (await session.command<{ handle: string }>('POST', '/window/new', { type: 'window' })).handle
      }
      await setViewport(window, options.viewport ?? defaultViewport)
      return pageFor(window)
    },
    async window(url, o) {
      const timeout = o?.timeout ?? defaultTimeout
      const deadline = Date.now() + timeout
      for (;;) {
        for (const handle of await session.command<string[]>('GET', '/window/handles')) {
          try {
            await session.focus(handle)
            if (urlMatches(await session.run<string>('() => location.href', null), url)) {
              await underXPointer()
              return pageFor(handle)
            }
          } catch (error) {
            // A window that closed between the listing and the look.
            if (!(error instanceof WebDriverError)) throw error
            session.setCurrent('')
          }
        }
        if (Date.now() > deadline) throw new Error(`no window with URL ${String(url)} within ${timeout} ms`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    async close() {
      await session.command('DELETE', '').catch(() => undefined)
      await stop()
    },
  }
}
