import { describe, expect, test } from 'vitest'
import type { Network } from '@/registry/lib/chains/chain-types'
import { InvalidWalletResponseError } from '@/registry/lib/errors/connector'
import { ChainNotSupportedError } from '@/registry/lib/errors/network'
import { createInjectedConnector } from './injected'
import type { ProviderRpcError } from './provider-errors'
import type { Eip1193Provider, RequestArguments } from './connector-interface'

type Handler = (params: RequestArguments['params']) => unknown
const account = '0x1111111111111111111111111111111111111111'
const network = (id: number): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name: `C${id}`,
  nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const fail = (code: number) => () => {
  throw Object.assign(new Error(String(code)), { code })
}

/** A scripted EIP-1193 wallet; the real one runs in injected.contract.test.ts. */
function scripted(handlers: Record<string, Handler>) {
  const listeners = new Map<string, ((...args: unknown[]) => void)[]>()
  const calls: RequestArguments[] = []
  const provider: Eip1193Provider = {
    async request(args) {
      calls.push(args)
      const handler = handlers[args.method]
      if (!handler) throw Object.assign(new Error('nope'), { code: 4200 })
      return handler(args.params)
    },
    on: (event, listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener as (...args: unknown[]) => void]),
    removeListener: (event, listener) =>
      listeners.set(
        event,
        (listeners.get(event) ?? []).filter((l) => l !== listener),
      ),
  }
  const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((l) => l(...args))
  const connector = createInjectedConnector({ provider, id: 'x', name: 'X', type: 'INJECTED' })
  return { connector, calls, emit, listeners }
}

const base = { eth_requestAccounts: () => [account], eth_accounts: () => [account], eth_chainId: () => '0x1' }

describe('injected connector', () => {
  test('behavior: connect uses eth_requestAccounts and eth_chainId', async () => {
    const { connector } = scripted(base)
    expect(await connector.connect()).toEqual({ address: account, accounts: [account], chainId: 1 })
  })

  test('behavior: a malformed wallet reply is rejected by the schema', async () => {
    const { connector } = scripted({ ...base, eth_requestAccounts: () => ['not-an-address'] })
    await expect(connector.connect()).rejects.toBeInstanceOf(InvalidWalletResponseError)
  })

  test('behavior: accountsChanged, chainChanged and disconnect map to the emitter', async () => {
    const { connector, emit } = scripted(base)
    const seen: unknown[] = []
    connector.events.on('accountsChanged', (a) => seen.push(['accounts', a]))
    connector.events.on('chainChanged', (c) => seen.push(['chain', c]))
    connector.events.on('disconnect', () => seen.push(['disconnect']))
    await connector.connect()
    emit('accountsChanged', [account])
    emit('accountsChanged', 'garbage')
    emit('chainChanged', '0xa')
    emit('disconnect')
    expect(seen).toEqual([['accounts', [account]], ['chain', 10], ['disconnect']])
  })

  test('behavior: disconnect stops listening to the wallet', async () => {
    const { connector, listeners } = scripted(base)
    await connector.connect()
    await connector.disconnect()
    expect([...listeners.values()].flat()).toEqual([])
  })

  test('behavior: disconnect revokes the account permission with wallet_revokePermissions; a wallet without it still disconnects', async () => {
    for (const handlers of [{ ...base, wallet_revokePermissions: () => null }, base]) {
      const { connector, calls } = scripted(handlers)
      await connector.connect()
      let disconnected = 0
      connector.events.on('disconnect', () => void disconnected++)
      await connector.disconnect()
      expect(calls.at(-1)).toEqual({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
      expect(disconnected).toBe(1)
    }
  })

  test('behavior: switchChain uses wallet_switchEthereumChain with a hex id', async () => {
    const { connector, calls } = scripted({ ...base, wallet_switchEthereumChain: () => null })
    await connector.switchChain(network(10))
    expect(calls.at(-1)).toEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
  })

  test('behavior: on 4902 the chain is added from the Network, then switched to', async () => {
    let chain = '0x1'
    const { connector, calls } = scripted({
      ...base,
      eth_chainId: () => chain,
      wallet_switchEthereumChain: (params) => {
        const id = (params as [{ chainId: string }])[0].chainId
        if (id !== chain && !calls.some((c) => c.method === 'wallet_addEthereumChain')) fail(4902)()
        chain = id
        return null
      },
      wallet_addEthereumChain: () => null,
    })
    await connector.switchChain(network(10))
    const add = calls.find((c) => c.method === 'wallet_addEthereumChain')
    expect(add?.params).toEqual([
      {
        chainId: '0xa',
        chainName: 'C10',
        nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:1'],
        blockExplorerUrls: undefined,
      },
    ])
    expect(chain).toBe('0xa')
  })

  test('behavior: a failed add gives Chain is not supported', async () => {
    const { connector } = scripted({ ...base, wallet_switchEthereumChain: fail(4902), wallet_addEthereumChain: fail(4001) })
    await expect(connector.switchChain(network(10))).rejects.toThrow(ChainNotSupportedError)
  })

  test('behavior: other switch errors are mapped provider errors', async () => {
    const { connector } = scripted({ ...base, wallet_switchEthereumChain: fail(4001) })
    const error = await connector.switchChain(network(10)).catch((e: unknown) => e)
    expect((error as ProviderRpcError).alert.kind).toBe('ALERT_USER_REJECTED_REQUEST')
  })

  test('behavior: a pending request maps to the -32002 alert', async () => {
    const { connector } = scripted({ ...base, eth_requestAccounts: fail(-32002) })
    const error = await connector.connect().catch((e: unknown) => e)
    expect((error as ProviderRpcError).alert.kind).toBe('ALERT_WALLET_REQUEST_PENDING')
  })
})
