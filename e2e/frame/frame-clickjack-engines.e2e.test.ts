import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { launchEngine, selectedEngines, type EngineBrowser, type EngineFrame, type EnginePage } from '../support/engines'
import { startHostPage } from './host-server'
import { latestCode } from './wk-host'

// Issue 32, item 1, in the engines without IntersectionObserver v2: Firefox ESR and WebKitGTK
// (Safari's engine). There a host page could show the secure frame at opacity 0 or under a
// look-alike, or slide it under a resting pointer, and a trusted click on Approve's position
// signed (reproduced in both before the fix). Now the frame's Approve decides nothing there: an
// aimed click hands the decision to a top-level secure window, and a click the page aimed (a frame
// moved under the pointer) does not count at all. Each attack ends with the host aborting the
// request, whose reply must be the abort, never a signature. The control: a visible frame takes
// the same aimed click (the hand-off to the secure window happens), so the attacks are not
// refused for some unrelated reason. Chromium keeps its IntersectionObserver v2 path
// (frame-attacks, frame-aim-attacks).

const artifacts = fileURLToPath(new URL('../artifacts/', import.meta.url))
const engines = selectedEngines().filter((engine) => engine !== 'chromium')
const box = { top: 40, left: 40, width: 380, height: 520 }

type Rect = { top: number; left: number; width: number; height: number }
type Wk = {
  auth: {
    connectEmail(email: string): Promise<unknown>
    connectOtp(otp: string): Promise<{ address: string }>
    frame: { reveal(r: Rect): void; hide(): void }
  }
  received: string[]
  ready: Promise<boolean>
}
declare const window: Window & { wk: Wk }

/**
 * Installed in the frame: a log of the input and lifecycle events it receives, so a click that
 * never became "ready" says why (no pointer event arrived, a leave came after it, timers stalled).
 */
function recordPointer(): void {
  const log: string[] = []
  ;(window as unknown as { pointerLog: string[] }).pointerLog = log
  const card = () => document.querySelector<HTMLElement>('[data-slot=frame-confirm]')?.dataset
  for (const type of [
    'pointerenter',
    'pointerleave',
    'pointermove',
    'pointerdown',
    'pointerup',
    'resize',
    'focus',
    'blur',
    'visibilitychange',
  ]) {
    window.addEventListener(
      type,
      (event) => {
        const p = event as PointerEvent
        const at = 'clientX' in p ? ` at ${p.clientX},${p.clientY} offset ${p.screenX - p.clientX},${p.screenY - p.clientY}` : ''
        log.push(
          `${Math.round(performance.now())} ${type}${event.isTrusted ? '' : ' (untrusted)'}${at} aim=${card()?.aim} visible=${card()?.visible}`,
        )
        if (log.length > 60) log.shift()
      },
      true,
    )
  }
  document.documentElement.addEventListener('pointerenter', () => log.push(`${Math.round(performance.now())} documentElement pointerenter`))
  document.documentElement.addEventListener('pointerleave', () => log.push(`${Math.round(performance.now())} documentElement pointerleave`))
}

function pointerReport(): unknown {
  return {
    now: Math.round(performance.now()),
    card: { ...document.querySelector<HTMLElement>('[data-slot=frame-confirm]')?.dataset },
    visibilityState: document.visibilityState,
    hasFocus: document.hasFocus(),
    log: (window as unknown as { pointerLog?: string[] }).pointerLog ?? [],
  }
}

let devnet: Devnet
let host: { url: string; stop(): Promise<void> }

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'services', 'frame'] })
  host = await startHostPage()
  devnet.allowFrameOrigin(host.url, 'e2e-project')
})

afterAll(async () => {
  await host?.stop()
  await devnet?.stop()
})

