// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ADDRESS, createTestConnector, renderModal, renderWithKit } from '@/registry/components/test/kit'
import { AccountView } from '@/registry/components/account-view'
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

async function connected(balances: readonly TokenBalance[] = [ether, token]) {
  const requests: string[] = []
  const rendered = renderModal({ balances: { fetchBalances: async ({ caipNetworkId }) => (requests.push(caipNetworkId), balances) } })
  const connector = createTestConnector()
  act(() => rendered.kit.connectors.register(connector))
  await act(() => rendered.kit.connection.connect(connector))
  act(() => rendered.kit.modal.open())
  await screen.findByRole('heading', { name: 'Account' })
  return { ...rendered, connector, requests }
}

describe('AccountView', () => {
  test('default: address, native balance with 3 decimals, network, tokens', async () => {
    const { requests } = await connected()
    expect(await screen.findByText('0xf39F…2266')).toBeTruthy()
    await waitFor(() => expect(document.querySelector('[data-slot="account-view-balance"]')?.textContent).toBe('10,000.005 ETH'))
    expect(requests).toEqual(['eip155:31337'])
    expect(screen.getByRole('button', { name: 'Devnet A, switch network' }).textContent).toBe('Devnet A')
    const tokens = document.querySelector('[data-slot="token-list"]') as HTMLElement
    expect(within(tokens).getByText('5 DUSD')).toBeTruthy()
    expect(within(tokens).getByText('$25,000,012.50')).toBeTruthy()
  })

  test('behavior: a profile name replaces the address', async () => {
    const { kit } = await connected()
    act(() => kit.connection.updateAccount('eip155', { profileName: 'alice.wk' }))
    expect(await screen.findByText('alice.wk')).toBeTruthy()
    expect(document.querySelector('[data-slot="account-view-name"]')?.getAttribute('data-address')).toBe(ADDRESS)
  })

  test('behavior: a failed balance load says Token Balance Unavailable (not an empty wallet); Try again counts down the 30 s block, then loads', async () => {
    // Only the clock is faked: the countdown's interval and the rendering run in real time.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      let fail = true
      const rendered = renderModal({ balances: { fetchBalances: async () => (fail ? Promise.reject(new Error('down')) : [ether, token]) } })
      const connector = createTestConnector()
      act(() => rendered.kit.connectors.register(connector))
      await act(() => rendered.kit.connection.connect(connector))
      act(() => rendered.kit.modal.open())
      const alert = await waitFor(() => {
        const found = document.querySelector('[data-slot="account-view-tokens-error-text"]')
        if (!found) throw new Error('no error state yet')
        return found
      })
      expect(alert.textContent).toBe('Token Balance Unavailable')
      expect(document.querySelector('[data-slot="token-list-empty"]')).toBeNull()
      const retry = screen.getByRole('button', { name: 'Try again in 30s' }) as HTMLButtonElement
      expect(retry.disabled).toBe(true)
      fail = false
      vi.setSystemTime(Date.now() + 30_000)
      const enabled = (await screen.findByRole('button', { name: 'Try again' }, { timeout: 3000 })) as HTMLButtonElement
      expect(enabled.disabled).toBe(false)
      await act(async () => fireEvent.click(enabled))
      const tokens = await waitFor(() => {
        const list = document.querySelector('[data-slot="token-list"]')
        if (!list) throw new Error('no token list yet')
        return list as HTMLElement
      })
      expect(within(tokens).getByText('5 DUSD')).toBeTruthy()
      expect(document.querySelector('[data-slot="account-view-tokens-error"]')).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  test('behavior: NFTs and Activity show empty states', async () => {
    await connected()
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'NFTs' }))
    expect(await screen.findByText('No NFTs yet')).toBeTruthy()
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Activity' }))
    expect(await screen.findByText('No activity yet')).toBeTruthy()
  })

  test('behavior: the network button opens Networks, and choosing one switches the wallet', async () => {
    const { kit } = await connected()
    fireEvent.click(screen.getByRole('button', { name: 'Devnet A, switch network' }))
    await screen.findByRole('heading', { name: 'Choose Network' })
    const devnetB = await screen.findByRole('button', { name: /Devnet B/ })
    await act(async () => fireEvent.click(devnetB))
    await screen.findByRole('heading', { name: 'Account' })
    expect(kit.networks.getActiveNetwork()?.caipNetworkId).toBe('eip155:31338')
    expect(await kit.connection.getActiveConnector('eip155')?.getChainId()).toBe(31338)
  })

  test('behavior: disconnect clears the account and closes the modal', async () => {
    const { kit } = await connected()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Disconnect' })))
    expect(kit.connection.store.getState().status).toBe('disconnected')
    expect(kit.modal.store.getState().open).toBe(false)
  })

  test('behavior: feature buttons appear only for installed and enabled views, and open them', async () => {
    const installed = { Send: () => <p>send</p>, Swap: () => <p>swap</p> }
    const { kit } = renderWithKit(<AccountView installed={installed} />, { features: { swaps: false } })
    await act(() => kit.connection.connect(createTestConnector()))
    const actions = [...document.querySelectorAll('[data-slot="account-action"]')].map((el) => el.getAttribute('data-route'))
    expect(actions).toEqual(['Send'])
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(kit.router.store.getState().view).toBe('Send')
  })

  test('behavior: without installed feature views there is no action row', async () => {
    const { kit } = renderWithKit(<AccountView installed={{}} />)
    await act(() => kit.connection.connect(createTestConnector()))
    expect(document.querySelector('[data-slot="account-actions"]')).toBeNull()
  })
})
