// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import { ADDRESS, renderWithKit } from '@/registry/components/test/kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { startLocalServer } from '@/registry/lib/api/test-utils/local-server'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { defineLocalSolanaNetwork } from '@/registry/lib/chains/define-local-solana-network'
import { localA } from '@/registry/components/test/kit'

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
        detail: Object.freeze({
          info: { uuid: '350670db-19fa-4704-a166-e52e178b59d2', name: 'Devnet Wallet', icon: ICON, rdns: 'dev.walletkit.devnet' },
          provider,
        }),
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
    // A control kit opened now discovers through the same lazy code and the same window events:
    // once it lists the wallet, a kit that had started discovery on load would list it too.
    const control = renderWithKit(null)
    act(() => control.kit.modal.open())
    await waitFor(() => expect(control.kit.connectors.store.getState().connectors.map((c) => c.name)).toContain('Devnet Wallet'))
    expect(kit.connectors.store.getState().connectors).toHaveLength(0)
    act(() => kit.modal.open())
    // WalletConnect registers itself on the same first open; this rule is about injected wallets.
    const walletNames = () =>
      kit.connectors.store
        .getState()
        .connectors.filter((c) => c.type !== 'WALLET_CONNECT')
        .map((c) => c.name)
    await waitFor(() => expect(walletNames()).toEqual(['Devnet Wallet']))
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

  test('behavior: the first open loads the featured and recommended wallets from the catalogue, with their images', async () => {
    const wallets = Array.from({ length: 8 }, (_, i) => ({ id: `w${i}`, name: `Wallet ${i}`, image_id: `img${i}` }))
    const server = await startLocalServer(({ url }) => {
      const include = url.searchParams.get('include')?.split(',')
      const exclude = url.searchParams.get('exclude')?.split(',') ?? []
      const data = include ? wallets.filter((w) => include.includes(w.id)) : wallets.filter((w) => !exclude.includes(w.id))
      return {
        json: { data: data.slice(0, Number(url.searchParams.get('entries'))), count: data.length },
        headers: { 'access-control-allow-origin': '*' },
      }
    })
    try {
      const { kit } = renderWithKit(null, { catalogueUrl: server.url, featuredWalletIds: ['w6'] })
      expect(server.requests).toHaveLength(0)
      act(() => kit.modal.open())
      await waitFor(() => expect(kit.connectors.store.getState().recommended).toHaveLength(4))
      expect(kit.connectors.store.getState().featured.map((w) => w.id)).toEqual(['w6'])
      expect(kit.connectors.store.getState().recommended.map((w) => w.id)).toEqual(['w0', 'w1', 'w2', 'w3'])
      const sections = kit.connectors.store.getState().sections.map((s) => s.kind)
      expect(sections.slice(-2)).toEqual(['featured', 'recommended'])
      expect(kit.connectors.store.getState().recommended[0]?.image_url).toBe(
        `${server.url}/getWalletImage/img0?projectId=test-project&st=appkit&sv=4`,
      )
    } finally {
      await server.close()
    }
  })

  test('behavior: Solana wallet-standard wallets are discovered on first open when a Solana network is configured', async () => {
    const wallet: Wallet = {
      version: '1.0.0',
      name: 'Standard Sol',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      chains: ['solana:devnet'],
      accounts: [],
      features: { 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) } },
    }
    const unregister = getWallets().register(wallet)
    try {
      const solanaApp = renderWithKit(null, { networks: [localA, defineLocalSolanaNetwork({ rpcUrl: 'http://127.0.0.1:9' })] })
      act(() => solanaApp.kit.modal.open())
      await waitFor(() =>
        expect(solanaApp.kit.connectors.store.getState().connectors.find((c) => c.name === 'Standard Sol')).toMatchObject({
          chain: 'solana',
        }),
      )
      cleanup()
      // An EVM-only app never loads the Solana discovery code, so the wallet is not listed.
      const evmApp = renderWithKit(null)
      const control = renderWithKit(null, { networks: [localA, defineLocalSolanaNetwork({ rpcUrl: 'http://127.0.0.1:9' })] })
      act(() => {
        evmApp.kit.modal.open()
        control.kit.modal.open()
      })
      // Positive signal first: the WalletConnect entry of the EVM app's first open, and the Solana control listing the wallet.
      await waitFor(() => expect(evmApp.kit.connectors.store.getState().connectors.map((c) => c.type)).toContain('WALLET_CONNECT'))
      await waitFor(() => expect(control.kit.connectors.store.getState().connectors.find((c) => c.name === 'Standard Sol')).toBeDefined())
      expect(evmApp.kit.connectors.store.getState().connectors.find((c) => c.name === 'Standard Sol')).toBeUndefined()
    } finally {
      unregister()
    }
  })
})
