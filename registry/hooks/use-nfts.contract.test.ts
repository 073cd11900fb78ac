// @vitest-environment happy-dom
import { createElement, type ReactNode } from 'react'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { createPublicClient, createWalletClient, http } from 'viem'
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
import { useNfts } from '@/registry/hooks/use-nfts'
import { devCollectiblesAbi } from '../../apps/devnet/src/evm/deploy-dev-collectibles'
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
  return renderHook(() => ({ nfts: useNfts(), kit: useWalletKitContext('test').kit }), { wrapper })
}

describe('useNfts', () => {
  test('default: the NFTs the connected account holds, from its real history: minted ones, spam hidden, minus one sent away', async () => {
    const { result } = render()
    const connector = createTestConnector()
    act(() => result.current.kit.connectors.register(connector))
    await act(() => result.current.kit.connection.connect(connector))
    await waitFor(() => expect(result.current.nfts.status).toBe('ready'), { timeout: 10_000 })
    // ADDRESS is dev account 0: ids 1-3 of Dev Collectibles and id 1 of the spam collection were minted to it.
    expect(result.current.nfts.holdings.map((h) => [h.name, h.collection, h.tokenId])).toEqual([
      ['Dev Collectibles #1', 'Dev Collectibles', '1'],
      ['Dev Collectibles #2', 'Dev Collectibles', '2'],
      ['Dev Collectibles #3', 'Dev Collectibles', '3'],
    ])
    expect(result.current.nfts.holdings[0]?.image).toBe(`${services.url}/nft/dev-collectibles/1/image.svg`)

    const chain = evm.chains[0]!
    const viemChain = devnetViemChain(chain)
    const wallet = createWalletClient({
      account: privateKeyToAccount(accounts[0]!.privateKey),
      chain: viemChain,
      transport: http(chain.rpcUrl),
    })
    const collection = evm.collectibles[0]!.address
    const hash = await wallet.writeContract({
      address: collection,
      abi: devCollectiblesAbi,
      functionName: 'transferFrom',
      args: [ADDRESS, accounts[4]!.address, 2n],
    })
    await createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) }).waitForTransactionReceipt({ hash })
    await act(() => result.current.nfts.retry())
    expect(result.current.nfts.holdings.map((h) => h.tokenId)).toEqual(['1', '3'])
  })
})
