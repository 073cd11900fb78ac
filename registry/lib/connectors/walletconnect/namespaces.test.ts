import { describe, expect, test } from 'vitest'
import { anvil, anvil2, solanaLocal } from '../../../../apps/wc-wallet/src/test-networks'
import { buildProposalNamespaces } from './namespaces'

describe('buildProposalNamespaces', () => {
  test('default', () => {
    const namespaces = buildProposalNamespaces([anvil, anvil2, solanaLocal])
    expect(namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(namespaces.eip155?.methods).toEqual(expect.arrayContaining(['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain']))
    expect(namespaces.solana?.chains).toEqual([solanaLocal.caipNetworkId])
    expect(namespaces.solana?.methods).toEqual(expect.arrayContaining(['solana_signMessage', 'solana_signTransaction']))
    expect(namespaces.eip155?.events).toEqual(['accountsChanged', 'chainChanged'])
  })

  test('parameters: networks of one namespace only', () => {
    expect(Object.keys(buildProposalNamespaces([anvil]))).toEqual(['eip155'])
    expect(Object.keys(buildProposalNamespaces([solanaLocal]))).toEqual(['solana'])
  })
})
