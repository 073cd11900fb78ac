import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Connector } from '@/registry/lib/connectors/connector-interface'
import { BaseError } from '@/registry/lib/errors/base'
import { isUserRejection } from '@/registry/lib/errors/user-rejection'
import { connectFromModal } from '@/registry/lib/state/connection/connect-from-modal'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'

export type ConnectExternalStatus = 'connecting' | 'error' | 'connected'
/** `rejected` when the user declined in the wallet; `message` is the SPEC text of a typed error. */
export type ConnectExternalError = { kind: 'rejected' | 'failed'; message: string | undefined }
export type ConnectExternalState = { status: ConnectExternalStatus; error: ConnectExternalError | undefined }

/** Why a connect failed, in the terms the ConnectingExternal view words it by. */
export function describeConnectError(error: unknown): ConnectExternalError {
  if (isUserRejection(error)) return { kind: 'rejected', message: undefined }
  return { kind: 'failed', message: error instanceof BaseError ? error.shortMessage : undefined }
}

export type ConnectExternalFlow = {
  store: StoreApi<ConnectExternalState>
  /** Asks the wallet (again, on retry); success closes the modal. Settles with the state, never throws. */
  connect(): Promise<void>
}

/**
 * Connecting an injected or announced wallet from its view: `connect` prompts the wallet and
 * records the outcome; a later attempt (Try again) supersedes an earlier one still waiting.
 *
 * @example
 * const flow = createConnectExternalFlow(kit, connector)
 * await flow.connect()
 * flow.store.getState() // { status: 'error', error: { kind: 'rejected', message: undefined } }
 */
export function createConnectExternalFlow(
  kit: Pick<WalletKitStores, 'connection' | 'networks' | 'modal'>,
  connector: Connector,
): ConnectExternalFlow {
  const store = createStore<ConnectExternalState>()(() => ({ status: 'connecting', error: undefined }))
  let attempt = 0
  return {
    store,
    async connect() {
      const mine = ++attempt
      store.setState({ status: 'connecting', error: undefined })
      try {
        await connectFromModal(kit, connector)
        if (mine === attempt) store.setState({ status: 'connected' })
      } catch (cause) {
        if (mine === attempt) store.setState({ status: 'error', error: describeConnectError(cause) })
      }
    },
  }
}
