// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup } from '@testing-library/react'
import { renderKitHook } from '@/registry/hooks/test/render-kit-hook'
import { useWalletConnectTarget } from '@/registry/hooks/use-walletconnect-target'

afterEach(cleanup)

describe('useWalletConnectTarget', () => {
  test('behavior: the picked catalogue wallet with deep links carrying the URI', () => {
    const uri = 'wc:abc@2?relay-protocol=irn&symKey=1'
    const { result, kit } = renderKitHook(() => useWalletConnectTarget(uri))
    const wallet = { id: 'w1', name: 'Mobile Wallet', mobile_link: 'mobilewallet://', webapp_link: 'https://app.example/' }
    act(() => kit.router.push('ConnectingWalletConnect', { wallet: { id: 'w1', name: 'Mobile Wallet' }, catalogueWallet: wallet }))
    expect(result.current.name).toBe('Mobile Wallet')
    expect(result.current.deepLinks.map((l) => l.target)).toEqual(['mobile', 'webapp'])
    for (const link of result.current.deepLinks) expect(link.href).toContain(encodeURIComponent(uri))
  })
  test('behavior: WalletConnect itself names no wallet and has no links', () => {
    const { result, kit } = renderKitHook(() => useWalletConnectTarget('wc:x@2'))
    act(() => kit.router.push('ConnectingWalletConnect', { wallet: { id: 'walletConnect', name: 'WalletConnect' } }))
    expect(result.current).toMatchObject({ name: undefined, deepLinks: [] })
  })
})
