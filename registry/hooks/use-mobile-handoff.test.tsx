// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { useMobileHandoff } from '@/registry/hooks/use-mobile-handoff'
import type { PlatformDetector } from '@/registry/lib/state/embedded/social-platform'

afterEach(cleanup)

const wallet = {
  id: 'aurora',
  name: 'Aurora Wallet',
  mobile_link: 'aurorawallet://',
  app_store: 'https://apps.apple.com/app/aurora',
  play_store: 'https://play.google.com/store/apps/details?id=aurora',
}
const desktop: PlatformDetector = { isTelegram: () => false, os: () => 'other', isMobile: () => false }
const iphone: PlatformDetector = { isTelegram: () => false, os: () => 'ios', isMobile: () => true }

describe('useMobileHandoff', () => {
  test('default: on a desktop nothing is handed off and nothing is opened', () => {
    const { result } = renderKitHook(() => useMobileHandoff(wallet, 'wc:abc@2'), { props: { platform: desktop } })
    expect(result.current).toMatchObject({ active: false, opened: false })
  })

  test('behavior: on an iPhone the wallet is named with its App Store link only', () => {
    const { result } = renderKitHook(() => useMobileHandoff(wallet, undefined), { props: { platform: iphone } })
    expect(result.current.active).toBe(true)
    expect(result.current.wallet?.name).toBe('Aurora Wallet')
    expect(result.current.storeLinks).toEqual([{ store: 'appStore', href: 'https://apps.apple.com/app/aurora' }])
  })
})
