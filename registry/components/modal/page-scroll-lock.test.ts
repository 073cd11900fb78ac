// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { lockPageScroll } from '@/registry/components/modal/page-scroll-lock'

// A window `innerWidth` wide whose root element's box is `clientWidth` wide (the rest is a classic scrollbar).
function pageWith(innerWidth: number, clientWidth: number) {
  const root = document.createElement('html')
  Object.defineProperty(root, 'clientWidth', { value: clientWidth })
  document.body.append(root)
  return { documentElement: root, defaultView: { innerWidth, getComputedStyle: (el: Element) => getComputedStyle(el) } }
}

afterEach(() => {
  document.body.replaceChildren()
})

describe('lockPageScroll', () => {
  test('behavior: hides the root overflow over any host rule, and puts the inline style back on unlock', () => {
    const page = pageWith(1024, 1024)
    page.documentElement.style.setProperty('overflow', 'auto')
    const unlock = lockPageScroll(page)
    expect(page.documentElement.style.getPropertyValue('overflow')).toBe('hidden')
    expect(page.documentElement.style.getPropertyPriority('overflow')).toBe('important')
    // No scrollbar to make up for: nothing else written.
    expect(page.documentElement.style.getPropertyValue('padding-right')).toBe('')
    unlock()
    expect(page.documentElement.style.getPropertyValue('overflow')).toBe('auto')
    expect(page.documentElement.style.getPropertyPriority('overflow')).toBe('')
  })

  test("behavior: a classic scrollbar's width is added to the root's right padding while locked, and removed after", () => {
    const page = pageWith(1024, 1009)
    page.documentElement.style.setProperty('padding-right', '4px')
    const unlock = lockPageScroll(page)
    expect(page.documentElement.style.getPropertyValue('padding-right')).toBe('19px')
    unlock()
    expect(page.documentElement.style.getPropertyValue('padding-right')).toBe('4px')
    expect(page.documentElement.style.getPropertyValue('overflow')).toBe('')
  })

  test('behavior: with two locks the page stays locked until both are released, and a release counts once', () => {
    const page = pageWith(1024, 1009)
    const first = lockPageScroll(page)
    const second = lockPageScroll(page)
    expect(page.documentElement.style.getPropertyValue('padding-right')).toBe('15px')
    first()
    first()
    expect(page.documentElement.style.getPropertyValue('overflow')).toBe('hidden')
    expect(page.documentElement.style.getPropertyValue('padding-right')).toBe('15px')
    second()
    expect(page.documentElement.style.getPropertyValue('overflow')).toBe('')
    expect(page.documentElement.style.getPropertyValue('padding-right')).toBe('')
  })

  test('behavior: nothing is written to <body>', () => {
    const page = pageWith(1024, 1009)
    const before = document.body.getAttributeNames().map((name) => [name, document.body.getAttribute(name)])
    const unlock = lockPageScroll(page)
    expect(document.body.getAttributeNames().map((name) => [name, document.body.getAttribute(name)])).toEqual(before)
    expect(document.head.querySelectorAll('style')).toHaveLength(0)
    unlock()
  })
})
