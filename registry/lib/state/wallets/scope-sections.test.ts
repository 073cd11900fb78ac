import { describe, expect, test } from 'vitest'
import { getConnectorSections } from './connector-sections'
import { mergeConnectors } from './merge-connectors'
import { scopeSections } from './scope-sections'
import { fakeConnector } from '../test/fake-connector'

const evm = fakeConnector({ id: 'evm', name: 'EVM Wallet', rdns: 'dev.evm' })
const bitcoin = fakeConnector({ id: 'btc', name: 'Bitcoin Wallet', chain: 'bip122', rdns: 'dev.btc' })
// One wallet on two namespaces merges into one MULTI_CHAIN entry.
const both = [fakeConnector({ id: 'multi', name: 'Multi Wallet' }), fakeConnector({ id: 'multi', name: 'Multi Wallet', chain: 'bip122' })]
const catalogue = {
  id: 'cat',
  name: 'Catalogue Wallet',
  image_id: null,
  rdns: null,
  chains: ['bip122:000000000019d6689c085ae165831e93'],
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
}

const sections = getConnectorSections({
  groups: mergeConnectors([evm, bitcoin, ...both]),
  recent: [],
  featured: [catalogue],
  recommended: [],
  custom: [],
  excluded: [],
  walletConnectEnabled: false,
  connectedThroughWalletConnect: false,
  isMobile: false,
})

describe('scopeSections', () => {
  test('default: only the wallets with a connector on the namespace', () => {
    const scoped = scopeSections(sections, 'bip122')
    expect(scoped.map((s) => s.kind)).toEqual(['injected'])
    expect(scoped[0]?.items.map((i) => i.name)).toEqual(['Bitcoin Wallet', 'Multi Wallet'])
  })

  test('behavior: a namespace no wallet serves leaves no section', () => {
    expect(scopeSections(sections, 'polkadot')).toEqual([])
  })

  test('parameters: walletConnect is listed first for any namespace, even when the main Connect hides it (a session is connected)', () => {
    const walletConnect = mergeConnectors([fakeConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' })])[0]!
    const hidden = getConnectorSections({
      groups: mergeConnectors([evm, bitcoin]),
      recent: [],
      featured: [],
      recommended: [],
      custom: [],
      excluded: [],
      walletConnectEnabled: true,
      connectedThroughWalletConnect: true,
      isMobile: false,
    })
    expect(scopeSections(hidden, 'polkadot', walletConnect)).toEqual([
      { kind: 'walletConnect', items: [expect.objectContaining({ name: 'WalletConnect', connector: walletConnect })] },
    ])
    expect(scopeSections(hidden, 'bip122', walletConnect).map((s) => [s.kind, s.items.map((i) => i.name)])).toEqual([
      ['walletConnect', ['WalletConnect']],
      ['injected', ['Bitcoin Wallet']],
    ])
    // The main sections' own WalletConnect entry (full pairing) is never the scoped one.
    const shown = getConnectorSections({
      groups: mergeConnectors([evm, bitcoin]).concat(walletConnect),
      recent: [],
      featured: [],
      recommended: [],
      custom: [],
      excluded: [],
      walletConnectEnabled: true,
      connectedThroughWalletConnect: false,
      isMobile: false,
    })
    expect(scopeSections(shown, 'eip155').map((s) => s.kind)).toEqual(['injected'])
  })
})
