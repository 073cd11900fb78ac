import * as z from 'zod/mini'
import { createStore } from 'zustand/vanilla'
import type { SmartSession } from '@/registry/lib/api/blockchain/schemas/sessions'
import { parseCaipAddress } from '@/registry/lib/caip/parse-caip-address'
import { AccountNotFoundError } from '@/registry/lib/errors/account'
import { ConnectorUndefinedError, InvalidWalletResponseError } from '@/registry/lib/errors/connector'
import { signMessage } from '@/registry/lib/state/connection/sign-message'
import { perKit } from '@/registry/lib/state/start/per-kit'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'

/** One permission asked for (ERC-7715): its type and the type's data, e.g. a native-token allowance. */
export type PermissionRequest = { type: string; data: unknown; required?: boolean | undefined }
export type PermissionPolicy = { type: string; data: unknown }

export type GrantPermissionsParameters = {
  /** Unix seconds after which the grant lapses. */
  expiry: number
  /** Who may use the permissions (ERC-7715 signer), e.g. `{ type: 'keys', data: { keys: [...] } }`. */
  signer: { type: string; data: unknown }
  permissions: readonly PermissionRequest[]
  policies?: readonly PermissionPolicy[] | undefined
}

// The wallet's reply is read where it enters: only `context` is needed, the rest is kept as sent.
const grantReplySchema = z.looseObject({ context: z.string().check(z.minLength(1)) })
export type GrantPermissionsReturnType = z.output<typeof grantReplySchema>

export type PermissionsState = {
  /** The account (CAIP-10) the list is for. */
  account: string | undefined
  /** Its smart sessions as the blockchain API lists them (GET /v1/sessions/{caipAddress}); revoked ones carry revokedAt. */
  sessions: readonly SmartSession[]
  status: 'idle' | 'loading' | 'ready' | 'error'
  error: unknown
}

const idle: PermissionsState = { account: undefined, sessions: [], status: 'idle', error: undefined }

function createPermissionsFlow(kit: WalletKitStores) {
  const store = createStore<PermissionsState>()(() => idle)
  let generation = 0

  function connectedEvmAccount(): string {
    const account = kit.connection.store.getState().accounts.eip155
    if (account?.status !== 'connected' || !account.caipAddress)
      throw new AccountNotFoundError({ details: 'permissions need a connected EVM account' })
    return parseCaipAddress(account.caipAddress).caipAddress
  }

  /** Lists the connected account's smart sessions; an answer for an account since left is dropped. */
  async function load(): Promise<void> {
    const mine = ++generation
    const account = connectedEvmAccount()
    store.setState({ account, status: 'loading', error: undefined, ...(store.getState().account === account ? {} : { sessions: [] }) })
    try {
      const [api, { getSmartSessions }] = await Promise.all([
        kit.clients.blockchainApi(),
        import('@/registry/lib/api/blockchain/get-smart-sessions'),
      ])
      const sessions = await getSmartSessions(api, { caipAddress: account })
      if (mine === generation) store.setState({ sessions, status: 'ready' })
    } catch (error) {
      if (mine === generation) store.setState({ status: 'error', error })
      throw error
    }
  }

  /**
   * Asks the connected wallet (injected, WalletConnect or the embedded wallet, whose frame has the
   * user confirm it) for `wallet_grantPermissions`, then lists the sessions again. A secure site
   * that does not offer it (the reference one) refuses: RpcCallNotAllowedError, 'Action not allowed' shown.
   */
  async function grant(parameters: GrantPermissionsParameters): Promise<GrantPermissionsReturnType> {
    const { chainId, address } = parseCaipAddress(connectedEvmAccount())
    const connector = kit.connection.getActiveConnector('eip155')
    if (!connector?.request) throw new ConnectorUndefinedError({ details: 'the EVM connector takes no requests' })
    const request = {
      chainId: `0x${Number(chainId).toString(16)}`,
      address,
      expiry: parameters.expiry,
      signer: parameters.signer,
      permissions: parameters.permissions,
      policies: parameters.policies ?? [],
    }
    const reply = grantReplySchema.safeParse(await connector.request({ method: 'wallet_grantPermissions', params: [request] }))
    if (!reply.success) throw new InvalidWalletResponseError('wallet_grantPermissions', { cause: reply.error })
    await load().catch(() => undefined)
    return reply.data
  }

  /**
   * Revokes a smart session at the blockchain API (POST /v1/sessions/{caipAddress}/revoke): the
   * account signs the session's pci (personal_sign, confirmed in the wallet), the service checks it.
   */
  async function revoke(pci: string): Promise<void> {
    const account = connectedEvmAccount()
    const signature = await signMessage(kit, pci, 'eip155')
    const [api, { revokeSmartSession }] = await Promise.all([
      kit.clients.blockchainApi(),
      import('@/registry/lib/api/blockchain/revoke-smart-session'),
    ])
    await revokeSmartSession(api, { address: account, pci, signature })
    await load().catch(() => undefined)
  }

  return { store, load, grant, revoke, reset: () => void (generation++, store.setState(idle)) }
}

export type PermissionsFlow = ReturnType<typeof createPermissionsFlow>

/**
 * Permissions and smart sessions of the connected EVM account (SPEC §6/§7): grant through the
 * wallet (wallet_grantPermissions), list and revoke through the blockchain API's session routes.
 * `wallet_revokePermissions` stays the EIP-2255 disconnect the injected connector sends; a smart
 * session ends by the signed revoke the service checks.
 *
 * @example
 * const { context } = await getPermissionsFlow(kit).grant({ expiry, signer, permissions })
 * await getPermissionsFlow(kit).revoke(getPermissionsFlow(kit).store.getState().sessions[0].pci)
 */
export const getPermissionsFlow = /* @__PURE__ */ perKit((kit: WalletKitStores): PermissionsFlow => createPermissionsFlow(kit))

/** @deprecated The name before accessors were all `getXFlow`: use getPermissionsFlow. */
export const permissionsFlowFor = getPermissionsFlow
