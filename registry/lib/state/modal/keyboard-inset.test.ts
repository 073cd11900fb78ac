import { describe, expect, test } from 'vitest'
import { keyboardInset, watchKeyboardInset } from './keyboard-inset'

describe('keyboardInset', () => {
  test('default: no keyboard, no inset', () => {
    expect(keyboardInset(844, { height: 844, offsetTop: 0 })).toBe(0)
  })

  test('behavior: a keyboard covering the bottom 336 px gives 336, less what the page scrolled the visual viewport by', () => {
    expect(keyboardInset(844, { height: 508, offsetTop: 0 })).toBe(336)
    expect(keyboardInset(844, { height: 508, offsetTop: 100 })).toBe(236)
  })

  test('behavior: never negative (a visual viewport taller than the layout one after a zoom out)', () => {
    expect(keyboardInset(800, { height: 820.4, offsetTop: 0 })).toBe(0)
  })
})

/** A frame clock for watchKeyboardInset: `frames()` is the window's rAF pair, `frames.next()` runs what waits for the next frame. */
const waiting = new Map<number, FrameRequestCallback>()
let lastFrameId = 0
const frames = Object.assign(
  () => ({
    requestAnimationFrame: (callback: FrameRequestCallback) => (waiting.set(++lastFrameId, callback), lastFrameId),
    cancelAnimationFrame: (id: number) => void waiting.delete(id),
  }),
  {
    next: () => {
      const due = [...waiting.values()]
      waiting.clear()
      for (const callback of due) callback(0)
    },
  },
)

describe('watchKeyboardInset', () => {
  test('behavior: sets the variable only while a keyboard covers the page, writes only changes, removes it and its listeners on stop', () => {
    const properties = new Map<string, string>()
    let writes = 0
    const style = {
      setProperty: (name: string, value: string) => void (writes++, properties.set(name, value)),
      removeProperty: (name: string) => (writes++, properties.delete(name), ''),
    }
    const events = new EventTarget()
    const viewport = Object.assign(events, { height: 844, offsetTop: 0 })
    const stop = watchKeyboardInset({ style }, { innerHeight: 844, visualViewport: viewport, ...frames() })
    // No keyboard: nothing written (the open would restyle the whole modal for a 0 the CSS already falls back to).
    frames.next()
    expect(writes).toBe(0)
    viewport.height = 500
    viewport.dispatchEvent(new Event('resize'))
    expect(properties.get('--wk-keyboard-inset')).toBe('344px')
    viewport.dispatchEvent(new Event('scroll'))
    expect(writes).toBe(1)
    viewport.height = 844
    viewport.dispatchEvent(new Event('resize'))
    expect(properties.has('--wk-keyboard-inset')).toBe(false)
    viewport.height = 500
    viewport.dispatchEvent(new Event('resize'))
    expect(properties.get('--wk-keyboard-inset')).toBe('344px')
    stop()
    expect(properties.has('--wk-keyboard-inset')).toBe(false)
    viewport.height = 400
    viewport.dispatchEvent(new Event('resize'))
    expect(properties.has('--wk-keyboard-inset')).toBe(false)
  })

  test('behavior: a keyboard already open is measured at the next frame, not during the open; a stop before it measures nothing', () => {
    const properties = new Map<string, string>()
    const style = { setProperty: (name: string, value: string) => void properties.set(name, value), removeProperty: () => '' }
    const viewport = Object.assign(new EventTarget(), { height: 500, offsetTop: 0 })
    const stop = watchKeyboardInset({ style }, { innerHeight: 844, visualViewport: viewport, ...frames() })
    expect(properties.size).toBe(0)
    frames.next()
    expect(properties.get('--wk-keyboard-inset')).toBe('344px')
    stop()
    properties.clear()
    watchKeyboardInset({ style }, { innerHeight: 844, visualViewport: viewport, ...frames() })()
    frames.next()
    expect(properties.size).toBe(0)
  })

  test('behavior: without a visual viewport (old browsers, server) nothing is set', () => {
    const properties = new Map<string, string>()
    const style = { setProperty: (name: string, value: string) => void properties.set(name, value), removeProperty: () => '' }
    watchKeyboardInset({ style }, { innerHeight: 844, visualViewport: null, ...frames() })()
    frames.next()
    expect(properties.size).toBe(0)
  })
})
