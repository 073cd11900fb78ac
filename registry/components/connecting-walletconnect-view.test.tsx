// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { FAKE_ADDRESS, fakeClient, fakeSession } from '../../apps/wc-wallet/src/fake-client'
import { ConnectingWalletConnectBasicView } from '@/registry/components/connecting-walletconnect-basic-view'
import { ConnectingWalletConnectView } from '@/registry/components/connecting-walletconnect-view'
import { localA, localB, renderWithKit } from '@/registry/components/test/kit'
import { createWalletConnectConnector } from '@/registry/lib/connectors/walletconnect/create-walletconnect-connector'

afterEach(cleanup)

const catalogueWallet = {
  id: 'w1',
  name: 'Pocket Wallet',
  mobile_link: 'https://pocket.example/app',
  desktop_link: 'pocket://',
  webapp_link: 'https://web.pocket.example',
  app_store: 'https://apps.apple.com/app/pocket',
  play_store: 'https://play.google.com/store/apps/details?id=pocket',
}

const iPhone = { isTelegram: () => false, os: () => 'ios' as const, isMobile: () => true }

function setup(ui: React.ReactNode, props: Parameters<typeof renderWithKit>[1] = {}) {
  const fake = fakeClient()
  const view = renderWithKit(ui, props)
  const connector = createWalletConnectConnector({
    projectId: 'p',
    relayUrl: 'ws://127.0.0.1:1',
    networks: [localA, localB],
    loadClient: async () => fake.client,
    markerStorage: () => undefined,
  })
  act(() => {
    view.kit.connectors.register(connector)
    view.kit.modal.open()
    view.kit.router.push('ConnectingWalletConnect', { wallet: { id: 'w1', name: 'Pocket Wallet' }, catalogueWallet })
  })
  return { ...view, fake, connector }
}

const qr = () => document.querySelector('[data-slot="walletconnect-qr"]') as HTMLElement

describe('ConnectingWalletConnectView on a phone', () => {
  test('behavior: no QR; the wallet app opens with the URI once, "Open" opens it again, the App Store link is offered, the wallet approves', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    try {
      const { kit, fake } = setup(<ConnectingWalletConnectView />, { platform: iPhone, storage: undefined })
      await waitFor(() => expect(open).toHaveBeenCalledTimes(1))
      const uri = fake.proposals[0]!.uri
      expect(open).toHaveBeenCalledWith(`https://pocket.example/app/wc?uri=${encodeURIComponent(uri)}`, '_self', 'noreferrer noopener')
      expect(qr()).toBeNull()
      expect(screen.getByText('Continue in Pocket Wallet')).toBeTruthy()
      act(() => screen.getByRole('button', { name: 'Open' }).click())
      expect(open).toHaveBeenCalledTimes(2)
      // iOS: the App Store page only.
      const stores = [...document.querySelectorAll<HTMLAnchorElement>('[data-slot="walletconnect-store-link"]')].map((a) => [
        a.dataset.store,
        a.getAttribute('href'),
      ])
      expect(stores).toEqual([['appStore', 'https://apps.apple.com/app/pocket']])
      act(() => fake.proposals[0]!.approve(fakeSession()))
      await waitFor(() => expect(kit.connection.store.getState().account?.address).toBe(FAKE_ADDRESS))
    } finally {
      open.mockRestore()
    }
  })
})

describe('ConnectingWalletConnectView', () => {
  test('behavior: shows the pairing URI as a QR with the catalogue deep links, and connects when the wallet approves', async () => {
    const { kit, fake } = setup(<ConnectingWalletConnectView />)
    await waitFor(() => expect(qr().dataset.uri).toMatch(/^wc:/))
    const uri = qr().dataset.uri!
    expect(screen.getByRole('img', { name: 'WalletConnect QR code' })).toBeTruthy()
    const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-slot="walletconnect-deep-link"]')].map((a) => [
      a.dataset.target,
      a.getAttribute('href'),
    ])
    expect(links).toEqual([
      ['mobile', `https://pocket.example/app/wc?uri=${encodeURIComponent(uri)}`],
      ['desktop', `pocket://wc?uri=${encodeURIComponent(uri)}`],
      ['webapp', `https://web.pocket.example/wc?uri=${encodeURIComponent(uri)}`],
    ])
    act(() => fake.proposals[0]!.approve(fakeSession()))
    await waitFor(() => expect(kit.connection.store.getState().account?.address).toBe(FAKE_ADDRESS))
    expect(kit.connectors.store.getState().connectedThroughWalletConnect).toBe(true)
    expect(kit.modal.store.getState().open).toBe(false)
  })

  test('behavior: a rejected proposal shows the error and retry pairs again', async () => {
    const { fake } = setup(<ConnectingWalletConnectView />)
    await waitFor(() => expect(fake.proposals).toHaveLength(1))
    act(() => fake.proposals[0]!.reject(new Error('User rejected.')))
    expect(await screen.findByRole('alert')).toBeTruthy()
    act(() => screen.getByRole('button', { name: 'Try again' }).click())
    await waitFor(() => expect(qr().dataset.uri).toBe(fake.proposals[1]?.uri))
  })
  test('parameters: WalletConnect itself names no wallet', async () => {
    const { kit } = setup(<ConnectingWalletConnectView />)
    act(() => kit.router.push('ConnectingWalletConnect', { wallet: { id: 'walletConnect', name: 'WalletConnect' } }))
    expect(await screen.findByText('Scan this QR code with your phone')).toBeTruthy()
    expect(document.querySelector('[data-slot="walletconnect-deep-links"]')).toBeNull()
  })
})

describe('ConnectingWalletConnectBasicView', () => {
  test('default', async () => {
    const { fake } = setup(<ConnectingWalletConnectBasicView />)
    await waitFor(() => expect(qr().dataset.uri).toBe(fake.proposals[0]?.uri))
    expect(screen.getByText('Scan with a WalletConnect wallet')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
  })

  test('behavior: Copy link copies the pairing URI, says "Link copied" for two seconds, then reads Copy link again', async () => {
    const { fake } = setup(<ConnectingWalletConnectBasicView />)
    await waitFor(() => expect(qr().dataset.uri).toBe(fake.proposals[0]?.uri))
    const written: string[] = []
    const clipboard = vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(async (text) => void written.push(text))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      await act(async () => screen.getByRole('button', { name: 'Copy link' }).click())
      expect(written).toEqual([fake.proposals[0]?.uri])
      expect(screen.getByRole('button', { name: 'Link copied' })).toBeTruthy()
      await act(async () => vi.advanceTimersByTime(2_000))
      expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    } finally {
      vi.useRealTimers()
      clipboard.mockRestore()
    }
  })
})
