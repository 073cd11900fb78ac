import { SignClient } from '@walletconnect/sign-client'
import { getSdkError } from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMemoryStorage } from '../../../wc-wallet/src/memory-storage'
import { startDevnet, type Devnet } from '../index'

// The first anvil dev key: the wallet peer signs with it.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const metadata = (name: string) => ({ name, description: name, url: 'http://127.0.0.1', icons: [] })

let devnet: Devnet
let relay: { url: string }
beforeAll(async () => {
  devnet = await startDevnet({ relay: 0, only: ['relay'] })
  relay = { url: devnet.urls.relay }
})
afterAll(async () => {
  await devnet?.stop()
})

function client(name: string) {
  return SignClient.init({
    projectId: 'relay-test',
    relayUrl: relay.url,
    metadata: metadata(name),
    storage: createMemoryStorage(),
    // Two clients in one process: a distinct prefix keeps sign-client from sharing one global core.
    customStoragePrefix: `${name}-${Math.random()}`,
    telemetryEnabled: false,
    logger: 'silent',
  })
}

describe('relay', () => {
  test('behavior: two sign-client peers pair, settle a session, sign, and disconnect through it', async () => {
    const dapp = await client('dapp')
    const wallet = await client('wallet')

    wallet.on('session_proposal', async ({ id, params }) => {
      const chains = params.optionalNamespaces.eip155?.chains ?? []
      await wallet.approve({
        id,
        namespaces: {
          eip155: {
            chains,
            accounts: chains.map((chain) => `${chain}:${account.address}`),
            methods: ['personal_sign'],
            events: ['accountsChanged', 'chainChanged'],
          },
        },
      })
    })
    wallet.on('session_request', async ({ id, topic, params }) => {
      const [message] = params.request.params as [`0x${string}`, string]
      const signature = await account.signMessage({ message: { raw: message } })
      await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } })
    })

    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] },
      },
    })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair({ uri: uri! })
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${account.address}`])

    const message = '0x68656c6c6f2072656c6179' as const
    const signature = await dapp.request<`0x${string}`>({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [message, account.address] },
    })
    expect(await verifyMessage({ address: account.address, message: { raw: message }, signature })).toBe(true)

    const deleted = new Promise<string>((resolve) => dapp.on('session_delete', ({ topic }) => resolve(topic)))
    await wallet.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    expect(await deleted).toBe(session.topic)

    await Promise.all([dapp.core.relayer.transportClose(), wallet.core.relayer.transportClose()])
  })

  test('behavior: refuses a socket without a valid auth token', async () => {
    const { WebSocket } = await import('ws')
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`${relay.url}/?projectId=p&auth=not.a.jwt`)
      ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
      ws.on('open', () => resolve(101))
    })
    expect(status).toBe(401)
  })

  test('behavior: refuses a token signed for another relay (issue 32)', async () => {
    const { WebSocket } = await import('ws')
    const { generateKeyPair, signJWT } = await import('@walletconnect/relay-auth')
    const statusFor = (auth: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(`${relay.url}/?projectId=p&auth=${auth}`)
        ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
        ws.on('open', () => (ws.close(), resolve(101)))
      })
    expect(await statusFor(await signJWT('s', 'wss://relay.walletconnect.org', 86_400, generateKeyPair()))).toBe(401)
    expect(await statusFor(await signJWT('s', relay.url, 86_400, generateKeyPair()))).toBe(101)
  })
})
