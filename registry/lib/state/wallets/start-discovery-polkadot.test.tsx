// @vitest-environment happy-dom
import { afterEach, expect, test } from 'vitest'
import { act, cleanup, waitFor } from '@testing-library/react'
import { localA, renderWithKit } from '@/registry/components/test/kit'
import { defineLocalPolkadotNetwork } from '@/registry/lib/chains/define-local-polkadot-network'
import { createPolkadotWallet } from '../../../../apps/polkadot-wallet/src/extension'
import { polkadotDevAccount } from '../../../../apps/devnet/src/services/polkadot-ledger'

const page = window as unknown as { injectedWeb3?: Record<string, unknown> }
const localPolkadot = defineLocalPolkadotNetwork({ rpcUrl: 'http://127.0.0.1:9' })

afterEach(() => {
  cleanup()
  delete page.injectedWeb3
})

test('behavior: Polkadot extensions are discovered on first open only when a Polkadot network is configured; connecting asks with the app name', async () => {
  const wallet = createPolkadotWallet({ uri: polkadotDevAccount.uri, accountName: 'Devnet Alice' })
  page.injectedWeb3 = { 'devnet-polkadot-wallet': { enable: wallet.enable, version: '0.1.0' } }
  const polkadotApp = renderWithKit(null, {
    networks: [localA, localPolkadot],
    metadata: { name: 'Polka App', description: '', url: 'http://127.0.0.1', icons: [] },
  })
  const evmApp = renderWithKit(null)
  act(() => {
    polkadotApp.kit.modal.open()
    evmApp.kit.modal.open()
  })
  const find = (kit: typeof polkadotApp.kit) => kit.connectors.store.getState().connectors.find((c) => c.name === 'Devnet Polkadot Wallet')
  await waitFor(() => expect(find(polkadotApp.kit)).toMatchObject({ chain: 'polkadot', id: 'injected-web3:devnet-polkadot-wallet' }))
  // Positive signal of the EVM app's first open (WalletConnect registers on it) before the absence check.
  await waitFor(() => expect(evmApp.kit.connectors.store.getState().connectors.map((c) => c.type)).toContain('WALLET_CONNECT'))
  expect(find(evmApp.kit)).toBeUndefined()

  const connector = find(polkadotApp.kit)
  if (!connector) throw new Error('not discovered')
  await act(() => polkadotApp.kit.connection.connect(connector))
  expect(wallet.controls.enabledBy).toEqual(['Polka App'])
  expect(polkadotApp.kit.connection.store.getState().accounts.polkadot?.caipAddress).toBe(
    `${localPolkadot.caipNetworkId}:${polkadotDevAccount.address}`,
  )
})
