import type { Network } from '@/registry/lib/chains/chain-types'
import { createAuthChains } from '@/registry/lib/connectors/auth/auth-chains'
import type { AuthRequestHooks } from '@/registry/lib/connectors/auth/auth-request'
import { createEmitter, type Emitter } from '@/registry/lib/connectors/emitter'
import type { ConnectorEvents } from '@/registry/lib/connectors/connector-interface'
import { createFrameClient, type FrameClient, type FrameClientOptions } from '@/registry/lib/frame/create-frame-client'
import { safeStorage, type SafeStorage } from '@/registry/lib/storage/safe-storage'

export type AuthConnectorParameters = AuthRequestHooks & {
  /** The frame client, or the options to create one. */
  frame: FrameClient | FrameClientOptions
  /** SPEC §6: the auth connector works only on these networks (its eip155 ones; the solana ones are its Solana account's). */
  networks: readonly Network[]
  /** SPEC §1: the default EVM account type is smartAccount. */
  defaultAccountType?: 'smartAccount' | 'eoa' | undefined
  storage?: SafeStorage | undefined
  now?: (() => number) | undefined
}

/** What the auth connector's actions share: its frame, storage, events and chain rules, and the signed-in account. */
export type AuthContext = {
  parameters: AuthConnectorParameters
  frame: FrameClient
  storage: SafeStorage
  now: () => number
  events: Emitter<ConnectorEvents>
  chains: ReturnType<typeof createAuthChains>
  /** The eip155 account signed in; undefined after sign-out. */
  address: string | undefined
  /** SPEC §4: the account type is moved to the chain's default once per session. */
  accountTypeSettled: boolean
  /** What the frame last said of the smart account being on chain (INIT_SMART_ACCOUNT is skipped once it is). */
  smartAccountDeployed: boolean | undefined
}

/**
 * The one context the auth connector's actions share, made from its parameters.
 *
 * @example
 * const context = createAuthContext({ frame: { projectId, chainId: 'eip155:1', secureSiteOrigin }, networks, approve })
 * await connectAuth(context)
 */
export function createAuthContext(parameters: AuthConnectorParameters): AuthContext {
  const storage = parameters.storage ?? safeStorage
  return {
    parameters,
    frame: 'request' in parameters.frame ? parameters.frame : createFrameClient(parameters.frame),
    storage,
    now: parameters.now ?? Date.now,
    events: createEmitter<ConnectorEvents>(),
    chains: createAuthChains(parameters.networks, storage),
    address: undefined,
    accountTypeSettled: false,
    smartAccountDeployed: undefined,
  }
}
