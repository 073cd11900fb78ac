import { describe, expect, test } from 'vitest'
import type { Connector } from '@/registry/lib/connectors/connector-interface'
import { distinctWallets } from '@/registry/lib/state/connection/distinct-wallets'

const connector = (id: string, type: Connector['type'], chain: Connector['chain']) => ({ id, type, chain }) as Connector

describe('distinctWallets', () => {
  test('behavior: one WalletConnect session or embedded login seen from several namespaces is one wallet; other connectors stay apart', () => {
    const wcEvm = connector('walletConnect', 'WALLET_CONNECT', 'eip155')
    const wcSolana = connector('walletConnect', 'WALLET_CONNECT', 'solana')
    const authEvm = connector('ID_AUTH', 'AUTH', 'eip155')
    const authSolana = connector('ID_AUTH', 'AUTH', 'solana')
    const injected = connector('io.metamask', 'ANNOUNCED', 'eip155')
    const phantom = connector('phantom', 'ANNOUNCED', 'solana')
    const wallets = distinctWallets([wcEvm, undefined, wcSolana, injected, phantom, authEvm, authSolana])
    expect(wallets.map((w) => `${w.type}:${w.id}`)).toEqual([
      'WALLET_CONNECT:walletConnect',
      'ANNOUNCED:io.metamask',
      'ANNOUNCED:phantom',
      'AUTH:ID_AUTH',
    ])
    expect(wallets).toContain(injected)
    expect(wallets).toContain(phantom)
  })
})
