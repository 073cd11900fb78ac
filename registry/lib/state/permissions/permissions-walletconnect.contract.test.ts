import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Devnet } from '../../../../apps/devnet/src/index'
import type { WcWallet } from '../../../../apps/wc-wallet/src/index'
import type { WalletConnectConnector } from '@/registry/lib/connectors/walletconnect/create-walletconnect-connector'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { getPermissionsFlow } from '@/registry/lib/state/permissions/permissions-flow'
import { connectKitToPeer, startWalletConnectPeer } from '@/registry/lib/test-utils/walletconnect-peer'

// Permissions over a real WalletConnect session (devnet's relay) with the wc-wallet peer: the
// grant is a session request the wallet answers, the revoke's signature is the wallet's
// personal_sign, and the blockchain API stand-in checks it on anvil.
process.env.DISABLE_GLOBAL_CORE = 'true'

let devnet: Devnet
let wallet: WcWallet
let connector: WalletConnectConnector
let kit: WalletKit

beforeAll(async () => {
  const peer = await startWalletConnectPeer('permissions-test', { smartSessions: true })
  devnet = peer.devnet
  wallet = peer.wallet
  ;({ kit, connector } = await connectKitToPeer(peer, 'permissions-test', [peer.anvil]))
})
afterAll(async () => {
  connector?.cancelConnect()
  await wallet?.stop()
  await devnet?.stop()
})

const allowance = { type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000', start: 1, period: 86_400 } }
const signer = { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: `0x04${'33'.repeat(64)}` }] } }

describe('permissions through WalletConnect', () => {
  test('default: the wallet grants over the session, the API lists it, the wallet-signed revoke ends it', async () => {
    const flow = getPermissionsFlow(kit)
    const expiry = Math.floor(Date.now() / 1000) + 3600
    const granted = await flow.grant({ expiry, signer, permissions: [allowance] })
    expect(wallet.requests.map((r) => r.method)).toContain('wallet_grantPermissions')
    expect(flow.store.getState().sessions).toEqual([
      expect.objectContaining({ expiry, context: granted.context, permissions: [allowance] }),
    ])
    const { pci } = flow.store.getState().sessions[0]!
    await flow.revoke(pci)
    expect(wallet.requests.at(-1)?.method).toBe('personal_sign')
    expect(flow.store.getState().sessions[0]).toMatchObject({ pci, revokedAt: expect.any(Number) })
  })

  test('behavior: a grant the user refuses in the wallet rejects with the mapped 4001 and adds no session', async () => {
    const flow = getPermissionsFlow(kit)
    await flow.load()
    const before = flow.store.getState().sessions.length
    wallet.rejectNextRequest()
    await expect(flow.grant({ expiry: Math.floor(Date.now() / 1000) + 60, signer, permissions: [allowance] })).rejects.toMatchObject({
      rpcCode: 4001,
    })
    await flow.load()
    expect(flow.store.getState().sessions).toHaveLength(before)
  })
})
