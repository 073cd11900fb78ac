// @vitest-environment happy-dom
import { createElement, type ReactNode } from 'react'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { devAccounts } from '../../apps/devnet/src/evm/dev-accounts'
import { startEvm, type EvmNodes } from '../../apps/devnet/src/evm/start-evm'
import { createMailbox } from '../../apps/devnet/src/mailbox'
import { localEvmChain } from '../../apps/devnet/src/services/local-chains'
import { startServices } from '../../apps/devnet/src/services/start-services'
import type { HttpService } from '../../apps/devnet/src/services/server'
import { createDevnetWalletProvider } from '../../apps/test-wallet/src/provider'
import { WalletKitProvider } from '@/registry/hooks/walletkit-provider'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { usePermissions } from '@/registry/hooks/use-permissions'
import { createInjectedConnector } from '@/registry/lib/connectors/injected'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { devnetEvmNetworks } from '@/registry/lib/test-utils/devnet-networks'

// The EVM nodes and the services of devnet, started without startDevnet (its frame-site module
// resolves files through import.meta.url, which the DOM environment rewrites).
let evm: EvmNodes
let services: HttpService

beforeAll(async () => {
  evm = await startEvm(0, devAccounts(10))
  services = await startServices({
    port: 0,
    mailbox: createMailbox(),
    chains: { evm: evm.chains.map(localEvmChain), erc20: evm.erc20, collectibles: evm.collectibles, solana: null },
  })
})
afterAll(async () => {
  await services?.stop()
  await evm?.stop()
})
afterEach(cleanup)

function render() {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(WalletKitProvider, {
      projectId: 'test',
      networks: devnetEvmNetworks(evm.chains),
      storage: createMemoryStorage(),
      blockchainApiUrl: services.url,
      catalogueUrl: 'http://127.0.0.1:9',
      children,
    })
  return renderHook(() => ({ permissions: usePermissions(), kit: useWalletKitContext('test').kit }), { wrapper })
}

const allowance = { type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000', start: 1, period: 86_400 } }
const signer = { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: `0x04${'22'.repeat(64)}` }] } }

describe('usePermissions', () => {
  test('default: lists on connect, grants through the wallet, revokes with the account signature, clears on disconnect', async () => {
    const { result } = render()
    expect(result.current.permissions.status).toBe('idle')
    const provider = createDevnetWalletProvider({ chains: evm.chains, smartSessions: { servicesUrl: services.url } })
    const connector = createInjectedConnector({
      provider,
      id: 'dev.walletkit.devnet',
      name: 'Devnet Wallet',
      type: 'ANNOUNCED',
      rdns: 'dev.walletkit.devnet',
    })
    act(() => result.current.kit.connectors.register(connector))
    await act(() => result.current.kit.connection.connect(connector))
    await waitFor(() => expect(result.current.permissions.status).toBe('ready'))
    expect(result.current.permissions.sessions).toEqual([])

    const expiry = Math.floor(Date.now() / 1000) + 600
    await act(() => result.current.permissions.grant({ expiry, signer, permissions: [allowance] }))
    expect(result.current.permissions.sessions).toEqual([expect.objectContaining({ expiry, permissions: [allowance] })])
    const { pci } = result.current.permissions.sessions[0]!
    await act(() => result.current.permissions.revoke(pci))
    expect(result.current.permissions.sessions[0]).toMatchObject({ pci, revokedAt: expect.any(Number) })

    await act(() => result.current.kit.connection.disconnect())
    await waitFor(() => expect(result.current.permissions).toMatchObject({ status: 'idle', sessions: [] }))
  })
})
