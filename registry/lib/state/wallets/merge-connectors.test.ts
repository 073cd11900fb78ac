import { describe, expect, test } from 'vitest'
import { mergeConnectors } from './merge-connectors'
import type { Connector } from '@/registry/lib/connectors/connector-interface'
import { fakeConnector } from '../test/fake-connector'

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

  test('behavior: the group takes its id and name from the first connector and the first image, catalogue ids and rdns any member has', () => {
    const sol = fakeConnector({
      id: 'sol-first',
      name: 'Multi',
      chain: 'solana',
      info: { icon: 'data:image/svg+xml,icon' } as Connector['info'],
    })
    const evm = Object.assign(fakeConnector({ id: 'evm-second', name: 'Multi', chain: 'eip155', rdns: 'io.multi' }), {
      imageId: 'img-1',
      explorerId: 'explorer-1',
    })
    const plain = fakeConnector({ id: 'other', name: 'Other', chain: 'eip155', imageUrl: 'https://127.0.0.1/other.png' })
    const groups = mergeConnectors([sol, evm, plain])
    expect(groups.map((g) => g.id)).toEqual(['sol-first', 'other'])
    expect(groups[0]).toEqual({
      id: 'sol-first',
      name: 'Multi',
      type: 'MULTI_CHAIN',
      chain: 'eip155',
      imageUrl: 'data:image/svg+xml,icon',
      imageId: 'img-1',
      explorerId: 'explorer-1',
      rdns: 'io.multi',
      connectors: [sol, evm],
    })
    // An explicit image wins over the announced icon; nothing found stays undefined.
    expect(groups[1]).toMatchObject({
      imageUrl: 'https://127.0.0.1/other.png',
      imageId: undefined,
      explorerId: undefined,
      rdns: undefined,
      type: 'ANNOUNCED',
      chain: 'eip155',
    })
    const both = Object.assign(fakeConnector({ id: 'b', name: 'B', info: { icon: 'data:icon' } as Connector['info'] }), {
      imageUrl: 'https://127.0.0.1/b.png',
    })
    expect(mergeConnectors([both])[0]?.imageUrl).toBe('https://127.0.0.1/b.png')
  })

  test('behavior: two connectors with one name on the same namespace stay one entry of their own type', () => {
    const a = fakeConnector({ id: 'a', name: 'Same', chain: 'eip155', type: 'INJECTED' })
    const b = fakeConnector({ id: 'b', name: 'Same', chain: 'eip155', type: 'ANNOUNCED' })
    const groups = mergeConnectors([a, b])
    expect(groups).toHaveLength(1)
    expect(groups[0]).toMatchObject({ id: 'a', type: 'INJECTED', chain: 'eip155', connectors: [a, b] })
    expect(mergeConnectors([])).toEqual([])
  })
})