describe.each(engines)('clickjacking the secure frame in %s', (engine) => {
  let browser: EngineBrowser
  let page: EnginePage
  let frame: EngineFrame
  let address: string
  let frameOrigin: string
  let serial = 0

  const reveal = (r: Rect) => page.evaluate((rect) => window.wk.auth.frame.reveal(rect), r)
  const rpcSign = (id: string, text: string) =>
    page.evaluate(
      ([i, hex, from, origin, chainId]) =>
        (document.getElementById('w3m-iframe') as HTMLIFrameElement).contentWindow!.postMessage(
          {
            type: '@w3m-app/RPC_REQUEST',
            id: i,
            payload: { method: 'personal_sign', params: [hex, from], chainId: `eip155:${chainId}`, chainNamespace: 'eip155' },
          },
          origin!,
        ),
      [id, `0x${Buffer.from(text).toString('hex')}`, address, frameOrigin, devnet.evmChains[0]!.chainId] as const,
    )
  const abort = (id: string) =>
    page.evaluate(
      ([i, origin]) =>
        (document.getElementById('w3m-iframe') as HTMLIFrameElement).contentWindow!.postMessage(
          { type: '@w3m-app/RPC_ABORT', id: i },
          origin!,
        ),
      [id, frameOrigin] as const,
    )
  async function replyTo(id: string): Promise<{ type: string; payload?: unknown }> {
    await page.waitForFunction(
      ([wanted, origin]) => window.wk.received.some((line) => JSON.parse(line).origin === origin && JSON.parse(line).data?.id === wanted),
      [id, frameOrigin] as const,
    )
    return page.evaluate(
      ([wanted, origin]) =>
        window.wk.received.map((line) => JSON.parse(line)).find((entry) => entry.origin === origin && entry.data?.id === wanted)!.data,
      [id, frameOrigin] as const,
    )
  }
  const cardState = () => frame.evaluate(() => document.querySelector<HTMLElement>('[data-slot=frame-confirm]')!.dataset.state ?? '')

  /** Approve's centre and corner in the host page's viewport (the iframe's box plus the button's box in it). */
  async function approveAt(): Promise<{ centre: { x: number; y: number }; corner: { x: number; y: number } }> {
    const outer = await page.evaluate(() => {
      const r = document.getElementById('w3m-iframe')!.getBoundingClientRect()
      return { x: r.left, y: r.top }
    })
    const inner = await frame.evaluate(() => {
      const r = document.querySelector('[data-slot=frame-confirm-approve]')!.getBoundingClientRect()
      return { x: r.left, y: r.top, width: r.width, height: r.height }
    })
    return {
      centre: { x: outer.x + inner.x + inner.width / 2, y: outer.y + inner.y + inner.height / 2 },
      corner: { x: outer.x + inner.x + 4, y: outer.y + inner.y + 4 },
    }
  }

  /** The request on screen and armed (in the frame's view: in the viewport, rows read, timer run out). */
  async function showArmed(id: string, text: string): Promise<void> {
    await reveal(box)
    await rpcSign(id, text)
    await frame.waitForFunction((wanted) => document.querySelector('[data-slot=frame-confirm] dd')?.textContent === wanted, text)
    await frame.waitForSelector('[data-slot=frame-confirm-approve]:enabled')
  }

  /**
   * A click as a user aims it: the pointer comes onto Approve, rests until the frame says it is
   * ready (data-aim; a frame without the pointer rule has no such attribute and is clicked at
   * once), moves to its centre and clicks.
   */
  async function aimedClick(): Promise<void> {
    const { centre, corner } = await approveAt()
    await page.mouseMove(corner.x, corner.y)
    try {
      await frame.waitForFunction(() => {
        const aim = document.querySelector<HTMLElement>('[data-slot=frame-confirm]')!.dataset.aim
        return aim === undefined || aim === 'ready' || aim === 'aimed'
      })
    } catch (error) {
      throw new Error(
        `${String(error)}\nwhat the frame saw (the pointer moved to ${corner.x},${corner.y}): ${JSON.stringify(await frame.evaluate(pointerReport), null, 1)}`,
      )
    }
    await page.mouseClick(centre.x, centre.y)
  }

  /** The click was taken: the frame left its confirm state; it must be for the secure window (not 'working': signing). */
  async function handedOff(): Promise<void> {
    await frame.waitForFunction(() => document.querySelector<HTMLElement>('[data-slot=frame-confirm]')!.dataset.state !== 'confirm')
    expect(await cardState()).toBe('window')
  }

  beforeAll(async () => {
    frameOrigin = new URL(devnet.urls.frame).origin
    browser = await launchEngine(engine)
    page = await browser.newPage()
    const chain = devnet.evmChains[0]!
    await page.goto(
      `${host.url}/?frame=${encodeURIComponent(devnet.urls.frame)}&chain=${chain.chainId}&rpc=${encodeURIComponent(chain.rpcUrl)}`,
    )
    await page.waitForFunction(() => 'wk' in window)
    await page.evaluate(() => window.wk.ready)
    frame = await page.frame(devnet.urls.frame)
    const email = `clickjack-${engine}-${Date.now()}@walletkit.dev`
    await page.evaluate((e) => window.wk.auth.connectEmail(e), email)
    const code = await latestCode(devnet, email)
    address = (await page.evaluate((otp) => window.wk.auth.connectOtp(otp), code)).address
    await frame.evaluate(recordPointer)
  })

  afterAll(async () => {
    await browser?.close()
  })

  test('behavior: the browser has no IntersectionObserver v2: the frame offers the secure window instead of deciding', async () => {
    expect(await frame.evaluate(() => 'isVisible' in IntersectionObserverEntry.prototype)).toBe(false)
  })

  test('behavior: a frame at opacity 0 takes the aimed click but signs nothing', async () => {
    const id = `opacity-${++serial}`
    await showArmed(id, 'opacity zero')
    await page.evaluate(() => void (document.getElementById('w3m-iframe')!.style.opacity = '0'))
    await aimedClick()
    await handedOff()
    await abort(`abort-${id}`)
    expect(await replyTo(id)).toEqual({ type: '@w3m-frame/RPC_REQUEST_ERROR', id, payload: { message: 'Request was aborted' } })
    await page.evaluate(() => {
      document.getElementById('w3m-iframe')!.style.opacity = ''
      window.wk.auth.frame.hide()
    })
  })

  test('behavior: a frame under a white look-alike (pointer-events none) takes the aimed click but signs nothing', async () => {
    const id = `cover-${++serial}`
    await showArmed(id, 'covered')
    await page.evaluate((r) => {
      const cover = document.createElement('div')
      cover.id = 'cover'
      cover.textContent = 'Claim your reward'
      Object.assign(cover.style, {
        position: 'fixed',
        top: `${r.top}px`,
        left: `${r.left}px`,
        width: `${r.width}px`,
        height: `${r.height}px`,
        zIndex: '2147483647',
        background: 'white',
        pointerEvents: 'none',
      })
      document.body.appendChild(cover)
    }, box)
    await aimedClick()
    await handedOff()
    await abort(`abort-${id}`)
    expect(await replyTo(id)).toEqual({ type: '@w3m-frame/RPC_REQUEST_ERROR', id, payload: { message: 'Request was aborted' } })
    await page.evaluate(() => {
      document.getElementById('cover')!.remove()
      window.wk.auth.frame.hide()
    })
  })

  test('behavior: an armed frame moved under a resting pointer by the first half of a double click does not take the second', async () => {
    const id = `moved-${++serial}`
    await showArmed(id, 'moved')
    const { centre } = await approveAt()
    const pointer = { x: centre.x + 420, y: centre.y }
    await page.mouseMove(pointer.x, pointer.y)
    await page.evaluate((r) => document.addEventListener('mousedown', () => window.wk.auth.frame.reveal(r), { once: true }), {
      ...box,
      left: box.left + 420,
    })
    await page.mouseClick(pointer.x, pointer.y, { clickCount: 2 })
    // Still asking (neither signing nor handed to the window), though the second click landed on
    // Approve: the frame is where the pointer is.
    expect(await cardState()).toBe('confirm')
    expect(Math.abs((await approveAt()).centre.x - pointer.x)).toBeLessThan(2)
    await abort(`abort-${id}`)
    expect(await replyTo(id)).toEqual({ type: '@w3m-frame/RPC_REQUEST_ERROR', id, payload: { message: 'Request was aborted' } })
    await page.evaluate(() => window.wk.auth.frame.hide())
  })

  test('behavior (control): a visible frame takes the same aimed click and hands the decision to the secure window', async () => {
    const id = `visible-${++serial}`
    await showArmed(id, 'visible')
    expect(await frame.evaluate(() => document.querySelector('[data-slot=frame-confirm-approve]')!.textContent)).toBe('Open to approve')
    mkdirSync(artifacts, { recursive: true })
    writeFileSync(join(artifacts, `frame-confirm-${engine}.png`), await page.screenshot())
    await aimedClick()
    await handedOff()
    // The window opened on the secure origin, found the frame as its opener and was sent the request.
    await frame.waitForFunction(() => document.querySelector<HTMLElement>('[data-slot=frame-confirm]')!.dataset.window === 'shown')
    // The app switches language meanwhile (issue 27): the rows behind the hint follow, still handed off.
    await page.evaluate(() =>
      (document.getElementById('w3m-iframe') as HTMLIFrameElement).contentWindow!.postMessage(
        { type: '@w3m-app/SYNC_DAPP_DATA', id: 'locale-de', payload: { projectId: 'e2e', locale: 'de' } },
        '*',
      ),
    )
    await frame.waitForFunction(() => document.documentElement.lang === 'de')
    expect(
      await frame.evaluate(() => ({
        state: document.querySelector<HTMLElement>('[data-slot=frame-confirm]')!.dataset.state,
        label: document.querySelector('[data-slot=frame-confirm-rows] dt')?.textContent,
        status: document.querySelector('[data-slot=frame-confirm-status]')?.textContent,
      })),
    ).toEqual({ state: 'window', label: 'Nachricht', status: 'Antworte im sicheren Fenster, das sich geöffnet hat.' })
    await abort(`abort-${id}`)
    expect(await replyTo(id)).toEqual({ type: '@w3m-frame/RPC_REQUEST_ERROR', id, payload: { message: 'Request was aborted' } })
    await page.evaluate(() => window.wk.auth.frame.hide())
  })
})
