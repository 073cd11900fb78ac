import { describe, expect, test } from 'vitest'
import { scriptedFrame, type ScriptedAnswers } from '@/registry/components/test/scripted-frame'
import { localA } from '@/registry/components/test/kit'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { configureEmbeddedWallet } from '@/registry/lib/state/embedded/embedded-wallet-state'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'
import { storageKeys } from '@/registry/lib/storage/storage-keys'
import { getPermissionsFlow } from './permissions-flow'

// The embedded-wallet path of a grant: the kit's auth connector sends wallet_grantPermissions to
// the secure frame as an unsafe RPC request (the user confirms it there; the real frame is driven by
// e2e/frame). The list and revoke go over real HTTP in permissions-flow.contract.test.ts.
const address = '0x6666666666666666666666666666666666666666'
const user: ScriptedAnswers = {
  IS_CONNECTED: () => ({ isConnected: true }),
  GET_USER: () => ({
    address,
    chainId: 'eip155:31337',
    email: 'a@b.dev',
    accounts: [{ address, type: 'smartAccount' }],
    preferredAccountType: 'smartAccount',
  }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [31337] }),
  SET_PREFERRED_ACCOUNT: () => ({ type: 'smartAccount', address }),
}

function embeddedKit(answers: ScriptedAnswers, log: Array<{ name: string; payload: unknown }>) {
  const storage = createMemoryStorage()
  storage.setItem(storageKeys.connectionStatus, '"connected"')
  storage.setItem(storageKeys.activeConnectorIds, JSON.stringify({ eip155: 'walletkit-auth' }))
  storage.setItem(storageKeys.emailLoginUsed, 'true')
  // Nothing listens on port 9: the list after the grant fails fast and is not what this test reads.
  const kit = createWalletKit({
    projectId: 'p',
    networks: [localA],
    storage,
    relayUrl: 'ws://127.0.0.1:9',
    blockchainApiUrl: 'http://127.0.0.1:9',
  })
  configureEmbeddedWallet(kit, { frame: scriptedFrame(answers, log), networks: [localA] })
  return kit
}

const request = {
  expiry: 1_900_000_000,
  signer: { type: 'keys', data: { keys: [] } },
  permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1' } }],
}

describe('getPermissionsFlow through the embedded wallet', () => {
  test('behavior: a grant is an RPC request to the frame for the account and chain; its context comes back', async () => {
    const log: Array<{ name: string; payload: unknown }> = []
    const kit = embeddedKit({ ...user, RPC_REQUEST: () => ({ context: '0xc0ffee', expiry: request.expiry }) }, log)
    const stop = kit.start()
    await expect.poll(() => kit.connection.store.getState().status, { timeout: 5000 }).toBe('connected')
    await expect(getPermissionsFlow(kit).grant(request)).resolves.toMatchObject({ context: '0xc0ffee' })
    const grants = log.filter(
      (entry) => entry.name === 'RPC_REQUEST' && (entry.payload as { method: string }).method === 'wallet_grantPermissions',
    )
    expect(grants.map((entry) => entry.payload)).toEqual([
      expect.objectContaining({
        chainId: 'eip155:31337',
        params: [
          { chainId: '0x7a69', address, expiry: request.expiry, signer: request.signer, permissions: request.permissions, policies: [] },
        ],
      }),
    ])
    stop()
  })

  test('behavior: the frame refusing the grant rejects with its message; a reply without a context is "An error occurred"', async () => {
    let reply: () => unknown = () => {
      throw new Error('Permissions need a smart account, which is not deployed on this network')
    }
    const kit = embeddedKit({ ...user, RPC_REQUEST: () => reply() }, [])
    const stop = kit.start()
    await expect.poll(() => kit.connection.store.getState().status, { timeout: 5000 }).toBe('connected')
    await expect(getPermissionsFlow(kit).grant(request)).rejects.toThrow('Permissions need a smart account')
    reply = () => ({ granted: true })
    await expect(getPermissionsFlow(kit).grant(request)).rejects.toMatchObject({
      code: 'WALLET_RESPONSE_INVALID',
      shortMessage: 'An error occurred',
    })
    stop()
  })
})
