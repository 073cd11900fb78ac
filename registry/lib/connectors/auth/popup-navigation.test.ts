import { describe, expect, test, vi } from 'vitest'
import { popupCommitted, sendPopupToProvider } from '@/registry/lib/connectors/auth/popup-navigation'

/**
 * A popup on its initial blank page until `commit()`, then on a cross-origin page (its location
 * unreadable); `hrefs` records where the app sent it.
 */
function fakePopup() {
  let committed = false
  const hrefs: string[] = []
  const popup = {
    closed: false,
    location: {
      get href(): string {
        if (committed) throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError')
        return 'about:blank'
      },
      set href(next: string) {
        hrefs.push(next)
      },
    },
  }
  return { popup: popup as unknown as Window, hrefs, commit: () => void (committed = true), close: () => void (popup.closed = true) }
}

describe('popupCommitted', () => {
  test('behavior: waits while the popup holds its blank page and resolves once the cross-origin page is in', async () => {
    vi.useFakeTimers()
    try {
      const { popup, commit } = fakePopup()
      let done = false
      void popupCommitted(popup).then(() => void (done = true))
      await vi.advanceTimersByTimeAsync(1_000)
      expect(done).toBe(false)
      commit()
      await vi.advanceTimersByTimeAsync(20)
      expect(done).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  test('edge: a closed popup ends the wait, and one that never leaves its blank page is let go after 5 s', async () => {
    vi.useFakeTimers()
    try {
      const closing = fakePopup()
      let closedDone = false
      void popupCommitted(closing.popup).then(() => void (closedDone = true))
      closing.close()
      await vi.advanceTimersByTimeAsync(20)
      expect(closedDone).toBe(true)

      const stuck = fakePopup()
      let stuckDone = false
      void popupCommitted(stuck.popup).then(() => void (stuckDone = true))
      await vi.advanceTimersByTimeAsync(4_900)
      expect(stuckDone).toBe(false)
      await vi.advanceTimersByTimeAsync(200)
      expect(stuckDone).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  test('behavior: sendPopupToProvider sets the provider page only once the popup left its blank page, though the uri came first', async () => {
    vi.useFakeTimers()
    try {
      const { popup, hrefs, commit } = fakePopup()
      const sent = sendPopupToProvider(popup, Promise.resolve({ uri: 'http://localhost:8788/social/github/authorize' }))
      await vi.advanceTimersByTimeAsync(1_000)
      expect(hrefs).toEqual([])
      commit()
      await vi.advanceTimersByTimeAsync(20)
      await sent
      expect(hrefs).toEqual(['http://localhost:8788/social/github/authorize'])
    } finally {
      vi.useRealTimers()
    }
  })
})
