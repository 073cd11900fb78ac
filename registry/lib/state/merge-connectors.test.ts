import { describe, expect, test } from 'vitest'
import { mergeConnectors } from './merge-connectors'
import { fakeConnector } from './test/fake-connector'

describe('mergeConnectors', () => {
  test('behavior: same-named connectors across namespaces merge into MULTI_CHAIN on eip155', () => {
    const evm = fakeConnector({ id: 'io.metamask', name: 'MetaMask', chain: 'eip155', rdns: 'io.metamask' })
    const sol = fakeConnector({ id: 'wallet-standard:MetaMask', name: 'MetaMask', chain: 'solana' })
    const [group, ...rest] = mergeConnectors([sol, evm])
    expect(rest).toEqual([])
    expect(group).toMatchObject({ name: 'MetaMask', type: 'MULTI_CHAIN', chain: 'eip155', rdns: 'io.metamask' })
    expect(group?.connectors).toEqual([sol, evm])
  })

  test('behavior: the auth connector merges into AUTH on eip155', () => {
    const evm = fakeConnector({ id: 'ID_AUTH', name: 'Auth', type: 'AUTH', chain: 'eip155' })
    const sol = fakeConnector({ id: 'ID_AUTH', name: 'Auth', type: 'AUTH', chain: 'solana' })
    expect(mergeConnectors([sol, evm])[0]).toMatchObject({ type: 'AUTH', chain: 'eip155' })
  })

  test('behavior: a connector on one namespace keeps its type and chain', () => {
    const sol = fakeConnector({ id: 'phantom', name: 'Phantom', chain: 'solana', type: 'ANNOUNCED' })
    expect(mergeConnectors([sol])[0]).toMatchObject({ type: 'ANNOUNCED', chain: 'solana' })
  })
})
