// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { warmDialogLayout } from '@/registry/components/modal/warm-dialog-layout'

afterEach(() => {
  document.body.innerHTML = ''
})

// Idle callbacks run when the test says so, in order.
function idleWindow() {
  const queue: Array<() => void> = []
  return {
    target: {
      setTimeout: window.setTimeout.bind(window),
      requestIdleCallback: ((run: () => void) => queue.push(run)) as unknown as Window['requestIdleCallback'],
    },
    runIdle: () => queue.shift()?.(),
    pending: () => queue.length,
  }
}

function hiddenRoot(): HTMLElement {
  const root = document.createElement('div')
  root.dataset.slot = 'modal-root'
  root.style.setProperty('display', 'none', 'important')
  root.innerHTML = '<div role="dialog" id="dialog"><button type="button">Close</button></div>'
  document.body.appendChild(root)
  return root
}

describe('warmDialogLayout', () => {
  test('default: in an idle period a laid-out, invisible, inert copy is added and removed in the same task', () => {
    const root = hiddenRoot()
    const idle = idleWindow()
    const added: HTMLElement[] = []
    const observer = new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach((n) => added.push(n as HTMLElement))))
    observer.observe(document.body, { childList: true })
    warmDialogLayout(() => root, idle.target)
    expect(added).toHaveLength(0)
    idle.runIdle()
    observer.takeRecords().forEach((r) => r.addedNodes.forEach((n) => added.push(n as HTMLElement)))
    observer.disconnect()
    const copy = added[0]!
    expect(copy).not.toBe(root)
    expect(copy.style.getPropertyValue('display')).toBe('block')
    expect(copy.style.getPropertyValue('visibility')).toBe('hidden')
    expect(copy.getAttribute('aria-hidden')).toBe('true')
    expect(copy.hasAttribute('inert')).toBe(true)
    expect(copy.isConnected).toBe(false)
    expect(document.querySelectorAll('#dialog')).toHaveLength(1)
    expect(root.style.getPropertyValue('display')).toBe('none')
  })

  test('behavior: looks again in later idle periods until the hidden dialog is there, then stops', () => {
    const idle = idleWindow()
    let root: HTMLElement | null = null
    warmDialogLayout(() => root, idle.target)
    idle.runIdle()
    expect(idle.pending()).toBe(1)
    root = hiddenRoot()
    idle.runIdle()
    expect(idle.pending()).toBe(0)
  })

  test('behavior: cancelled before the idle period, it copies nothing', () => {
    const root = hiddenRoot()
    const idle = idleWindow()
    let looked = 0
    const cancel = warmDialogLayout(() => {
      looked += 1
      return root
    }, idle.target)
    cancel()
    idle.runIdle()
    expect(looked).toBe(0)
  })
})
