// @vitest-environment happy-dom

import * as React from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ConnectView } from '@/registry/components/connect-view'
import { createTestConnector, renderWithKit } from '@/registry/components/test/kit'
import { installedLocales } from '@/registry/lib/i18n/installed-locales'
import { WALLET_LISTS_WAIT_MS } from '@/registry/lib/state/wallets/connectors-store'

afterEach(cleanup)

const installed = { EmailLogin: () => <p>email login</p>, SocialLogin: () => <p>social login</p> }
const methodOrder = () => [...document.querySelectorAll('[data-slot="connect-method"]')].map((el) => el.getAttribute('data-method'))
const sectionOrder = () => [...document.querySelectorAll('[data-slot="wallet-section"]')].map((el) => el.getAttribute('data-section'))

describe('ConnectView', () => {
  test('default', () => {
    renderWithKit(<ConnectView installed={installed} />)
    expect(screen.getByText('All Wallets')).toBeTruthy()
  })

  test('behavior: while wallets are still arriving the view holds (no target to click), then shows them all at once', async () => {
    const { kit } = renderWithKit(<ConnectView installed={installed} />)
    let arrive: () => void = () => undefined
    const catalogue = new Promise<void>((resolve) => (arrive = resolve))
    act(() => kit.connectors.track(catalogue))
    const view = document.querySelector('[data-slot="connect-view"]')
    expect(view?.getAttribute('data-state')).toBe('loading')
    expect(view?.getAttribute('aria-busy')).toBe('true')
    // A screen reader hears that the list is loading (the placeholder rows are hidden from it).
    expect(screen.getByRole('status').textContent).toBe('Loading wallets')
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    await act(async () => {
      kit.connectors.setRecommended([{ id: 'r1', name: 'Recommended One' }])
      arrive()
      await catalogue
    })
    expect(document.querySelector('[data-slot="connect-view"]')?.getAttribute('data-state')).toBe('ready')
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByRole('button', { name: /Recommended One/ })).toBeTruthy()
    expect(screen.getByText('All Wallets')).toBeTruthy()
  })

  test('behavior: while the e-mail and social forms are still loading the view holds (no target to click), then shows every method at once', async () => {
    let loadEmail: () => void = () => undefined
    let loadSocial: () => void = () => undefined
    const lazyView = (text: string, onLoad: (load: () => void) => void) =>
      React.lazy(() => new Promise<{ default: React.ComponentType }>((resolve) => onLoad(() => resolve({ default: () => <p>{text}</p> }))))
    const lazyInstalled = {
      EmailLogin: lazyView('email login', (load) => (loadEmail = load)),
      SocialLogin: lazyView('social login', (load) => (loadSocial = load)),
    }
    renderWithKit(<ConnectView installed={lazyInstalled} />)
    const state = () => document.querySelector('[data-slot="connect-view"]')?.getAttribute('data-state')
    expect(state()).toBe('loading')
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    await act(async () => loadEmail())
    // The e-mail form alone is in: still held, so the social form cannot push it away later.
    expect(state()).toBe('loading')
    expect(screen.queryByText('email login')).toBeNull()
    expect(screen.queryAllByRole('button')).toHaveLength(0)
    await act(async () => loadSocial())
    expect(state()).toBe('ready')
    expect(screen.getByText('email login')).toBeTruthy()
    expect(screen.getByText('social login')).toBeTruthy()
    expect(screen.getByText('All Wallets')).toBeTruthy()
  })

  test('behavior: a source that never answers holds the view for WALLET_LISTS_WAIT_MS at most', () => {
    vi.useFakeTimers()
    try {
      const { kit } = renderWithKit(<ConnectView installed={installed} />)
      act(() => kit.connectors.track(new Promise<void>(() => undefined)))
      expect(screen.queryByText('All Wallets')).toBeNull()
      act(() => void vi.advanceTimersByTime(WALLET_LISTS_WAIT_MS - 1))
      expect(screen.queryByText('All Wallets')).toBeNull()
      act(() => void vi.advanceTimersByTime(1))
      expect(screen.getByText('All Wallets')).toBeTruthy()
    } finally {
      vi.useRealTimers()
    }
  })

  test('behavior: without injected or announced wallets, e-mail and social come first', () => {
    renderWithKit(<ConnectView installed={installed} />)
    expect(methodOrder()).toEqual(['email', 'social', 'wallet'])
  })

  test('behavior: with an announced wallet the order is wallet, email, social', () => {
    const { kit } = renderWithKit(<ConnectView installed={installed} />)
    act(() => kit.connectors.register(createTestConnector()))
    expect(methodOrder()).toEqual(['wallet', 'email', 'social'])
  })

  test('behavior: a configured connect-method order overrides the default', () => {
    const { kit } = renderWithKit(<ConnectView installed={installed} />, {
      features: { connectMethodsOrder: ['social', 'wallet', 'email'] },
    })
    act(() => kit.connectors.register(createTestConnector()))
    expect(methodOrder()).toEqual(['social', 'wallet', 'email'])
  })

  test('behavior: disabled or uninstalled login methods are left out', () => {
    renderWithKit(<ConnectView installed={{ SocialLogin: installed.SocialLogin }} />, { features: { socials: false } })
    expect(methodOrder()).toEqual(['wallet'])
  })

  test('behavior: wallets render in their sections, in the store order, with their icon', () => {
    const { kit } = renderWithKit(<ConnectView installed={{}} />, {
      customWallets: [{ id: 'custom-1', name: 'My Custom Wallet', image_url: 'https://example.test/c.png' }],
    })
    act(() => {
      kit.connectors.register(createTestConnector())
      kit.connectors.setFeatured([{ id: 'featured-1', name: 'Featured One' }])
    })
    expect(sectionOrder()).toEqual(['injected', 'featured', 'custom'])
    const injected = document.querySelector('[data-section="injected"]') as HTMLElement
    const item = within(injected).getByRole('button', { name: /Devnet Wallet/ })
    expect(item.querySelector('img')?.getAttribute('src')).toContain('data:image/svg+xml')
    expect(within(injected).getByText('Installed')).toBeTruthy()
  })

  test('behavior: choosing an announced wallet opens ConnectingExternal with its connector', () => {
    const { kit } = renderWithKit(<ConnectView installed={{}} />)
    const connector = createTestConnector()
    act(() => kit.connectors.register(connector))
    fireEvent.click(screen.getByRole('button', { name: /Devnet Wallet/ }))
    expect(kit.router.store.getState().view).toBe('ConnectingExternal')
    expect(kit.router.store.getState().data?.connector).toBe(connector)
  })

  test("behavior: the host's terms and privacy links are shown under Connect, opening in a new tab", () => {
    renderWithKit(<ConnectView installed={{}} />, {
      legal: { termsUrl: 'https://example.com/terms', privacyUrl: 'https://example.com/privacy' },
    })
    const note = document.querySelector('[data-slot="connect-legal"]') as HTMLElement
    expect(note.textContent).toBe('By connecting, you agree to the Terms of Service and Privacy Policy')
    expect(within(note).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('https://example.com/terms')
    expect(within(note).getByRole('link', { name: 'Privacy Policy' }).getAttribute('target')).toBe('_blank')
    expect(document.querySelector('[data-slot="connect-consent"]')).toBeNull()
  })

  // Each set of links is its own whole sentence: French puts 'la' before the privacy policy and
  // 'les' before the terms, Russian puts the policy in the accusative ('Политику').
  const terms = 'https://example.com/terms'
  const privacy = 'https://example.com/privacy'
  test.each([
    ['fr', { termsUrl: terms }, "En vous connectant, vous acceptez les Conditions d'utilisation", "J'accepte les Conditions d'utilisation"],
    [
      'fr',
      { privacyUrl: privacy },
      'En vous connectant, vous acceptez la Politique de confidentialité',
      "J'accepte la Politique de confidentialité",
    ],
    [
      'fr',
      { termsUrl: terms, privacyUrl: privacy },
      "En vous connectant, vous acceptez les Conditions d'utilisation et la Politique de confidentialité",
      "J'accepte les Conditions d'utilisation et la Politique de confidentialité",
    ],
    ['ru', { termsUrl: terms }, 'Подключаясь, вы принимаете Условия использования', 'Я принимаю Условия использования'],
    ['ru', { privacyUrl: privacy }, 'Подключаясь, вы принимаете Политику конфиденциальности', 'Я принимаю Политику конфиденциальности'],
    [
      'ru',
      { termsUrl: terms, privacyUrl: privacy },
      'Подключаясь, вы принимаете Условия использования и Политику конфиденциальности',
      'Я принимаю Условия использования и Политику конфиденциальности',
    ],
  ] as Array<[string, { termsUrl?: string; privacyUrl?: string }, string, string]>)(
    'behavior: %s legal sentence with %o is whole, its documents links',
    async (locale, links, note, consent) => {
      installedLocales.fr = () => import('@/registry/lib/i18n/locales/fr').then((m) => m.fr)
      installedLocales.ru = () => import('@/registry/lib/i18n/locales/ru').then((m) => m.ru)
      try {
        const hrefs = () => [...document.querySelectorAll('[data-slot="connect-legal"] a')].map((a) => a.getAttribute('href'))
        const expected = [links.termsUrl, links.privacyUrl].filter(Boolean)
        renderWithKit(<ConnectView installed={{}} />, { locale, legal: links })
        await waitFor(() => expect(document.querySelector('[data-slot="connect-legal"]')?.textContent).toBe(note))
        expect(hrefs()).toEqual(expected)
        cleanup()
        renderWithKit(<ConnectView installed={{}} />, { locale, legal: { ...links, requireConsent: true } })
        await waitFor(() => expect(document.querySelector('[data-slot="connect-consent-label"]')?.textContent).toBe(consent))
        expect(hrefs()).toEqual(expected)
      } finally {
        delete installedLocales.fr
        delete installedLocales.ru
      }
    },
  )

  test('behavior: a required consent disables every wallet, All Wallets and the login methods until ticked; no connector is touched before', () => {
    const { kit } = renderWithKit(<ConnectView installed={installed} />, {
      legal: { termsUrl: 'https://example.com/terms', requireConsent: true },
    })
    const connector = createTestConnector()
    let connects = 0
    const connect = connector.connect.bind(connector)
    connector.connect = (parameters) => {
      connects += 1
      return connect(parameters)
    }
    act(() => kit.connectors.register(connector))
    const fieldset = document.querySelector('[data-slot="connect-methods"]') as HTMLFieldSetElement
    expect(fieldset.disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'All Wallets' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: /Devnet Wallet/ }))
    fireEvent.click(screen.getByRole('button', { name: 'All Wallets' }))
    expect(kit.router.store.getState().view).toBe('Connect')
    expect(connects).toBe(0)
    expect(screen.getByText('Tick the box to connect')).toBeTruthy()

    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }))
    expect(fieldset.disabled).toBe(false)
    expect(document.querySelector('[data-slot="connect-consent-required"]')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: /Devnet Wallet/ }))
    expect(kit.router.store.getState().view).toBe('ConnectingExternal')
  })

  test('behavior: All Wallets opens the AllWallets view', () => {
    const { kit } = renderWithKit(<ConnectView installed={{}} />)
    fireEvent.click(screen.getByRole('button', { name: 'All Wallets' }))
    expect(kit.router.store.getState().view).toBe('AllWallets')
  })

  test('behavior: opened for one namespace, only its wallets with the description; no other method, no All Wallets', () => {
    const { kit } = renderWithKit(<ConnectView installed={installed} />)
    act(() => {
      kit.connectors.register(createTestConnector())
      kit.connectors.register(
        createTestConnector({
          id: 'btc',
          name: 'Bitcoin Test Wallet',
          chain: 'bip122',
          info: { name: 'Bitcoin Test Wallet', rdns: 'dev.btc' },
        }),
      )
      kit.router.push('Connect', { namespace: 'bip122', description: 'Connect a Bitcoin wallet' })
    })
    expect(document.querySelector('[data-slot="connect-view"]')?.getAttribute('data-namespace')).toBe('bip122')
    expect(screen.getByText('Connect a Bitcoin wallet')).toBeTruthy()
    expect([...document.querySelectorAll('[data-wallet-id]')].map((el) => el.getAttribute('data-wallet-id'))).toEqual(['btc'])
    expect(methodOrder()).toEqual([])
    expect(screen.queryByText('All Wallets')).toBeNull()
  })

  test('behavior: opened for one namespace, WalletConnect comes first even while a WalletConnect session hides it from the main Connect', () => {
    const { kit } = renderWithKit(<ConnectView installed={installed} />)
    act(() => {
      kit.connectors.register(createTestConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' }))
      kit.connectors.register(
        createTestConnector({
          id: 'btc',
          name: 'Bitcoin Test Wallet',
          chain: 'bip122',
          info: { name: 'Bitcoin Test Wallet', rdns: 'dev.btc' },
        }),
      )
      kit.connectors.setConnectedThroughWalletConnect(true)
      kit.router.push('Connect', { namespace: 'bip122' })
    })
    expect([...document.querySelectorAll('[data-wallet-id]')].map((el) => el.getAttribute('data-wallet-id'))).toEqual([
      'walletConnect',
      'btc',
    ])
    fireEvent.click(screen.getByRole('button', { name: /WalletConnect/ }))
    expect(kit.router.store.getState()).toMatchObject({ view: 'ConnectingWalletConnectBasic', data: { namespace: 'bip122' } })
  })

  test('behavior: opened for a namespace no wallet serves, it says so', () => {
    const { kit } = renderWithKit(<ConnectView installed={installed} />)
    act(() => kit.router.push('Connect', { namespace: 'polkadot' }))
    expect(screen.getByText('No wallet for this network was found in this browser')).toBeTruthy()
  })
})
