import { describe, expect, test, vi } from 'vitest'
import { toPublicMessage } from '../../../../apps/frame/src/page/public-errors'
import { createRpcRequest } from '../../../../apps/frame/src/page/rpc-request'
import type { Confirmations } from '../../../../apps/frame/src/page/confirm/confirmation-ui'
import type { FrameStorage } from '../../../../apps/frame/src/page/storage'
import type { UserAccounts } from '../../../../apps/frame/src/page/user-accounts'
import type { AppPayload } from '@/registry/lib/frame/schemas/app-messages'
import { scriptedFrame, type ScriptedAnswers } from '@/registry/components/test/scripted-frame'
import { defineLocalEvmNetwork } from '@/registry/lib/chains/define-local-evm-network'
import { actionNotAllowedDelayMs } from '@/registry/lib/connectors/auth/auth-request'
import { FrameRequestError } from '@/registry/lib/errors/frame'
import { RpcCallNotAllowedError } from '@/registry/lib/errors/rpc'
import { configureEmbeddedWallet, getEmbeddedWallet } from '@/registry/lib/state/embedded/embedded-wallet-state'
import { getPermissionsFlow } from '@/registry/lib/state/permissions/permissions-flow'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'

// The host asks the embedded wallet for permissions: login is scripted, but RPC_REQUEST runs the
// reference secure site's own handler (apps/frame's createRpcRequest) and its reply text
// (toPublicMessage), so what the kit meets is what the real frame answers.

const evmAddress = '0x6666666666666666666666666666666666666666'
const local = defineLocalEvmNetwork({ id: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:1' })
const platform = { isTelegram: () => false, os: () => 'other' as const, isMobile: () => false }
const unreachable = (what: string) => () => {
  throw new Error(`${what} must not be reached for a method the site does not offer`)
}

function setup() {
  const asked: unknown[] = []
  const confirmations = { ask: async (request: unknown) => void asked.push(request), settle: () => {} } as unknown as Confirmations
  const storage = { solanaSeedFor: unreachable('the Solana key') } as unknown as FrameStorage
  const accounts = {
    chain: unreachable('the chain'),
    requireSession: unreachable('the session'),
    account: unreachable('the key'),
    preferredSmartAccount: unreachable('the smart account'),
  } as unknown as UserAccounts
  const config = { projectId: 'p', allowedOrigins: [], evmChains: [], solanaRpcUrl: '', version: 'test' }
  const rpcRequest = createRpcRequest(config, 'http://localhost:3000', storage, confirmations, accounts, () => null)
  const log: Array<{ name: string; payload: unknown }> = []
  const answers: ScriptedAnswers = {
    GET_USER: () => ({
      address: evmAddress,
      chainId: 'eip155:31337',
      email: 'p@walletkit.dev',
      accounts: [{ address: evmAddress, type: 'eoa' }],
    }),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
    SET_PREFERRED_ACCOUNT: () => ({ type: 'eoa', address: evmAddress }),
    IS_CONNECTED: () => ({ isConnected: true }),
    RPC_REQUEST: async (payload) => {
      try {
        return await rpcRequest(payload as AppPayload<'RPC_REQUEST'>)
      } catch (error) {
        // The frame's _ERROR reply carries only its public text.
        throw new FrameRequestError(toPublicMessage(error))
      }
    },
  }
  const kit = createWalletKit({ projectId: 'p', networks: [local], storage: createMemoryStorage(), platform })
  configureEmbeddedWallet(kit, { frame: scriptedFrame(answers, log) })
  return { kit, log, asked }
}

describe('permissions through the embedded wallet (the reference secure site)', () => {
  test("behavior: the site refuses wallet_grantPermissions before asking its user: the grant rejects with 'Requested RPC call is not allowed' and the user sees 'Action not allowed' 300 ms later", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { kit, log, asked } = setup()
    const auth = await getEmbeddedWallet(kit).load()
    await kit.connection.connect(auth)
    const errors: string[] = []
    kit.snackbar.store.subscribe((state) => state.open && state.variant === 'error' && errors.push(state.message))

    const grant = getPermissionsFlow(kit).grant({
      expiry: Math.floor(Date.now() / 1000) + 600,
      signer: { type: 'keys', data: { keys: [] } },
      permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1', start: 1, period: 86_400 } }],
    })
    await expect(grant).rejects.toBeInstanceOf(RpcCallNotAllowedError)
    await expect(grant).rejects.toMatchObject({ code: 'RPC_CALL_NOT_ALLOWED', shortMessage: 'Requested RPC call is not allowed' })
    expect(log.filter((e) => e.name === 'RPC_REQUEST').map((e) => (e.payload as { method: string }).method)).toEqual([
      'wallet_grantPermissions',
    ])
    expect(asked).toEqual([])
    expect(errors).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, actionNotAllowedDelayMs + 50))
    expect(errors).toEqual(['Action not allowed'])
  })
})
