import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../devnet/src/index'
import { createMemoryStorage } from './memory-storage'
import { startWcWallet, type WcWallet } from './start-wc-wallet'

let devnet: Devnet
let wallet: WcWallet
let dapp: Awaited<ReturnType<typeof SignClient.init>>
let session: SessionTypes.Struct

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, relay: 0, only: ['evm', 'relay'] })
  const [first] = devnet.evmAccounts
  const second = devnet.evmChains[1]!
  wallet = await startWcWallet({
    relayUrl: devnet.urls.relay,
    projectId: 'wc-wallet-test',
    rpcUrl: devnet.urls.evmRpc,
    privateKey: first!.privateKey,
    chains: [{ chainId: second.chainId, rpcUrl: second.rpcUrl }],
  })
  dapp = await SignClient.init({
    projectId: 'wc-wallet-test',
    relayUrl: devnet.urls.relay,
    metadata: { name: 'dapp', description: 'dapp', url: 'http://127.0.0.1', icons: [] },
    storage: createMemoryStorage(),
    customStoragePrefix: 'wc-wallet-test-dapp',
    telemetryEnabled: false,
    logger: 'silent',
  })
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
        methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
        events: ['chainChanged', 'accountsChanged'],
      },
    },
  })
  const [walletSession] = await Promise.all([wallet.pair(uri!), approval().then((s) => (session = s))])
  expect(walletSession.topic).toBe(session.topic)
})
afterAll(async () => {
  await dapp?.core.relayer.transportClose()
  await wallet?.stop()
  await devnet?.stop()
})

const request = <T>(method: string, params: unknown, chainId = 'eip155:31337') =>
  dapp.request<T>({ topic: session.topic, chainId, request: { method, params } })

describe('startWcWallet', () => {
  test('default', () => {
    // Only the chains the wallet can reach are approved; mainnet is left out.
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${wallet.address}`, `eip155:31338:${wallet.address}`])
  })

  test('behavior: personal_sign and eth_signTypedData_v4 verify against the dev account', async () => {
    const message = '0x77616c6c65746b6974' as const
    const signature = await request<Hex>('personal_sign', [message, wallet.address])
    expect(await verifyMessage({ address: wallet.address, message: { raw: message }, signature })).toBe(true)

    const typed = {
      domain: { name: 'walletkit', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'hello' },
    }
    const typedSignature = await request<Hex>('eth_signTypedData_v4', [wallet.address, JSON.stringify(typed)])
    expect(await verifyTypedData({ address: wallet.address, ...typed, signature: typedSignature })).toBe(true)
  })

  test('behavior: rejectNextRequest refuses the next request with 4001, unsigned; the one after is answered', async () => {
    const message = '0x6465636c696e65' as const
    wallet.rejectNextRequest()
    await expect(request('personal_sign', [message, wallet.address])).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    const signature = await request<Hex>('personal_sign', [message, wallet.address])
    expect(await verifyMessage({ address: wallet.address, message: { raw: message }, signature })).toBe(true)
  })

  test('behavior: eth_sendTransaction lands on the anvil node', async () => {
    const to = devnet.evmAccounts[1]!.address
    const hash = await request<Hex>('eth_sendTransaction', [{ from: wallet.address, to, value: `0x${parseEther('0.5').toString(16)}` }])
    const client = createPublicClient({ transport: http(devnet.urls.evmRpc) })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(to.toLowerCase())
  })

  test('behavior: wallet_switchEthereumChain emits chainChanged, an unknown chain is refused with 4902', async () => {
    const changed = new Promise<unknown>((resolve) => dapp.on('session_event', ({ params }) => resolve(params.event)))
    await request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])
    expect(await changed).toEqual({ name: 'chainChanged', data: 31338 })
    await expect(request('wallet_switchEthereumChain', [{ chainId: '0x1' }])).rejects.toMatchObject({ code: 4902 })
  })

  test('behavior: disconnect from the wallet side reaches the dapp', async () => {
    const deleted = new Promise<string>((resolve) => dapp.on('session_delete', ({ topic }) => resolve(topic)))
    await wallet.disconnect()
    expect(await deleted).toBe(session.topic)
    expect(wallet.sessions()).toEqual([])
  })
})
