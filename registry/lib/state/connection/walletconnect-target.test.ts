import { describe, expect, test } from 'vitest'
import { walletConnectTarget } from '@/registry/lib/state/connection/walletconnect-target'

const wallet = {
  id: 'w1',
  name: 'Mobile Wallet',
  mobile_link: 'mobilewallet://',
  webapp_link: 'https://app.example/',
  desktop_link: 'javascript:alert(1)',
}

describe('walletConnectTarget', () => {
  test('default: the picked catalogue wallet, with its safe links carrying the URI', () => {
    const uri = 'wc:abc@2?relay-protocol=irn&symKey=1'
    const target = walletConnectTarget(
      { wallet: { id: 'w1', name: 'Mobile Wallet', imageUrl: 'https://img.example/w1.png' }, catalogueWallet: wallet },
      uri,
    )
    expect(target).toMatchObject({ name: 'Mobile Wallet', imageUrl: 'https://img.example/w1.png', catalogueWallet: wallet })
    expect(target.deepLinks.map((link) => link.target)).toEqual(['mobile', 'webapp'])
    for (const link of target.deepLinks) expect(link.href).toContain(encodeURIComponent(uri))
  })

  test('behavior: no URI yet, no links; WalletConnect itself names no wallet; route data that is not a catalogue wallet is ignored', () => {
    expect(walletConnectTarget({ wallet: { id: 'w1', name: 'Mobile Wallet' }, catalogueWallet: wallet }, undefined).deepLinks).toEqual([])
    expect(walletConnectTarget({ wallet: { id: 'walletConnect', name: 'WalletConnect' } }, 'wc:x@2')).toMatchObject({
      name: undefined,
      deepLinks: [],
    })
    expect(walletConnectTarget({ catalogueWallet: 'w1' } as never, 'wc:x@2')).toMatchObject({ catalogueWallet: undefined, deepLinks: [] })
    expect(walletConnectTarget(undefined, 'wc:x@2')).toEqual({
      name: undefined,
      imageUrl: undefined,
      deepLinks: [],
      catalogueWallet: undefined,
    })
  })
})
