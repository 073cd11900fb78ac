import { describe, expect, test } from 'vitest'
import { anvil, anvil2, solanaLocal } from '../../../../apps/wc-wallet/src/test-networks'
import { bitcoin, bitcoinRegtest } from '../../chains/bitcoin-networks'
import { kusama, westend } from '../../chains/polkadot-networks'
import { buildProposalNamespaces } from './namespaces'

describe('buildProposalNamespaces', () => {
  test('default', () => {
    const namespaces = buildProposalNamespaces([anvil, anvil2, solanaLocal])
    expect(namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(namespaces.eip155?.methods).toEqual(
      expect.arrayContaining(['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain']),
    )
    expect(namespaces.solana?.chains).toEqual([solanaLocal.caipNetworkId])
    expect(namespaces.solana?.methods).toEqual(expect.arrayContaining(['solana_signMessage', 'solana_signTransaction']))
    expect(namespaces.eip155?.events).toEqual(['accountsChanged', 'chainChanged'])
  })

  test('parameters: networks of one namespace only', () => {
    expect(Object.keys(buildProposalNamespaces([anvil]))).toEqual(['eip155'])
    expect(Object.keys(buildProposalNamespaces([solanaLocal]))).toEqual(['solana'])
    expect(Object.keys(buildProposalNamespaces([bitcoinRegtest]))).toEqual(['bip122'])
    expect(Object.keys(buildProposalNamespaces([westend]))).toEqual(['polkadot'])
    expect(buildProposalNamespaces([])).toEqual({})
  })

  test('parameters: bip122 and polkadot networks', () => {
    const namespaces = buildProposalNamespaces([bitcoinRegtest, anvil, westend, bitcoin, kusama])
    expect(Object.keys(namespaces)).toEqual(['eip155', 'bip122', 'polkadot'])
    // The method names Bitcoin wallets answer over WalletConnect are unprefixed.
    expect(namespaces.bip122).toEqual({
      chains: ['bip122:0f9188f13cb7b2c71f2a335e3a4fc328', 'bip122:000000000019d6689c085ae165831e93'],
      methods: ['signMessage', 'sendTransfer', 'getAccountAddresses', 'signPsbt'],
      events: ['bip122_addressesChanged'],
    })
    expect(namespaces.polkadot).toEqual({
      chains: ['polkadot:e143f23803ac50e8f6f8e62695d1ce9e', 'polkadot:b0a8d493285c2df73290dfb7e61f870f'],
      methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
      events: [],
    })
  })

  test('behavior: a network listed twice is proposed once', () => {
    expect(buildProposalNamespaces([bitcoinRegtest, { ...bitcoinRegtest }]).bip122?.chains).toEqual([bitcoinRegtest.caipNetworkId])
  })
})
