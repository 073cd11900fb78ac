// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { ConnectButton } from '@/registry/components/connect-button'
import { renderToString } from 'react-dom/server'
import { createTestConnector, localA, renderWithKit } from '@/registry/components/test/kit'
import { WalletKitProvider } from '@/registry/hooks/walletkit-provider'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'

afterEach(cleanup)

describe('ConnectButton', () => {
  test('default: opens the modal on Connect', () => {
    const { kit } = renderWithKit(<ConnectButton />)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button.dataset.state).toBe('disconnected')
    fireEvent.click(button)
    expect(kit.modal.store.getState().open).toBe(true)
    expect(kit.router.store.getState().view).toBe('Connect')
  })

  test('behavior: once connected it shows the account and opens Account', async () => {
    const { kit } = renderWithKit(<ConnectButton />)
    const connector = createTestConnector()
    await act(() => kit.connection.connect(connector))
    const button = screen.getByRole('button', { name: 'Open account 0xf39F…2266' })
    expect(button.dataset.state).toBe('connected')
    fireEvent.click(button)
    expect(kit.router.store.getState().view).toBe('Account')
  })

  test("behavior: the account's profile name and image from its identity show on the button", async () => {
    const { kit } = renderWithKit(<ConnectButton />)
    const connector = createTestConnector()
    await act(() => kit.connection.connect(connector))
    act(() => kit.connection.updateAccount('eip155', { profileName: 'alice.reown.id', profileImage: 'data:image/png;base64,iVBORw0KGgo=' }))
    const button = screen.getByRole('button', { name: 'Open account alice.reown.id' })
    expect(button.querySelector('[data-slot="avatar-img"]')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=')
  })

  test("behavior: on the server, a returning visitor's initialConnection renders the account button, never Connect Wallet", () => {
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const html = renderToString(
      <WalletKitProvider projectId="p" networks={[localA]} storage={createMemoryStorage()} initialConnection={{ accounts: { eip155: { address, chainId: '31337', connectorId: 'dev.walletkit.devnet' } } }}>
        <ConnectButton />
      </WalletKitProvider>,
    )
    expect(html).toContain('aria-label="Open account 0xf39F…2266"')
    expect(html).toContain('data-state="reconnecting"')
    expect(html).not.toContain('Connect Wallet')
    expect(renderToString(<WalletKitProvider projectId="p" networks={[localA]} storage={createMemoryStorage()}><ConnectButton /></WalletKitProvider>)).toContain('Connect Wallet')
  })

  test('behavior: carries the theme so it matches the modal', () => {
    renderWithKit(<ConnectButton />, { theme: { themeMode: 'light', themeVariables: { accent: 'rgb(1, 2, 3)' } } })
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button.dataset.wkTheme).toBe('light')
    expect(button.style.getPropertyValue('--wk-accent')).toBe('rgb(1, 2, 3)')
  })
})
