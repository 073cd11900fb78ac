// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { ConnectButton } from '@/registry/components/connect-button'
import { renderToString } from 'react-dom/server'
import { createTestConnector, localA, localB, renderWithKit } from '@/registry/components/test/kit'
import { WalletKitProvider } from '@/registry/hooks/walletkit-provider'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import type { TokenBalance } from '@/registry/lib/state/balances/balances-store'

afterEach(cleanup)

const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  price: 2500,
  value: 25_000_012.5,
  quantity: { decimals: '18', numeric: '10000.0051234' },
  iconUrl: '',
}
const token: TokenBalance = {
  ...ether,
  name: 'Dev USD',
  symbol: 'DUSD',
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  price: 1,
  value: 5,
  quantity: { decimals: '6', numeric: '5' },
}

describe('ConnectButton', () => {
  test('default: opens the modal on Connect', () => {
    const { kit } = renderWithKit(<ConnectButton />)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button.dataset.state).toBe('disconnected')
    fireEvent.click(button)
    expect(kit.modal.store.getState().open).toBe(true)
    expect(kit.router.store.getState().view).toBe('Connect')
  })

  test('behavior: while the modal is open the button has no colour transition (it fades unseen under the backdrop); closed, it has it again', () => {
    const { kit } = renderWithKit(<ConnectButton className="text-wk-sm" />)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button.classList.contains('transition-colors')).toBe(true)
    fireEvent.click(button)
    expect(button.classList.contains('transition-none')).toBe(true)
    expect(button.classList.contains('transition-colors')).toBe(false)
    // The host's className still applies.
    expect(button.classList.contains('text-wk-sm')).toBe(true)
    act(() => kit.modal.close())
    expect(button.classList.contains('transition-colors')).toBe(true)
    expect(button.classList.contains('transition-none')).toBe(false)
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
      <WalletKitProvider
        projectId="p"
        networks={[localA]}
        storage={createMemoryStorage()}
        initialConnection={{ accounts: { eip155: { address, chainId: '31337', connectorId: 'dev.walletkit.devnet' } } }}
      >
        <ConnectButton />
      </WalletKitProvider>,
    )
    expect(html).toContain('aria-label="Open account 0xf39F…2266"')
    expect(html).toContain('data-state="reconnecting"')
    expect(html).not.toContain('Connect Wallet')
    expect(
      renderToString(
        <WalletKitProvider projectId="p" networks={[localA]} storage={createMemoryStorage()}>
          <ConnectButton />
        </WalletKitProvider>,
      ),
    ).toContain('Connect Wallet')
  })

  test('behavior: carries the theme so it matches the modal', () => {
    renderWithKit(<ConnectButton />, { theme: { themeMode: 'light', themeVariables: { accent: 'rgb(1, 2, 3)' } } })
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(button.dataset.wkTheme).toBe('light')
    expect(button.style.getPropertyValue('--wk-accent')).toBe('rgb(1, 2, 3)')
  })

  describe('chips', () => {
    test('parameters: showBalance shows the native balance of the active network inside the account button, once loaded', async () => {
      const asked: string[] = []
      const { kit } = renderWithKit(<ConnectButton showBalance />, {
        balances: { fetchBalances: async ({ caipNetworkId }) => (asked.push(caipNetworkId), [token, ether]) },
      })
      const connector = createTestConnector()
      await act(() => kit.connection.connect(connector))
      const button = screen.getByRole('button', { name: 'Open account 0xf39F…2266' })
      await waitFor(() => expect(button.querySelector('[data-slot="connect-button-balance"]')?.textContent).toBe('10,000.005 ETH'))
      expect(asked).toContain('eip155:31337')
      expect(screen.queryByRole('button', { name: /switch network/ })).toBeNull()
    })

    test('parameters: showNetwork puts a chip with the network name before the account; it opens Networks and follows a switch', async () => {
      const { kit } = renderWithKit(<ConnectButton showNetwork />)
      const connector = createTestConnector()
      await act(() => kit.connection.connect(connector))
      const chip = await screen.findByRole('button', { name: 'Devnet A, switch network' })
      const group = chip.closest('[data-slot="connect-button-group"]')
      expect(group?.getAttribute('data-wk-theme')).toBeTruthy()
      expect(group?.lastElementChild?.getAttribute('aria-label')).toBe('Open account 0xf39F…2266')
      expect(chip.querySelector('[data-slot="connect-button-network-name"]')?.textContent).toBe('Devnet A')
      expect(document.querySelector('[data-slot="connect-button-balance"]')).toBeNull()
      fireEvent.click(chip)
      expect(kit.modal.store.getState().open).toBe(true)
      expect(kit.router.store.getState().view).toBe('Networks')
      await act(() => kit.networks.switchNetwork(localB))
      await screen.findByRole('button', { name: 'Devnet B, switch network' })
    })

    test('behavior: no chip while disconnected, and none (nor a balance load) without the props', async () => {
      renderWithKit(<ConnectButton showBalance showNetwork />, { balances: { fetchBalances: async () => [ether] } })
      expect(screen.getByRole('button', { name: 'Connect Wallet' }).closest('[data-slot="connect-button-group"]')).toBeNull()
      cleanup()
      const asked: string[] = []
      const { kit } = renderWithKit(<ConnectButton />, {
        balances: { fetchBalances: async ({ caipNetworkId }) => (asked.push(caipNetworkId), [ether]) },
      })
      await act(() => kit.connection.connect(createTestConnector()))
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
      expect(document.querySelector('[data-slot="connect-button-group"], [data-slot="connect-button-balance"]')).toBeNull()
      expect(asked).toEqual([])
    })
  })
})
