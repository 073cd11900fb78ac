// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import type { AuthConnector } from '@/registry/lib/connectors/auth/create-auth-connector'
import { createApprovalFlow } from '@/registry/lib/state/embedded/approval-flow'
import { approvalSlotHeight, approvalViewportHeight, watchApprovalFrameHeight } from '@/registry/lib/state/embedded/approval-frame'
import type { EmbeddedWallet } from '@/registry/lib/state/embedded/embedded-wallet-state'

/** An embedded wallet whose connector has (or has not) loaded a frame on `origin`. */
function walletWith(frame: { iframe?: HTMLIFrameElement; origin?: string } | undefined): EmbeddedWallet {
  const connector = frame === undefined ? undefined : ({ frame } as unknown as AuthConnector)
  return {
    load: () => Promise.reject(new Error('not in this test')),
    loadState: undefined as never,
    retry: () => {},
    loaded: () => connector,
    approvals: createApprovalFlow(),
  }
}

function post(data: unknown, origin: string, source: unknown): void {
  const event = new MessageEvent('message', { data, origin })
  Object.defineProperty(event, 'source', { value: source })
  window.dispatchEvent(event)
}

const height = (value: unknown) => ({ type: '@w3m-frame/FRAME_HEIGHT', payload: { height: value } })

describe('approvalSlotHeight', () => {
  test('default: 380 px until the frame says what it needs, within the window', () => {
    expect(approvalSlotHeight(undefined, 900)).toBe(380)
    expect(approvalSlotHeight(520, 900)).toBe(520)
    expect(approvalSlotHeight(900, 600)).toBe(576)
  })
})

describe('watchApprovalFrameHeight', () => {
  test("behavior: the loaded frame's FRAME_HEIGHT from its own window and origin reaches the caller until stopped", () => {
    const frameWindow = {}
    const iframe = { contentWindow: frameWindow, ownerDocument: document } as unknown as HTMLIFrameElement
    const heights: number[] = []
    const stop = watchApprovalFrameHeight(walletWith({ iframe, origin: 'https://secure.example' }), (h) => heights.push(h))
    post(height(480), 'https://secure.example', frameWindow)
    post(height(999), 'https://evil.example', frameWindow)
    post(height(998), 'https://secure.example', window)
    stop()
    post(height(500), 'https://secure.example', frameWindow)
    expect(heights).toEqual([480])
  })

  test('edge: nothing is watched before the connector or its frame has loaded', () => {
    const heights: number[] = []
    const stops = [
      watchApprovalFrameHeight(walletWith(undefined), (h) => heights.push(h)),
      watchApprovalFrameHeight(walletWith({ origin: 'https://secure.example' }), (h) => heights.push(h)),
    ]
    post(height(480), 'https://secure.example', null)
    for (const stop of stops) stop()
    expect(heights).toEqual([])
  })
})

describe('approvalViewportHeight', () => {
  test("behavior: inside a dialog that scrolls within a maximum height, that height; elsewhere the window's", () => {
    const dialog = document.createElement('div')
    dialog.setAttribute('role', 'dialog')
    dialog.style.maxHeight = '412px'
    const slot = document.createElement('div')
    dialog.append(slot)
    const loose = document.createElement('div')
    document.body.append(dialog, loose)
    try {
      expect(approvalViewportHeight(slot)).toBe(Math.min(412, window.innerHeight))
      expect(approvalViewportHeight(loose)).toBe(window.innerHeight)
      expect(approvalViewportHeight(null)).toBe(window.innerHeight)
      dialog.style.maxHeight = 'none'
      expect(approvalViewportHeight(slot)).toBe(window.innerHeight)
    } finally {
      dialog.remove()
      loose.remove()
    }
  })
})
