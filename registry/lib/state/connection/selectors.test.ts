import { describe, expect, test } from 'vitest'
import type { ConnectionState } from '@/registry/lib/state/connection/connection-store'
import type { NetworksState } from '@/registry/lib/state/networks/networks-store'
import { evmChainIdOf, selectConnectedAddress, selectQueryableNetworkId } from '@/registry/lib/state/connection/selectors'

const connection = (status: ConnectionState['status'], address?: string) =>
  ({ status, account: address ? { address } : undefined }) as unknown as ConnectionState
const networks = (patch: Partial<NetworksState>) =>
  ({ activeNamespace: 'eip155', unsupported: false, activeByNamespace: { eip155: 'eip155:31337' }, ...patch }) as unknown as NetworksState

describe('selectConnectedAddress', () => {
  test('default: the address once connected', () => {
    expect(selectConnectedAddress(connection('connected', '0xabc'))).toBe('0xabc')
  })
  test('behavior: nothing while connecting, reconnecting or disconnected, even with an account left in state', () => {
    for (const status of ['connecting', 'reconnecting', 'disconnected'] as const)
      expect(selectConnectedAddress(connection(status, '0xabc'))).toBeUndefined()
  })
})

describe('selectQueryableNetworkId', () => {
  test('default: the active namespace network', () => {
    expect(selectQueryableNetworkId(networks({}))).toBe('eip155:31337')
  })
  test('behavior: nothing on an unsupported network or without an active namespace', () => {
    expect(selectQueryableNetworkId(networks({ unsupported: true }))).toBeUndefined()
    expect(selectQueryableNetworkId(networks({ activeNamespace: undefined }))).toBeUndefined()
  })
})

describe('evmChainIdOf', () => {
  const account = (status: ConnectionState['status'], caipAddress: string | undefined) =>
    ({ status, address: '0xabc', caipAddress, allAccounts: [] }) as never
  test('default: the chain id of the connected account, as a number', () => {
    expect(evmChainIdOf(account('connected', 'eip155:31337:0xabc'))).toBe(31337)
  })
  test('behavior: nothing unless connected with an id', () => {
    expect(evmChainIdOf(undefined)).toBeUndefined()
    expect(evmChainIdOf(account('reconnecting', 'eip155:1:0xabc'))).toBeUndefined()
    expect(evmChainIdOf(account('connected', undefined))).toBeUndefined()
  })
  test('behavior: a malformed id is the typed CAIP-10 error, not NaN or a chain read from the wrong part', () => {
    expect(() => evmChainIdOf(account('connected', 'eip155:1:0xabc:extra'))).toThrow('Invalid CAIP-10 address')
    expect(() => evmChainIdOf(account('connected', '1:0xabc'))).toThrow('Invalid CAIP-10 address')
  })
})
