// @vitest-environment happy-dom

import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ConnectView } from '@/registry/components/connect-view'
import { GetWalletView } from '@/registry/components/get-wallet-view'
import { renderWithKit } from '@/registry/components/test/kit'
import { useRouter } from '@/registry/hooks/use-router'
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
const comet = { id: 'comet', name: 'Comet Wallet', app_store: 'http://apps.example/comet', webapp_link: 'https://comet.example' }
const EmailLogin = () => <input type="email" aria-label="Email" />
const links = (name: string) =>
  within(document.querySelector(`[data-wallet-id="${name}"]`) as HTMLElement)
    .queryAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')])

describe('GetWalletView', () => {
  test('default: the explanations, the suggested wallets with their https store links, the quickest start', () => {
    const { kit } = renderWithKit(<GetWalletView installed={{ EmailLogin }} />, { platform: platform('other') })
    act(() => kit.connectors.setRecommended([aurora, comet]))
    expect(screen.getByText('What is a wallet?')).toBeTruthy()
    expect(links('aurora')).toEqual([
      ['App Store', 'https://apps.example/aurora'],
      ['Google Play', 'https://play.example/aurora'],
    ])
    expect(links('comet')).toEqual([['Web app', 'https://comet.example']])
    expect(screen.getByRole('link', { name: 'Get Aurora Wallet on the App Store' }).getAttribute('target')).toBe('_blank')
    expect(screen.getByRole('button', { name: 'Continue with e-mail' })).toBeTruthy()
  })

  test('behavior: on an iPhone only the App Store page', () => {
    const { kit } = renderWithKit(<GetWalletView installed={{}} />, { platform: platform('ios') })
    act(() => kit.connectors.setRecommended([aurora]))
    expect(links('aurora')).toEqual([['App Store', 'https://apps.example/aurora']])
  })

  test('behavior: no quickest start when the embedded wallet is off or its login is not installed', () => {
    renderWithKit(<GetWalletView installed={{ EmailLogin }} />, { features: { email: false, socials: false } })
    expect(document.querySelector('[data-slot="get-wallet-quick-start"]')).toBeNull()
    cleanup()
    renderWithKit(<GetWalletView installed={{}} />)
    expect(document.querySelector('[data-slot="get-wallet-quick-start"]')).toBeNull()
  })

  test('behavior: with no wallet to suggest, says so', () => {
    renderWithKit(<GetWalletView installed={{}} />)
    expect(screen.getByText('No wallet suggestions could be loaded right now')).toBeTruthy()
  })

  test('behavior: Connect offers the entry only when the view is installed, and it opens GetWallet', () => {
    renderWithKit(<ConnectView installed={{}} />)
    expect(document.querySelector('[data-slot="connect-get-wallet"]')).toBeNull()
    cleanup()
    const { kit } = renderWithKit(<ConnectView installed={{ GetWallet: () => null }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Get one' }))
    expect(kit.router.store.getState().view).toBe('GetWallet')
  })

  test('behavior: Continue with e-mail goes back to Connect with the e-mail field focused', async () => {
    function Shown() {
      const { view } = useRouter()
      return (
        <div data-slot="modal-root">
          {view === 'GetWallet' ? <GetWalletView installed={{ EmailLogin }} /> : <ConnectView installed={{ EmailLogin }} />}
        </div>
      )
    }
    const { kit } = renderWithKit(<Shown />)
    act(() => kit.router.push('GetWallet'))
    fireEvent.click(screen.getByRole('button', { name: 'Continue with e-mail' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' })))
    expect(kit.router.store.getState().history).toEqual(['Connect'])
  })
})
