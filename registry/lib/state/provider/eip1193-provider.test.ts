import { describe, expect, test } from 'vitest'
import { createWalletClient, custom, UserRejectedRequestError, type EIP1193Provider } from 'viem'
import { FrameRequestError, RequestRejectedError } from '@/registry/lib/errors/frame'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { evmNetwork, fakeConnector } from '@/registry/lib/state/test/fake-connector'
import { getEip1193Provider, Eip1193RpcError, toEip1193Error, type Eip1193Provider } from '@/registry/lib/state/provider/eip1193-provider'

const platform = { isTelegram: () => false, os: () => 'other' as const, isMobile: () => false }
const A = '0x1111111111111111111111111111111111111111'
const B = '0x2222222222222222222222222222222222222222'

function setup(request?: (args: { method: string; params?: unknown }) => Promise<unknown>) {
  const kit = createWalletKit({ projectId: 'p', networks: [evmNetwork(1), evmNetwork(10)], storage: createMemoryStorage(), platform })
  const connector = fakeConnector({ id: 'fake', accounts: [A], chainId: 1, ...(request ? { request } : {}) })
  kit.connectors.register(connector)
  const provider = getEip1193Provider(kit)
  const heard: Array<[string, unknown]> = []
  for (const event of ['connect', 'disconnect', 'accountsChanged', 'chainChanged'])
    provider.on(event, (value: unknown) => void heard.push([event, value]) as never)
  return { kit, connector, provider, heard }
}

const codeOf = (error: unknown): unknown => (error as { code?: unknown }).code

describe('getEip1193Provider: one per kit', () => {
  test('behavior: the same provider for a kit, another for another kit', () => {
    const { kit, provider } = setup()
    expect(getEip1193Provider(kit)).toBe(provider)
    expect(setup().provider).not.toBe(provider)
  })

  test('types: viem custom() and ethers-shaped providers take it', () => {
    const provider: Eip1193Provider = setup().provider
    const client = createWalletClient({ transport: custom(provider as EIP1193Provider) })
    expect(client.transport.type).toBe('custom')
    // ethers v6 BrowserProvider takes { request(request: { method: string; params?: Array<any> | Record<string, any> }): Promise<any> }.
    const ethersShaped: { request(request: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown> } = provider
    expect(typeof ethersShaped.request).toBe('function')
  })
})

describe('connector and store events -> EIP-1193 events (what wagmi listens for)', () => {
  const table: Array<{ when: string; act: (s: ReturnType<typeof setup>) => Promise<void>; expected: Array<[string, unknown]> }> = [
    {
      when: 'eip155 connects',
      act: async () => undefined,
      expected: [
        ['connect', { chainId: '0x1' }],
        ['accountsChanged', [A]],
      ],
    },
    {
      when: 'the wallet changes account',
      act: async ({ connector }) => connector.events.emit('accountsChanged', [B]),
      expected: [['accountsChanged', [B]]],
    },
    {
      when: 'the wallet changes account keeping the other (active one first)',
      act: async ({ connector }) => connector.events.emit('accountsChanged', [B, A]),
      expected: [['accountsChanged', [B, A]]],
    },
    {
      when: 'the wallet changes chain',
      act: async ({ connector }) => connector.events.emit('chainChanged', 10),
      expected: [['chainChanged', '0xa']],
    },
    { when: 'the same chain is reported again', act: async ({ connector }) => connector.events.emit('chainChanged', 1), expected: [] },
    {
      when: 'the kit switches network (modal or app)',
      act: async ({ kit, connector }) => {
        await kit.networks.switchNetwork(evmNetwork(10))
        connector.events.emit('chainChanged', 10)
      },
      expected: [['chainChanged', '0xa']],
    },
    {
      when: 'the wallet disconnects',
      act: async ({ connector }) => connector.events.emit('disconnect'),
      expected: [
        ['accountsChanged', []],
        ['disconnect', 'code 4900'],
      ],
    },
    {
      when: 'the wallet empties its accounts (locked)',
      act: async ({ connector }) => connector.events.emit('accountsChanged', []),
      expected: [
        ['accountsChanged', []],
        ['disconnect', 'code 4900'],
      ],
    },
    {
      when: 'the user disconnects in the modal',
      act: async ({ kit }) => kit.connection.disconnect('eip155'),
      expected: [
        ['accountsChanged', []],
        ['disconnect', 'code 4900'],
      ],
    },
  ]

  test.each(table)('behavior: $when', async ({ act, expected }) => {
    const s = setup()
    await s.kit.connection.connect(s.connector)
    if (expected[0]?.[0] !== 'connect') s.heard.splice(0)
    await act(s)
    const seen = s.heard.map(([event, value]) => [event, value instanceof Eip1193RpcError ? `code ${value.code}` : value])
    expect(seen).toEqual(expected)
  })

  test('behavior: removeListener stops the events', async () => {
    const s = setup()
    const heard: unknown[] = []
    const listener = (accounts: string[]): void => void heard.push(accounts)
    s.provider.on('accountsChanged', listener as never)
    s.provider.removeListener('accountsChanged', listener as never)
    await s.kit.connection.connect(s.connector)
    expect(heard).toEqual([])
  })
})

describe('requests', () => {
  test('behavior: eth_accounts and eth_chainId come from the kit: [] and its eip155 network while disconnected', async () => {
    const { kit, connector, provider } = setup()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    await kit.connection.connect(connector)
    connector.events.emit('chainChanged', 10)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([A])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xa')
  })

  test('behavior: other requests go to the active connector', async () => {
    const seen: string[] = []
    const { kit, connector, provider } = setup(async ({ method }) => (seen.push(method), '0xresult'))
    await kit.connection.connect(connector)
    expect(await provider.request({ method: 'eth_sendTransaction', params: [{ from: A, to: B }] })).toBe('0xresult')
    expect(await provider.request({ method: 'eth_getBalance', params: [A, 'latest'] })).toBe('0xresult')
    expect(seen).toEqual(['eth_sendTransaction', 'eth_getBalance'])
  })

  test('behavior: eth_requestAccounts while disconnected opens Connect for eip155 and resolves once a wallet connected', async () => {
    const { kit, connector, provider } = setup()
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    expect(kit.modal.store.getState().open).toBe(true)
    expect(kit.router.store.getState().data?.namespace).toBe('eip155')
    await kit.connection.connect(connector)
    kit.modal.close()
    await expect(accounts).resolves.toEqual([A])
  })

  test('behavior: eth_requestAccounts rejects 4001 when the modal closes with no wallet connected; connected, it answers at once', async () => {
    const { kit, connector, provider } = setup()
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    kit.modal.close()
    await expect(accounts).rejects.toMatchObject({ code: 4001 })
    await kit.connection.connect(connector)
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([A])
  })

  test('behavior: wallet_switchEthereumChain switches through the kit (the modal sees it); an unknown chain is 4902', async () => {
    const { kit, connector, provider } = setup()
    await kit.connection.connect(connector)
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })).resolves.toBeNull()
    expect(connector.switched.map((n) => n.id)).toEqual([10])
    expect(kit.networks.getActiveNetwork('eip155')?.id).toBe(10)
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2a' }] })).rejects.toMatchObject({
      code: 4902,
    })
    await expect(provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x2a' }] })).rejects.toMatchObject({
      code: 4902,
    })
    await expect(provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0xa' }] })).resolves.toBeNull()
  })
})

