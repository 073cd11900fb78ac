import { describe, expect, test } from 'vitest'
import type { ConnectionState } from '@/registry/lib/state/connection/connection-store'
import type { NetworksState } from '@/registry/lib/state/networks/networks-store'
import { selectConnectedAddress, selectQueryableNetworkId } from '@/registry/lib/state/connection/selectors'

const connection = (status: ConnectionState['status'], address?: string) => ({ status, account: address ? { address } : undefined }) as unknown as ConnectionState
const networks = (patch: Partial<NetworksState>) => ({ activeNamespace: 'eip155', unsupported: false, activeByNamespace: { eip155: 'eip155:31337' }, ...patch }) as unknown as NetworksState

describe('selectConnectedAddress', () => {
  test('default: the address once connected', () => {
    expect(selectConnectedAddress(connection('connected', '0xabc'))).toBe('0xabc')
  })
  test('behavior: nothing while connecting, reconnecting or disconnected, even with an account left in state', () => {
    for (const status of ['connecting', 'reconnecting', 'disconnected'] as const) expect(selectConnectedAddress(connection(status, '0xabc'))).toBeUndefined()
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
