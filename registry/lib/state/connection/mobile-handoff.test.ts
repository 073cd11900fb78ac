import { describe, expect, test } from 'vitest'
import type { CatalogueWallet } from '@/registry/lib/connectors/external'
import type { PlatformDetector, PlatformOs } from '@/registry/lib/state/embedded/social-platform'
import { createMemoryStorage } from '@/registry/lib/storage/memory-storage'
import { createSafeStorage } from '@/registry/lib/storage/safe-storage'
import { createMobileHandoff, requestLink, storeLinksFor, toHandoffWallet } from './mobile-handoff'

const aurora: CatalogueWallet = {
  id: 'aurora',
  name: 'Aurora Wallet',
  mobile_link: 'aurorawallet://',
  app_store: 'https://apps.apple.com/app/aurorawallet',
  play_store: 'https://play.google.com/store/apps/details?id=com.aurorawallet',
}
const uri = 'wc:abc@2?relay-protocol=irn&symKey=1'
const platform = (mobile: boolean, os: PlatformOs = 'ios'): PlatformDetector => ({
  isTelegram: () => false,
  os: () => os,
  isMobile: () => mobile,
})

function setup(mobile = true, os: PlatformOs = 'ios') {
  const opened: string[] = []
  const page = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState }
  page.visibilityState = 'visible'
  const handoff = createMobileHandoff({ platform: platform(mobile, os), navigate: (href) => opened.push(href), document: page })
  const setVisibility = (state: DocumentVisibilityState) => {
    page.visibilityState = state
    page.dispatchEvent(new Event('visibilitychange'))
  }
  return { handoff, opened, setVisibility }
}

describe('createMobileHandoff', () => {
  test('default: on a phone the chosen wallet opens with the pairing URI as soon as it exists, once per URI', () => {
    const { handoff, opened } = setup()
    handoff.pairingUriReady(aurora, uri)
    handoff.pairingUriReady(aurora, uri)
    expect(opened).toEqual([`aurorawallet://wc?uri=${encodeURIComponent(uri)}`])
    // A refreshed URI (the old pairing expired) is handed over again.
    handoff.pairingUriReady(aurora, 'wc:def@2?relay-protocol=irn&symKey=2')
    expect(opened).toHaveLength(2)
  })

  test('behavior: a desktop opens nothing, ever', () => {
    const { handoff, opened } = setup(false)
    handoff.pairingUriReady(aurora, uri)
    handoff.walletRequestSent()
    handoff.openAgain()
    expect(opened).toEqual([])
    expect(handoff.isActive()).toBe(false)
  })

  test('behavior: WalletConnect itself (no wallet chosen) or a wallet without a mobile link opens nothing', () => {
    const { handoff, opened } = setup()
    handoff.pairingUriReady(undefined, uri)
    handoff.pairingUriReady({ id: 'x', name: 'X', mobile_link: null }, uri)
    expect(opened).toEqual([])
  })

  test('behavior: "Open" opens the same deep link again (a blocked navigation)', () => {
    const { handoff, opened } = setup()
    handoff.openAgain()
    expect(opened).toEqual([])
    handoff.pairingUriReady(aurora, uri)
    handoff.openAgain()
    expect(opened).toEqual([opened[0], opened[0]])
  })

  test('behavior: a later request to the session brings the wallet app that holds it to the front; after the session ends, nothing', () => {
    const { handoff, opened } = setup()
    handoff.walletRequestSent()
    expect(opened).toEqual([])
    handoff.pairingUriReady(aurora, uri)
    handoff.walletRequestSent()
    expect(opened[1]).toBe('aurorawallet://wc')
    handoff.reset()
    handoff.walletRequestSent()
    expect(opened).toHaveLength(2)
  })

  test('behavior: coming back to the page after the hand-off marks the pairing as returned (the waiting view); a new hand-off clears it', () => {
    const { handoff, setVisibility } = setup()
    setVisibility('hidden')
    setVisibility('visible')
    expect(handoff.store.getState().returned).toBe(false)
    handoff.pairingUriReady(aurora, uri)
    setVisibility('hidden')
    expect(handoff.store.getState().returned).toBe(false)
    setVisibility('visible')
    expect(handoff.store.getState().returned).toBe(true)
    handoff.openAgain()
    expect(handoff.store.getState().returned).toBe(false)
  })
})

describe('createMobileHandoff with storage', () => {
  test('behavior: the wallet that holds the session survives a reload (a new hand-off over the same storage) until the session ends', () => {
    const memory = createMemoryStorage()
    const storage = createSafeStorage(() => memory)
    const opened: string[] = []
    const first = createMobileHandoff({ platform: platform(true), navigate: (href) => opened.push(href), storage })
    first.pairingUriReady(aurora, uri)
    const reloaded = createMobileHandoff({ platform: platform(true), navigate: (href) => opened.push(href), storage })
    reloaded.walletRequestSent()
    expect(opened.at(-1)).toBe('aurorawallet://wc')
    reloaded.reset()
    const afterEnd = createMobileHandoff({ platform: platform(true), navigate: (href) => opened.push(href), storage })
    afterEnd.walletRequestSent()
    expect(opened).toHaveLength(2)
  })
})

describe('toHandoffWallet', () => {
  test('behavior: a mobile link that would run code in the page is never opened', () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,x', ' JAVASCRIPT:alert(1)', 'file:///etc/passwd']) {
      expect(toHandoffWallet({ ...aurora, mobile_link: link })).toBeUndefined()
    }
    expect(toHandoffWallet({ ...aurora, mobile_link: 'https://aurora.app.link' })?.mobileLink).toBe('https://aurora.app.link')
  })
})

describe('storeLinksFor', () => {
  const wallet = toHandoffWallet(aurora)!
  test('default: iOS gets the App Store, Android Play, anything else both', () => {
    expect(storeLinksFor(wallet, 'ios')).toEqual([{ store: 'appStore', href: aurora.app_store }])
    expect(storeLinksFor(wallet, 'android')).toEqual([{ store: 'playStore', href: aurora.play_store }])
    expect(storeLinksFor(wallet, 'other').map((link) => link.store)).toEqual(['appStore', 'playStore'])
  })

  test('behavior: a system whose store the wallet lacks gets what there is', () => {
    expect(storeLinksFor({ ...wallet, appStore: undefined }, 'ios')).toEqual([{ store: 'playStore', href: aurora.play_store }])
    expect(storeLinksFor({ ...wallet, appStore: undefined, playStore: undefined }, 'ios')).toEqual([])
  })
})

describe('requestLink', () => {
  test('default: the wallet link without a URI, for a scheme or a universal link', () => {
    expect(requestLink(toHandoffWallet(aurora)!)).toBe('aurorawallet://wc')
    expect(requestLink(toHandoffWallet({ ...aurora, mobile_link: 'https://aurora.app.link' })!)).toBe('https://aurora.app.link/wc')
  })
})
