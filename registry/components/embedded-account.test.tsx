// @vitest-environment happy-dom

import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { EmbeddedAccount } from '@/registry/components/embedded-account'
import { ModalRouter } from '@/registry/components/modal/modal-router'
import { createTestConnector, renderWithKit, ADDRESS } from '@/registry/components/test/kit'

afterEach(cleanup)

const authConnector = () =>
  createTestConnector({
    id: 'walletkit-auth',
    name: 'Email and socials',
    type: 'AUTH',
    connect: async () => ({
      address: ADDRESS,
      chainId: 31337,
      accounts: [ADDRESS],
      details: {
        user: { email: 'a@b.dev' },
        preferredAccountType: 'smartAccount',
        accountTypes: [{ address: ADDRESS, type: 'smartAccount' }],
      },
    }),
  })

describe('EmbeddedAccount', () => {
  test('default: who is signed in, the account type switch, and the e-mail change when installed', async () => {
    const UpdateEmail = () => <p>change e-mail view</p>
    const { kit } = renderWithKit(
      <>
        <EmbeddedAccount installed={{ UpdateEmail }} />
        <ModalRouter installed={{ UpdateEmail }} />
      </>,
    )
    await act(() => kit.connection.connect(authConnector()))
    act(() => kit.modal.open())
    expect(screen.getByText('a@b.dev')).toBeTruthy()
    // In a right-to-left locale the address stays left to right ('ved.b@a' otherwise).
    expect(screen.getByText('a@b.dev').getAttribute('dir')).toBe('ltr')
    expect(document.querySelector('[data-slot="account-type-switch"]')?.getAttribute('data-type')).toBe('smartAccount')
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }))
    expect(kit.router.store.getState().view).toBe('UpdateEmail')
    expect(await screen.findByText('change e-mail view')).toBeTruthy()
  })

  test('behavior: nothing for a wallet that is not the embedded one', async () => {
    const { kit, container } = renderWithKit(<EmbeddedAccount installed={{}} />)
    await act(() => kit.connection.connect(createTestConnector()))
    expect(container.querySelector('[data-slot="embedded-account"]')).toBeNull()
  })
})

describe('ModalRouter fallbacks', () => {
  test('behavior: the WalletConnect entry opens the basic view when installed, the full QR view otherwise', async () => {
    const Basic = () => <p>basic view</p>
    const Full = () => <p>full view</p>
    const first = renderWithKit(<ModalRouter installed={{ ConnectingWalletConnectBasic: Basic, ConnectingWalletConnect: Full }} />)
    act(() => first.kit.router.push('ConnectingWalletConnectBasic'))
    expect(await screen.findByText('basic view')).toBeTruthy()
    cleanup()
    const second = renderWithKit(<ModalRouter installed={{ ConnectingWalletConnect: Full }} />)
    act(() => second.kit.router.push('ConnectingWalletConnectBasic'))
    expect(await screen.findByText('full view')).toBeTruthy()
  })
})
