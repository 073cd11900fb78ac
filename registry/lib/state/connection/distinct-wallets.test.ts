import { describe, expect, test } from 'vitest'
import type { Connector } from '@/registry/lib/connectors/types'
import { distinctWallets } from '@/registry/lib/state/connection/distinct-wallets'
import { unbackedAccounts } from '@/registry/lib/state/connection/restore-connections'
import { emptyAccount, type AccountState } from '@/registry/lib/state/connection/account-state'

const connector = (id: string, type: Connector['type'], chain: Connector['chain']) => ({ id, type, chain }) as Connector

describe('distinctWallets', () => {
  test('behavior: one WalletConnect session or embedded login seen from several namespaces is one wallet; other connectors stay apart', () => {
    const wcEvm = connector('walletConnect', 'WALLET_CONNECT', 'eip155')
    const wcSolana = connector('walletConnect', 'WALLET_CONNECT', 'solana')
    const authEvm = connector('ID_AUTH', 'AUTH', 'eip155')
    const authSolana = connector('ID_AUTH', 'AUTH', 'solana')
    const injected = connector('io.metamask', 'ANNOUNCED', 'eip155')
    const phantom = connector('phantom', 'ANNOUNCED', 'solana')
    expect(distinctWallets([wcEvm, undefined, wcSolana, injected, phantom, authEvm, authSolana])).toEqual([
      wcEvm,
      injected,
      phantom,
      authEvm,
    ])
  })
})

describe('unbackedAccounts', () => {
  const shown = (connectorId: string): AccountState => ({ ...emptyAccount('reconnecting'), address: '0xf39F', connectorId })
  const persistence = (status: 'connected' | 'disconnected', ids: Record<string, string>) => ({
    getConnectionStatus: () => status,
    getActiveConnectorIds: () => ids,
  })

  test("behavior: a marker's account is dropped when the last visit ended disconnected, blanked when another wallet is recorded, kept when its own is", () => {
    const accounts = { eip155: shown('io.metamask'), solana: shown('phantom'), bip122: emptyAccount('reconnecting') }
    expect(unbackedAccounts(accounts, persistence('disconnected', {}))).toEqual([
      { namespace: 'eip155', drop: 'disconnect' },
      { namespace: 'solana', drop: 'disconnect' },
    ])
    expect(unbackedAccounts(accounts, persistence('connected', { eip155: 'io.metamask', solana: 'backpack' }))).toEqual([
      { namespace: 'solana', drop: 'blank' },
    ])
  })
})
