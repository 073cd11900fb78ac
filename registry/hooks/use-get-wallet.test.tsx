// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { useGetWallet } from '@/registry/hooks/use-get-wallet'
import type { PlatformDetector, PlatformOs } from '@/registry/lib/state/embedded/social-platform'

afterEach(cleanup)

const platform = (os: PlatformOs): PlatformDetector => ({
  isTelegram: () => false,
  os: () => os,
  isMobile: () => os === 'ios' || os === 'android',
})
const aurora = {
  id: 'aurora',
  name: 'Aurora Wallet',
  mobile_link: 'aurorawallet://',
  app_store: 'https://apps.example/aurora',
  play_store: 'https://play.example/aurora',
}

describe('useGetWallet', () => {
  test('behavior: follows the catalogue lists and the phone system of the kit', () => {
    const { result, kit } = renderKitHook(() => useGetWallet(), { props: { platform: platform('android') } })
    expect(result.current.wallets).toEqual([])
    act(() => kit.connectors.setRecommended([aurora]))
    expect(result.current.wallets).toEqual([
      {
        id: 'aurora',
        name: 'Aurora Wallet',
        imageUrl: undefined,
        storeLinks: [{ store: 'playStore', href: 'https://play.example/aurora' }],
        webapp: undefined,
      },
    ])
  })

  test('parameters: features (quickest start is e-mail, then social, else none)', () => {
    expect(renderKitHook(() => useGetWallet()).result.current.quickStart).toBe('email')
    expect(renderKitHook(() => useGetWallet(), { props: { features: { email: false } } }).result.current.quickStart).toBe('social')
    expect(
      renderKitHook(() => useGetWallet(), { props: { features: { email: false, socials: false } } }).result.current.quickStart,
    ).toBeUndefined()
  })

  test('behavior: startQuickly goes back to Connect and focuses the e-mail field once it is rendered', async () => {
    const { result, kit } = renderKitHook(() => useGetWallet())
    act(() => kit.router.push('GetWallet'))
    const root = document.createElement('div')
    document.body.append(root)
    act(() => result.current.startQuickly(root))
    expect(kit.router.store.getState()).toMatchObject({ view: 'Connect', history: ['Connect'] })
    root.innerHTML = '<div data-slot="connect-method" data-method="email"><input type="email" /></div>'
    await waitFor(() => expect(document.activeElement).toBe(root.querySelector('input')))
    root.remove()
  })
})