describe('EIP-1193 error codes', () => {
  const rejectWith = (error: unknown) => async () => Promise.reject(error)
  const cases: Array<{ when: string; thrown: unknown; code: number }> = [
    { when: 'the wallet says 4001', thrown: { code: 4001, message: 'User rejected' }, code: 4001 },
    { when: 'the frame rejects (walletkit USER_REJECTED)', thrown: new RequestRejectedError(), code: 4001 },
    { when: 'the secure frame answers its user rejected', thrown: new FrameRequestError('User rejected the request'), code: 4001 },
    { when: 'a wrapped 4001 (mobile wallets)', thrown: { code: -32000, data: { originalError: { code: 4001 } } }, code: 4001 },
    { when: 'the wallet says 4100', thrown: { code: 4100, message: 'no' }, code: 4100 },
    { when: 'the wallet does not know the method (-32601)', thrown: { code: -32601, message: 'method not found' }, code: 4200 },
    { when: 'the wallet says 4901', thrown: { code: 4901, message: 'chain' }, code: 4901 },
  ]
  test.each(cases)('behavior: $when -> $code', async ({ thrown, code }) => {
    const { kit, connector, provider } = setup(rejectWith(thrown))
    await kit.connection.connect(connector)
    const error = await provider.request({ method: 'personal_sign', params: ['0x00', A] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Eip1193RpcError)
    expect(codeOf(error)).toBe(code)
  })

  test('behavior: the kit itself answers 4900 disconnected, 4100 for an address not connected, 4200 for a connector without requests', async () => {
    const { kit, connector, provider } = setup()
    await expect(provider.request({ method: 'eth_sendTransaction', params: [{ from: A }] })).rejects.toMatchObject({ code: 4900 })
    await kit.connection.connect(connector)
    await expect(provider.request({ method: 'personal_sign', params: ['0x00', B] })).rejects.toMatchObject({ code: 4100 })
    await expect(provider.request({ method: 'eth_signTypedData_v4', params: [B, '{}'] })).rejects.toMatchObject({ code: 4100 })
    await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({ code: 4200 })
  })

  test('behavior: an error without a code is kept as given', () => {
    const error = new Error('boom')
    expect(toEip1193Error(error)).toBe(error)
  })

  test('behavior: viem maps the 4001 to UserRejectedRequestError', async () => {
    const { kit, connector, provider } = setup(rejectWith(new RequestRejectedError()))
    await kit.connection.connect(connector)
    const client = createWalletClient({ transport: custom(provider as EIP1193Provider) })
    const error = await client.signMessage({ account: A, message: 'hi' }).catch((e: unknown) => e)
    expect((error as { walk(fn: (e: unknown) => boolean): unknown }).walk((e) => e instanceof UserRejectedRequestError)).toBeInstanceOf(
      UserRejectedRequestError,
    )
  })
})
