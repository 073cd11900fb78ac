import type { AppPayload } from '@/registry/lib/frame/schemas/app-messages'
import { toEvmChainNumber } from '@/registry/lib/frame/chain-id'
import { ChainNotSupportedError } from '@/registry/lib/errors/network'
import { RpcCallNotAllowedError } from '@/registry/lib/errors/rpc'
import { isUnsafeMethod } from '@/registry/lib/frame/is-unsafe-method'
import type { PageConfig } from '../shared/page-config'
import { checkRequestChain } from './confirm/check-request-chain'
import type { Confirmations } from './confirm/confirmation-ui'
import { describeRequest } from './confirm/describe-request'
import { handleEvmRpc, validateEvmRequest } from './evm-wallet'
import { FrameRefusal } from './public-errors'
import { checkSolanaRequest, handleSolanaRpc } from './solana-wallet'
import type { FrameStorage } from './storage'
import type { UserAccounts } from './user-accounts'

// Unsafe methods this reference site cannot carry out: refused before the user is asked, with
// SPEC §6's 'Requested RPC call is not allowed' (the kit rejects with RpcCallNotAllowedError and
// shows 'Action not allowed'). Decision (issue 29): SPEC §7 lists wallet_grantPermissions and
// wallet_revokePermissions among the secure site's methods, but granting ERC-7715 permissions needs
// a smart account with a permission module that enforces them; this site's dev smart account has
// none, so recording a grant would promise the app limits nobody enforces. Hosts grant through
// wallets that have one (injected, WalletConnect); permissions.contract tests show both paths.
const notOffered = new Set(['wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation'])

/**
 * The frame's RPC_REQUEST handler: the request is checked, then an unsafe one (SPEC §6) waits for
 * the user's decision on the frame's own confirmation screen, then it is carried out on Solana or
 * the current EVM chain. `currentSolanaChain` is the Solana network last switched to, if any.
 *
 * @example
 * const rpcRequest = createRpcRequest(config, parentOrigin, storage, confirmations, accounts, () => solanaChain)
 * await rpcRequest({ method: 'eth_chainId', params: [] })
 */
export function createRpcRequest(
  config: PageConfig,
  parentOrigin: string,
  storage: FrameStorage,
  confirmations: Confirmations,
  accounts: UserAccounts,
  currentSolanaChain: () => string | null,
) {
  const { solanaSeedFor } = storage
  const { chain, requireSession, account, preferredSmartAccount } = accounts
  // After an approved request the confirmation screen moves on (next request or idle).
  const settleAfter = async <T>(unsafe: boolean, run: () => Promise<T>): Promise<T> => {
    try {
      return await run()
    } finally {
      if (unsafe) confirmations.settle()
    }
  }

  return async (payload: AppPayload<'RPC_REQUEST'>): Promise<unknown> => {
    const { method, params } = payload
    const unsafe = isUnsafeMethod(method)
    if (notOffered.has(method)) throw new FrameRefusal(RpcCallNotAllowedError.shortMessage, `${method} is not offered by this secure site`)
    if (payload.chainNamespace === 'solana') {
      const seed = solanaSeedFor(requireSession().userId)
      checkSolanaRequest(seed, method, params)
      // The network the app asks on (it may be looking at an EVM chain meanwhile), else the one last switched to.
      const asked = typeof payload.chainId === 'string' && payload.chainId.startsWith('solana:') ? payload.chainId : currentSolanaChain()
      if (unsafe)
        await confirmations.ask((text) =>
          describeRequest({ method, params, chain: asked ?? 'Solana', requestedBy: parentOrigin, symbol: 'SOL' }, text),
        )
      return settleAfter(unsafe, () => handleSolanaRpc(seed, config.solanaRpcUrl, method, params))
    }
    if (payload.chainNamespace && payload.chainNamespace !== 'eip155')
      throw new FrameRefusal(ChainNotSupportedError.shortMessage, `${payload.chainNamespace} is not served here`)
    const current = chain()
    const signer = account()
    // Chain, key and account are fixed before the user is asked: an app that switches the
    // preferred account (SET_PREFERRED_ACCOUNT) while the confirmation is open must not get the
    // request carried out by another account than the one it was checked and shown for.
    const smart = await preferredSmartAccount()
    if (unsafe) {
      // Only a chain id that names an EVM chain is compared; the app sends its cached CAIP id.
      const asked = payload.chainId === undefined ? undefined : toEvmChainNumber(payload.chainId)
      checkRequestChain(method, params, current.chainId, asked)
      validateEvmRequest(method, params, smart?.address ?? signer.address)
      const chainName = current.name.includes(String(current.chainId)) ? current.name : `${current.name} (${current.chainId})`
      await confirmations.ask((text) =>
        describeRequest({ method, params, chain: chainName, requestedBy: parentOrigin, symbol: 'ETH' }, text),
      )
    }
    return settleAfter(unsafe, async () => handleEvmRpc(signer, current, method, params, smart ?? undefined))
  }
}
