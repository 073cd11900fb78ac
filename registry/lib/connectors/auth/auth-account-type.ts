import type { AuthContext } from '@/registry/lib/connectors/auth/auth-context'
import { accountTypeOf } from '@/registry/lib/connectors/auth/auth-user'
import type { ConnectResult } from '@/registry/lib/connectors/connector-interface'
import { setSmartAccountEnabledNetworks } from '@/registry/lib/storage/smart-account-networks'

/**
 * The networks where the frame offers smart accounts, stored for the views; none when it cannot say.
 *
 * @example
 * const enabled = await smartAccountNetworks(context) // [1, 8453]
 */
export async function smartAccountNetworks({ frame, storage }: Pick<AuthContext, 'frame' | 'storage'>): Promise<number[]> {
  try {
    const { smartAccountEnabledNetworks } = await frame.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined)
    setSmartAccountEnabledNetworks(smartAccountEnabledNetworks, storage)
    return smartAccountEnabledNetworks
  } catch {
    setSmartAccountEnabledNetworks([], storage)
    return []
  }
}

// API.md INIT_SMART_ACCOUNT: a smart account that becomes the preferred one before it exists
// on chain is initialised by the frame (it answers with its address and whether it is deployed).
async function initSmartAccount(context: AuthContext, type: string | undefined): Promise<void> {
  if (type !== 'smartAccount' || context.smartAccountDeployed === true) return
  const init = await context.frame.request('INIT_SMART_ACCOUNT', undefined).catch(() => undefined)
  if (init) context.smartAccountDeployed = init.isDeployed
}

/**
 * SPEC §4: once per session, moves the account to the chain's default type (smartAccount where the
 * frame offers it, unless the host asked for eoa); eoa if that fails. A changed address is announced.
 *
 * @example
 * const result = await settleAccountType(context, recordAuthUser(context, user))
 */
export async function settleAccountType(context: AuthContext, result: ConnectResult): Promise<ConnectResult> {
  const { frame } = context
  if (context.accountTypeSettled) return result
  context.accountTypeSettled = true
  const enabled = await smartAccountNetworks(context)
  const wanted = context.parameters.defaultAccountType !== 'eoa' && enabled.includes(Number(result.chainId)) ? 'smartAccount' : 'eoa'
  const chosen = await frame
    .request('SET_PREFERRED_ACCOUNT', { type: wanted })
    .catch(() => frame.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' }).catch(() => undefined))
  context.smartAccountDeployed = result.details?.smartAccountDeployed
  await initSmartAccount(context, chosen?.type)
  const details = {
    ...result.details,
    preferredAccountType: accountTypeOf(chosen?.type) ?? result.details?.preferredAccountType,
    smartAccountDeployed: context.smartAccountDeployed,
  }
  if (!chosen || chosen.address === result.address) return { ...result, details }
  context.address = chosen.address
  context.events.emit('accountsChanged', [chosen.address])
  return { ...result, address: chosen.address, accounts: [chosen.address], details }
}

/**
 * The user's choice of account type (eoa if the frame refuses it); the account it gives is announced.
 *
 * @example
 * const { address } = await choosePreferredAccount(context, 'eoa')
 */
export async function choosePreferredAccount(context: AuthContext, type: string) {
  const result = await context.frame
    .request('SET_PREFERRED_ACCOUNT', { type })
    .catch(() => context.frame.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' }))
  await initSmartAccount(context, result.type)
  context.address = result.address
  context.events.emit('accountsChanged', [result.address])
  return result
}
