import { privateKeyToAccount } from 'viem/accounts'
import { NetworkNotFoundError } from '@/registry/lib/errors/network'
import type { PageConfig } from '../shared/page-config'
import { counterfactualSmartAccount, hasFactory, rpcCall, smartAccountAddress, type SmartAccount } from './evm-wallet'
import { FrameRefusal } from './public-errors'
import type { FrameStorage, Session } from './storage'

/**
 * The signed-in user's EVM side, read afresh on every call: the current chain, the session a
 * request needs, the user's key, the smart account and what GET_USER answers. `currentSession`
 * and `currentChainId` read the handlers' state, which the handlers alone change.
 *
 * @example
 * const accounts = createUserAccounts(config, storage, () => session, () => chainId)
 * const { address } = accounts.account()
 */
export function createUserAccounts(
  config: PageConfig,
  storage: FrameStorage,
  currentSession: () => Session | null,
  currentChainId: () => number,
) {
  const { privateKeyFor, readPreference } = storage
  const chain = () => {
    const chainId = currentChainId()
    const found = config.evmChains.find((c) => c.chainId === chainId)
    if (!found) throw new FrameRefusal(NetworkNotFoundError.shortMessage, `chain ${chainId} is not available on this secure site`)
    return found
  }
  const requireSession = (): Session => {
    const session = currentSession()
    if (!session) throw new Error('User is not signed in')
    return session
  }
  const account = () => privateKeyToAccount(privateKeyFor(requireSession().userId))
  const factory = config.smartAccountFactory as `0x${string}` | undefined
  // The smart account on the current chain when its factory is there, else null (eoa only).
  const usableSmartAccount = async (): Promise<SmartAccount | null> => {
    if (!factory || !(await hasFactory(chain().rpcUrl, factory))) return null
    return { address: await smartAccountAddress(chain().rpcUrl, factory, account().address), factory }
  }
  // The smart account the app acts as, when the user prefers it and this chain supports it.
  const preferredSmartAccount = async (): Promise<SmartAccount | null> => {
    const session = currentSession()
    return session && readPreference(session.userId) === 'smartAccount' ? usableSmartAccount() : null
  }
  // Where there is no factory the smart account is still listed, at a placeholder address and
  // not deployed, and the eoa stays the usable account.
  const user = async () => {
    const current = requireSession()
    const eoa = account().address
    const usable = await usableSmartAccount()
    const smart = usable?.address ?? counterfactualSmartAccount(eoa)
    const preferred = usable && readPreference(current.userId) === 'smartAccount' ? 'smartAccount' : 'eoa'
    const code = await rpcCall(chain().rpcUrl, 'eth_getCode', [smart, 'latest']).catch(() => '0x')
    return {
      email: current.email,
      address: preferred === 'smartAccount' ? smart : eoa,
      chainId: `eip155:${currentChainId()}`,
      smartAccountDeployed: typeof code === 'string' && code !== '0x',
      accounts: [
        { address: eoa, type: 'eoa' as const },
        { address: smart, type: 'smartAccount' as const },
      ],
      preferredAccountType: preferred,
    }
  }
  return { chain, requireSession, account, factory, usableSmartAccount, preferredSmartAccount, user }
}

export type UserAccounts = ReturnType<typeof createUserAccounts>
