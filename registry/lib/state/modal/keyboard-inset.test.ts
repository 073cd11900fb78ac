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

describe('watchKeyboardInset', () => {
  test('behavior: sets the variable, follows resize, removes it and its listeners on stop', () => {
    const properties = new Map<string, string>()
    const style = {
      setProperty: (name: string, value: string) => void properties.set(name, value),
      removeProperty: (name: string) => (properties.delete(name), ''),
    }
    const events = new EventTarget()
    const viewport = Object.assign(events, { height: 844, offsetTop: 0 })
    const stop = watchKeyboardInset({ style }, { innerHeight: 844, visualViewport: viewport })
    expect(properties.get('--wk-keyboard-inset')).toBe('0px')
    viewport.height = 500
    viewport.dispatchEvent(new Event('resize'))
    expect(properties.get('--wk-keyboard-inset')).toBe('344px')
    stop()
    expect(properties.has('--wk-keyboard-inset')).toBe(false)
    viewport.height = 400
    viewport.dispatchEvent(new Event('resize'))
    expect(properties.has('--wk-keyboard-inset')).toBe(false)
  })

  test('behavior: without a visual viewport (old browsers, server) nothing is set', () => {
    const properties = new Map<string, string>()
    const style = { setProperty: (name: string, value: string) => void properties.set(name, value), removeProperty: () => '' }
    watchKeyboardInset({ style }, { innerHeight: 844, visualViewport: null })()
    expect(properties.size).toBe(0)
  })
})
