// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { createFramePlacement, frameSlotHeight, watchFrameHeight } from '@/registry/lib/frame/frame-placement'

function hiddenIframe() {
  const iframe = document.createElement('iframe')
  iframe.style.display = 'none'
  iframe.style.position = 'fixed'
  document.body.appendChild(iframe)
  return iframe
}

describe('createFramePlacement', () => {
  test('parameters: rect', () => {
    const iframe = hiddenIframe()
    const placement = createFramePlacement(iframe)
    expect(placement.revealed).toBe(false)
    placement.reveal({ top: 10, left: 20, width: 360, height: 400 })
    expect(placement.revealed).toBe(true)
    expect([iframe.style.display, iframe.style.top, iframe.style.left, iframe.style.width, iframe.style.height]).toEqual([
      'block',
      '10px',
      '20px',
      '360px',
      '400px',
    ])
    // Clickable even under a modal that sets pointer-events: none on <body>.
    expect(iframe.style.pointerEvents).toBe('auto')
    placement.hide()
    expect(iframe.style.display).toBe('none')
  })

  test('parameters: element', () => {
    const iframe = hiddenIframe()
    const container = document.createElement('div')
    document.body.appendChild(container)
    let box = { top: 5, left: 6, width: 100, height: 50 }
    container.getBoundingClientRect = () => ({ ...box, right: 0, bottom: 0, x: 0, y: 0, toJSON: () => box }) as DOMRect
    const placement = createFramePlacement(iframe)
    placement.reveal(container)
    expect([iframe.style.top, iframe.style.width]).toEqual(['5px', '100px'])
    box = { top: 50, left: 6, width: 200, height: 50 }
    window.dispatchEvent(new Event('resize'))
    expect([iframe.style.top, iframe.style.width]).toEqual(['50px', '200px'])
    placement.hide()
    box = { top: 99, left: 6, width: 1, height: 1 }
    window.dispatchEvent(new Event('resize'))
    expect([iframe.style.display, iframe.style.top]).toEqual(['none', '50px'])
  })

  test('behavior: while revealed the frame is not aria-hidden or inert (a modal dialog marks everything outside itself); hidden, it is left alone', async () => {
    const iframe = hiddenIframe()
    iframe.setAttribute('aria-hidden', 'true')
    const container = document.createElement('div')
    document.body.appendChild(container)
    const placement = createFramePlacement(iframe)
    placement.reveal(container)
    expect(iframe.hasAttribute('aria-hidden')).toBe(false)
    // A dialog that opens (or re-marks its outside) after the reveal.
    iframe.setAttribute('inert', '')
    iframe.setAttribute('aria-hidden', 'true')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect([iframe.hasAttribute('inert'), iframe.hasAttribute('aria-hidden')]).toEqual([false, false])
    placement.hide()
    iframe.setAttribute('aria-hidden', 'true')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(iframe.getAttribute('aria-hidden')).toBe('true')
  })

  test('behavior: over an element it follows moves that only an ancestor causes (a centred dialog easing its height)', () => {
    const iframe = hiddenIframe()
    const card = document.createElement('div')
    const container = document.createElement('div')
    card.appendChild(container)
    document.body.appendChild(card)
    let box = { top: 5, left: 6, width: 100, height: 50 }
    container.getBoundingClientRect = () => ({ ...box, right: 0, bottom: 0, x: 0, y: 0, toJSON: () => box }) as DOMRect
    const placement = createFramePlacement(iframe)
    placement.reveal(container)
    box = { top: 80, left: 6, width: 100, height: 50 }
    // The end of the card's height transition moves the box without resizing it.
    card.dispatchEvent(new Event('transitionend', { bubbles: true }))
    expect(iframe.style.top).toBe('80px')
    placement.hide()
  })
})

describe('frameSlotHeight', () => {
  test('default: the height the frame asked for, within the window', () => {
    expect(frameSlotHeight(520, 900, 380)).toBe(520)
    expect(frameSlotHeight(undefined, 900, 380)).toBe(380)
  })

  test('behavior: a short window caps the box so the whole card fits (the frame scrolls its details); a small ask gets the minimum', () => {
    expect(frameSlotHeight(900, 600, 380)).toBe(576)
    expect(frameSlotHeight(120, 900, 380)).toBe(320)
    expect(frameSlotHeight(900, 10, 380)).toBe(0)
  })
})

describe('watchFrameHeight', () => {
  test("behavior: only FRAME_HEIGHT from the iframe's window on its origin counts", () => {
    // A stand-in for the iframe's window (happy-dom loads no iframe page).
    const frameWindow = {}
    const iframe = { contentWindow: frameWindow, ownerDocument: document } as unknown as HTMLIFrameElement
    const heights: number[] = []
    const stop = watchFrameHeight(iframe, 'https://secure.example', (height) => heights.push(height))
    const post = (data: unknown, origin: string, source: unknown) => {
      const event = new MessageEvent('message', { data, origin })
      Object.defineProperty(event, 'source', { value: source })
      window.dispatchEvent(event)
    }
    post({ type: '@w3m-frame/FRAME_HEIGHT', payload: { height: 480 } }, 'https://secure.example', frameWindow)
    post({ type: '@w3m-frame/FRAME_HEIGHT', payload: { height: 999 } }, 'https://evil.example', frameWindow)
    post({ type: '@w3m-frame/FRAME_HEIGHT', payload: { height: 998 } }, 'https://secure.example', window)
    post({ type: '@w3m-frame/FRAME_HEIGHT', payload: { height: 'tall' } }, 'https://secure.example', frameWindow)
    stop()
    post({ type: '@w3m-frame/FRAME_HEIGHT', payload: { height: 500 } }, 'https://secure.example', frameWindow)
    expect(heights).toEqual([480])
  })
})
