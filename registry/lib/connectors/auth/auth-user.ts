import type { AuthContext } from '@/registry/lib/connectors/auth/auth-context'
import type { ConnectedAccountDetails, ConnectResult } from '@/registry/lib/connectors/connector-interface'
import { toEvmChainNumber } from '@/registry/lib/frame/chain-id'
import { getConnectedEmail, setConnectedEmail, setEmailLoginUsed, setLastEmailLoginTime } from '@/registry/lib/storage/email-login-storage'
import { getSocialUsername, setSocialUsername } from '@/registry/lib/storage/social-username'

/** The user as the frame reports it (GET_USER, CONNECT_SOCIAL). */
export type AuthUser = {
  address: string
  chainId: string | number
  email?: string | null | undefined
  userName?: string | null | undefined
  accounts?: ReadonlyArray<{ address: string; type: 'eoa' | 'smartAccount' }> | undefined
  preferredAccountType?: string | undefined
  smartAccountDeployed?: boolean | undefined
}

export const accountTypeOf = (value: string | undefined): 'eoa' | 'smartAccount' | undefined =>
  value === 'eoa' || value === 'smartAccount' ? value : undefined

/**
 * Who is signed in: the frame's e-mail and user name, else the ones stored at the last login.
 *
 * @example
 * authUserOf(context, { email: null }) // { email: 'me@example.com', username: undefined }
 */
export function authUserOf(
  { storage }: Pick<AuthContext, 'storage'>,
  user: { email?: string | null | undefined; userName?: string | null | undefined },
): ConnectedAccountDetails['user'] {
  return { email: user.email ?? getConnectedEmail(storage), username: user.userName ?? getSocialUsername(storage) }
}

/**
 * Takes the user the frame reports as the signed-in account: the login keys and the last used
 * chain are stored, the frame follows its chain, and the connection's result is made from it.
 *
 * @example
 * const result = recordAuthUser(context, await context.frame.request('GET_USER', payload))
 */
export function recordAuthUser(context: AuthContext, user: AuthUser): ConnectResult {
  const { storage, frame } = context
  context.address = user.address
  setEmailLoginUsed(true, storage)
  if (user.email) setConnectedEmail(user.email, storage)
  setLastEmailLoginTime(undefined, storage)
  if (user.userName) setSocialUsername(user.userName, storage)
  context.chains.rememberChain(user.chainId)
  frame.setChainId(user.chainId)
  const chainId = toEvmChainNumber(user.chainId) ?? user.chainId
  const listed = user.accounts?.find((a) => a.address.toLowerCase() === user.address.toLowerCase())
  return {
    address: user.address,
    chainId,
    accounts: [user.address],
    details: {
      user: authUserOf(context, user),
      preferredAccountType: accountTypeOf(user.preferredAccountType) ?? listed?.type,
      smartAccountDeployed: user.smartAccountDeployed,
      accountTypes: user.accounts,
    },
  }
}
