import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { Keypair } from '@solana/web3.js'
import { base58 } from '@scure/base'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { startDevnet, type Devnet } from '../../../../apps/devnet/src/index'
import { toPublicMessage } from '../../../../apps/frame/src/page/public-errors'
import { createRpcRequest } from '../../../../apps/frame/src/page/rpc-request'
import type { Confirmations } from '../../../../apps/frame/src/page/confirm/confirmation-ui'
import type { FrameStorage } from '../../../../apps/frame/src/page/storage'
import type { UserAccounts } from '../../../../apps/frame/src/page/user-accounts'
import type { PageConfig } from '../../../../apps/frame/src/shared/page-config'
import type { AppPayload } from '@/registry/lib/frame/schemas/app-messages'
import { scriptedFrame, type ScriptedAnswers } from '@/registry/components/test/scripted-frame'
import { defineLocalEvmNetwork } from '@/registry/lib/chains/define-local-evm-network'
import { defineLocalSolanaNetwork } from '@/registry/lib/chains/define-local-solana-network'
import { InsufficientFundsError } from '@/registry/lib/errors/chain'
import { FrameRequestError } from '@/registry/lib/errors/frame'
import { buildSolTransfer } from '@/registry/lib/solana/build-sol-transfer'
import { createSolanaConnection } from '@/registry/lib/solana/create-solana-connection'
import { configureEmbeddedWallet, getEmbeddedWallet } from '@/registry/lib/state/embedded/embedded-wallet-state'
import { getEip1193Provider } from '@/registry/lib/state/provider/eip1193-provider'
import { createWalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { createMemoryStorage } from '@/registry/lib/state/start/persistence'

// An embedded-wallet user with nothing on the account asks to send. The reference secure site's
// own request handler (apps/frame's createRpcRequest, approved by its user) carries the request
// out on the real nodes, and its _ERROR reply text comes from toPublicMessage, as the frame sends
// it. The app used to get only 'An error occurred'; the cause was in the frame's console alone.

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'solana'] })
})
afterAll(() => devnet?.stop())

const platform = { isTelegram: () => false, os: () => 'other' as const, isMobile: () => false }

function unfundedSite() {
  const key = privateKeyToAccount(generatePrivateKey())
  const seed = crypto.getRandomValues(new Uint8Array(32))
  const chain = { chainId: devnet.evmChains[0]!.chainId, name: 'Devnet', rpcUrl: devnet.urls.evmRpc }
  const config: PageConfig = {
    projectId: 'p',
    allowedOrigins: [],
    evmChains: [chain],
    solanaRpcUrl: devnet.urls.solanaRpc,
    version: 'test',
  }
  const approved: string[] = []
  const confirmations = { ask: async () => void approved.push('asked'), settle: () => {} } as unknown as Confirmations
  const storage = { solanaSeedFor: () => seed } as unknown as FrameStorage
  const accounts = {
    chain: () => chain,
    requireSession: () => ({ userId: 'unfunded' }),
    account: () => key,
    preferredSmartAccount: async () => null,
  } as unknown as UserAccounts
  const rpcRequest = createRpcRequest(config, 'http://127.0.0.1:5173', storage, confirmations, accounts, () => null)
  // The frame's _ERROR reply carries only its public text.
  const answer = async (payload: AppPayload<'RPC_REQUEST'>) => {
    try {
      return await rpcRequest(payload)
    } catch (error) {
      throw new FrameRequestError(toPublicMessage(error))
    }
  }
  return { key, seed, chain, answer, approved }
}

describe('an embedded-wallet account without funds', () => {
  test("behavior: the app's eth_sendTransaction, approved in the frame, rejects with the typed InsufficientFundsError ('Insufficient funds for gas and value', INSUFFICIENT_FUNDS); nothing is mined", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const site = unfundedSite()
    const answers: ScriptedAnswers = {
      GET_USER: () => ({
        address: site.key.address,
        chainId: `eip155:${site.chain.chainId}`,
        email: 'p@walletkit.dev',
        accounts: [{ address: site.key.address, type: 'eoa' }],
      }),
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
      SET_PREFERRED_ACCOUNT: () => ({ type: 'eoa', address: site.key.address }),
      IS_CONNECTED: () => ({ isConnected: true }),
      RPC_REQUEST: (payload) => site.answer(payload as AppPayload<'RPC_REQUEST'>),
    }
    const local = defineLocalEvmNetwork({ id: site.chain.chainId, name: 'Devnet', rpcUrl: devnet.urls.evmRpc })
    const kit = createWalletKit({ projectId: 'p', networks: [local], storage: createMemoryStorage(), platform })
    configureEmbeddedWallet(kit, { frame: scriptedFrame(answers, []) })
    await kit.connection.connect(await getEmbeddedWallet(kit).load())

    const to = privateKeyToAccount(generatePrivateKey()).address
    const sent = getEip1193Provider(kit).request({
      method: 'eth_sendTransaction',
      params: [{ from: site.key.address, to, value: '0xde0b6b3a7640000' }],
    })
    await expect(sent).rejects.toBeInstanceOf(InsufficientFundsError)
    await expect(sent).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', shortMessage: 'Insufficient funds for gas and value' })
    expect(site.approved).toEqual(['asked'])
    const nonce = await fetch(devnet.urls.evmRpc, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionCount', params: [site.key.address, 'latest'] }),
    }).then((response) => response.json() as Promise<{ result: string }>)
    expect(nonce.result).toBe('0x0')
  })

  test("behavior: the frame's reply to a Solana signAndSend from an account never funded is 'Insufficient funds for gas and value', not 'An error occurred'", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const site = unfundedSite()
    const payer = Keypair.fromSeed(site.seed).publicKey.toBase58()
    const network = defineLocalSolanaNetwork({ rpcUrl: devnet.urls.solanaRpc })
    const connection = createSolanaConnection({ network, rpcUrl: devnet.urls.solanaRpc })
    const transaction = await buildSolTransfer(connection, { from: payer, to: Keypair.generate().publicKey.toBase58(), amount: '0.1' })
    const wire = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })

    const reply = site.answer({
      method: 'solana_signAndSendTransaction',
      params: { transaction: base58.encode(wire) },
      chainId: network.caipNetworkId,
      chainNamespace: 'solana',
    } as AppPayload<'RPC_REQUEST'>)
    await expect(reply).rejects.toMatchObject({ shortMessage: 'Insufficient funds for gas and value' })
    expect(site.approved).toEqual(['asked'])
  })
})
