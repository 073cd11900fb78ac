import { describe, expect, test } from 'vitest'
import { anvil, anvil2, solanaLocal } from '../../../../apps/wc-wallet/src/test-networks'
import { bitcoinRegtest } from '../../chains/bitcoin-networks'
import { westend } from '../../chains/polkadot-networks'
import { parseEventAccounts, parseEventChainId, pickApprovedNetwork, sessionResult } from './active-networks'
import { sessionAccounts, sessionSchema } from './session'

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

describe('sessionResult', () => {
  const btc = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
  const dot = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
  const multi = sessionSchema.parse({
    topic: 't',
    expiry: 1,
    namespaces: {
      bip122: { accounts: [`${bitcoinRegtest.caipNetworkId}:${btc}`], methods: ['signMessage'], events: ['bip122_addressesChanged'] },
      polkadot: {
        accounts: [`${westend.caipNetworkId}:${dot}`, `${westend.caipNetworkId}:${dot}`],
        methods: ['polkadot_signMessage'],
        events: [],
      },
    },
    peer: { metadata: { name: 'w' } },
  })

  test('parameters: bip122 accounts are payment accounts on the CAIP-2 reference', () => {
    expect(pickApprovedNetwork(multi, [anvil, bitcoinRegtest], 'bip122')).toBe(bitcoinRegtest)
    expect(sessionResult(multi, bitcoinRegtest)).toEqual({
      address: btc,
      chainId: '0f9188f13cb7b2c71f2a335e3a4fc328',
      accounts: [btc],
      details: { accountTypes: [{ address: btc, type: 'payment' }] },
    })
  })

  test('parameters: polkadot accounts (SS58) without duplicates', () => {
    expect(sessionResult(multi, westend)).toEqual({ address: dot, chainId: 'e143f23803ac50e8f6f8e62695d1ce9e', accounts: [dot] })
  })

  test('behavior: a session account that is not CAIP-10 is refused where the session enters', () => {
    const bad = {
      topic: 't',
      expiry: 1,
      namespaces: { bip122: { accounts: [btc], methods: [], events: [] } },
      peer: { metadata: { name: 'w' } },
    }
    const parsed = sessionSchema.parse(bad)
    expect(() => sessionAccounts(parsed)).toThrow('Invalid CAIP-10 address')
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

  test('behavior: a CAIP-2 id with extra segments or an unknown namespace is no chain (it gave "31338:x")', () => {
    expect(parseEventChainId('eip155:31338:x')).toBeUndefined()
    expect(parseEventChainId('cosmos:hub')).toBeUndefined()
  })
})

describe('parseEventAccounts', () => {
  test('behavior: plain and CAIP-10 accounts, non-strings dropped', () => {
    expect(parseEventAccounts([address, `eip155:1:${address}`, 4])).toEqual([address, address])
    expect(parseEventAccounts('nope')).toEqual([])
  })

  test('behavior: a CAIP-10 id with extra segments is dropped, not cut to its last segment', () => {
    expect(parseEventAccounts([`eip155:1:${address}:0x00000000000000000000000000000000000000bb`, `eip155:1:${address}`])).toEqual([address])
  })

  test('parameters: bip122_addressesChanged entries with an address', () => {
    const btc = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
    expect(parseEventAccounts([{ address: btc, intention: 'payment' }, { address: 3 }, null])).toEqual([btc])
  })
})
