// @vitest-environment happy-dom
import { createElement, type ReactNode } from 'react'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { devAccounts } from '../../apps/devnet/src/evm/dev-accounts'
import { startEvm, type EvmNodes } from '../../apps/devnet/src/evm/start-evm'
import { createMailbox } from '../../apps/devnet/src/mailbox'
import { localEvmChain } from '../../apps/devnet/src/services/local-chains'
import { startServices } from '../../apps/devnet/src/services/start-services'
import type { HttpService } from '../../apps/devnet/src/services/server'
import { ADDRESS, createTestConnector, localA, localB } from '@/registry/components/test/kit'
import { WalletKitProvider } from '@/registry/hooks/walletkit-provider'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { useActivity } from '@/registry/hooks/use-activity'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { devnetViemChain } from '@/registry/lib/test-utils/devnet-networks'

// The EVM nodes and the services of devnet, started without startDevnet: its frame-site module
// resolves files through import.meta.url, which the DOM environment rewrites.
const accounts = devAccounts(10)
let evm: EvmNodes
let services: HttpService

beforeAll(async () => {
  evm = await startEvm(0, accounts)
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
      networks: [localA, localB],
      storage: createMemoryStorage(),
      blockchainApiUrl: services.url,
      children,
    })
  return renderHook(() => ({ activity: useActivity(), kit: useWalletKitContext('test').kit }), { wrapper })
}

describe('useActivity', () => {
  test("default: the connected account's real history on the connected chain, grouped, paged by cursor", async () => {
    // ADDRESS is dev account 0; account 3 sends it 10 transfers so the history spans two pages.
    const chain = evm.chains[0]!
    const wallet = createWalletClient({
      account: privateKeyToAccount(accounts[3]!.privateKey),
      chain: devnetViemChain(chain),
      transport: http(chain.rpcUrl),
    })
    const hashes: string[] = []
    for (let i = 1; i <= 10; i++) hashes.push(await wallet.sendTransaction({ to: ADDRESS, value: parseEther(String(i / 100)) }))

    const { result } = render()
    const connector = createTestConnector()
    act(() => result.current.kit.connectors.register(connector))
    await act(() => result.current.kit.connection.connect(connector))
    await waitFor(() => expect(result.current.activity.status).toBe('ready'), { timeout: 10_000 })
    const first = result.current.activity
    expect(first.transactions).toHaveLength(10)
    expect(first.next).not.toBeNull()
    expect(first.transactions[0]).toMatchObject({
      metadata: { hash: hashes[9], chain: 'eip155:31337' },
      transfers: [{ direction: 'in', quantity: { numeric: '0.1' } }],
    })
    const now = new Date()
    expect(first.groups[0]).toMatchObject({ year: now.getUTCFullYear(), months: [{ month: now.getUTCMonth() }] })

    await act(() => result.current.activity.loadMore())
    const all = result.current.activity.transactions
    // Deployments and mints at start (DevToken's grant, the two collections) come after the transfers.
    expect(all.map((t) => t.metadata.operationType)).toContain('mint')
    // The spam collection's mint is the only transfer of its transaction: hidden.
    expect(all.some((t) => t.transfers?.some((x) => x.nft_info?.flags.is_spam))).toBe(false)
    expect(all.some((t) => t.transfers?.some((x) => x.nft_info?.name === 'Dev Collectibles #1'))).toBe(true)

    // Switching network shows that chain's history only.
    await act(() => result.current.kit.networks.switchNetwork(localB))
    await waitFor(() => expect(result.current.activity.query?.chainId).toBe('eip155:31338'))
    await waitFor(() => expect(result.current.activity.status).toBe('ready'))
    const other = result.current.activity.transactions
    expect(other.length).toBeGreaterThan(0)
    expect(other.every((t) => t.metadata.chain === 'eip155:31338')).toBe(true)
    expect(other.some((t) => hashes.includes(t.metadata.hash))).toBe(false)
  })
})
