import { describe, expect, test } from 'vitest'
import { anvil, anvil2, solanaLocal } from '../../../../apps/wc-wallet/src/test-networks'
import { parseEventAccounts, parseEventChainId, pickApprovedNetwork, sessionResult } from './active-networks'
import { sessionSchema } from './session'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const session = sessionSchema.parse({
  topic: 't',
  expiry: 1,
  namespaces: {
    eip155: { accounts: [`eip155:31338:${address}`, `eip155:1:${address}`], methods: [], events: [] },
    solana: { accounts: [`${solanaLocal.caipNetworkId}:9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin`], methods: [], events: [] },
  },
  peer: { metadata: { name: 'w' } },
})

describe('pickApprovedNetwork', () => {
  test('behavior: the wanted network when approved, else the first configured approved one', () => {
    expect(pickApprovedNetwork(session, [anvil, anvil2], 'eip155', 31338)).toBe(anvil2)
    expect(pickApprovedNetwork(session, [anvil, anvil2], 'eip155', 31337)).toBe(anvil2)
    expect(pickApprovedNetwork(session, [anvil], 'eip155')).toBeUndefined()
    expect(pickApprovedNetwork(session, [anvil, solanaLocal], 'solana')).toBe(solanaLocal)
  })

  test('behavior: the result carries the accounts of the chosen chain', () => {
    expect(sessionResult(session, anvil2)).toEqual({ address, chainId: 31338, accounts: [address] })
    expect(sessionResult(session, anvil)).toBeUndefined()
  })
})

describe('parseEventChainId', () => {
  test('behavior: numbers, hex, decimal and CAIP-2 forms', () => {
    expect(parseEventChainId(31338)).toBe('31338')
    expect(parseEventChainId('0x7a6a')).toBe('31338')
    expect(parseEventChainId('eip155:31338')).toBe('31338')
    expect(parseEventChainId('31338')).toBe('31338')
    expect(parseEventChainId({})).toBeUndefined()
  })
})

describe('parseEventAccounts', () => {
  test('behavior: plain and CAIP-10 accounts, non-strings dropped', () => {
    expect(parseEventAccounts([address, `eip155:1:${address}`, 4])).toEqual([address, address])
    expect(parseEventAccounts('nope')).toEqual([])
  })
})
