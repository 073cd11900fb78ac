// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import { ADDRESS, renderWithKit } from '@/registry/components/test/kit'
import { createMemoryStorage } from '@/registry/lib/state/persistence'

const ICON = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'
let removeWallet: (() => void) | undefined

// An EIP-6963 wallet that answers the account and chain queries like an unlocked extension.
function installWallet() {
  const provider = {
    request: vi.fn(async ({ method }: { method: string }) => {
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [ADDRESS]
      if (method === 'eth_chainId') return '0x7a69'
      return null
    }),
    on: () => provider,
    removeListener: () => provider,
  }
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({ info: { uuid: '350670db-19fa-4704-a166-e52e178b59d2', name: 'Devnet Wallet', icon: ICON, rdns: 'dev.walletkit.devnet' }, provider }),
      }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  removeWallet = () => window.removeEventListener('eip6963:requestProvider', announce)
  return provider
}

afterEach(() => {
  cleanup()
  removeWallet?.()
})

describe('startDiscovery', () => {
  test('behavior: wallets are not discovered before the modal first opens', async () => {
    const provider = installWallet()
    const { kit } = renderWithKit(null)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(kit.connectors.store.getState().connectors).toHaveLength(0)
    act(() => kit.modal.open())
    await waitFor(() => expect(kit.connectors.store.getState().connectors.map((c) => c.name)).toEqual(['Devnet Wallet']))
    expect(provider.request).not.toHaveBeenCalled()
  })

  test('behavior: a session that ended connected is restored on load without a prompt', async () => {
    const provider = installWallet()
    const storage = createMemoryStorage()
    storage.setItem('@walletkit/connection_status', JSON.stringify('connected'))
    storage.setItem('@walletkit/active_connector_ids', JSON.stringify({ eip155: 'dev.walletkit.devnet' }))
    const { kit } = renderWithKit(null, { storage })
    await waitFor(() => expect(kit.connection.store.getState().status).toBe('connected'))
    expect(kit.connection.store.getState().account?.address).toBe(ADDRESS)
    expect(provider.request.mock.calls.map(([args]) => args.method)).not.toContain('eth_requestAccounts')
  })
})
