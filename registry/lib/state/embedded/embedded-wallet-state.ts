import { createStore, type StoreApi } from 'zustand/vanilla'
import type { RequestOutcome } from '@/registry/lib/connectors/auth/auth-request'
import type { AuthConnector } from '@/registry/lib/connectors/auth/create-auth-connector'
import { loadAuthConnector } from '@/registry/lib/connectors/auth/load-auth-connector'
import { requestNamespace } from '@/registry/lib/connectors/walletconnect/namespace-requests'
import { FrameLoadError } from '@/registry/lib/errors/frame'
import { logger } from '@/registry/lib/logger/logger'
import { createApprovalFlow, type ApprovalFlow } from '@/registry/lib/state/embedded/approval-flow'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'
import type { EmbeddedWalletOptions } from '@/registry/lib/state/embedded/embedded-wallet-options'
import { followSolanaAccount } from '@/registry/lib/state/embedded/embedded-solana'

/**
 * Where the embedded wallet's load stands. `error` is SPEC §8 'Unable to load email login
 * dependency' (FrameLoadError, code FRAME_LOAD_FAILED) whatever failed: the connector's code
 * chunk or its frame; every view offering e-mail or social login shows it, with a retry.
 */
export type EmbeddedLoadState = { status: 'idle' | 'loading' | 'ready' | 'error'; error: FrameLoadError | null }

export type EmbeddedWallet = {
  /** The auth connector, loaded (and registered with the connectors store) on first call. */
  load(): Promise<AuthConnector>
  /** The load's status; a failed load is not cached, so `load()` again retries. */
  loadState: StoreApi<EmbeddedLoadState>
  /** Loads again after a failure (or starts the first load); never rejects: the outcome is in loadState. */
  retry(): void
  /** The auth connector if it has loaded already; synchronous, for click handlers. */
  loaded(): AuthConnector | undefined
  approvals: ApprovalFlow
}

const wallets = new WeakMap<WalletKitStores, EmbeddedWallet>()
const configured = new WeakMap<WalletKitStores, EmbeddedWalletOptions>()

/**
 * Sets the embedded wallet's frame and networks for a kit before anything uses it (the
 * EmbeddedWalletProvider does this). Later calls after the wallet exists change nothing: a new
 * frame would lose the user's session.
 */
export function configureEmbeddedWallet(kit: WalletKitStores, options: EmbeddedWalletOptions | undefined): void {
  if (options && !wallets.has(kit)) configured.set(kit, options)
}

/**
 * The kit's embedded wallet: its approval flow, and the auth connector with its secure frame,
 * created on first use so hosts without e-mail or social login never load them.
 *
 * @example
 * const auth = await getEmbeddedWallet(kit).load()
 */
export function getEmbeddedWallet(kit: WalletKitStores): EmbeddedWallet {
  let wallet = wallets.get(kit)
  if (!wallet) wallets.set(kit, (wallet = createEmbeddedWallet(kit, getEmbeddedWalletOptions(kit))))
  return wallet
}

/**
 * The host's embedded-wallet options, wherever they were given: EmbeddedWalletProvider's
 * `parameters` win over WalletKitProvider's `embeddedWallet`. Every reader (the frame, the
 * allowed-e-mail check) asks here, so an option is never honoured in one place and ignored in another.
 */
export function getEmbeddedWalletOptions(kit: WalletKitStores): EmbeddedWalletOptions | undefined {
  return configured.get(kit) ?? kit.embeddedWalletOptions
}

// SPEC §3 metadata reaches the secure site as SYNC_DAPP_DATA right after READY, so its own screens
// name the app; with it the locale, so they speak the host's language (start-embedded-wallet.ts follows changes).
function defaultFrameOptions(kit: WalletKitStores) {
  const { projectId, metadata, sdkVersion, sdkType, locale } = kit.options.store.getState()
  return {
    projectId: projectId ?? '',
    chainId: kit.networks.getActiveNetwork('eip155')?.caipNetworkId ?? 'eip155:1',
    secureSiteOrigin: kit.services.secureSiteOrigin,
    dappData: {
      projectId: projectId ?? '',
      sdkVersion,
      sdkType: sdkType === 'w3m' ? ('w3m' as const) : ('appkit' as const),
      locale,
      ...(metadata
        ? { metadata: { name: metadata.name, description: metadata.description, url: metadata.url, icons: [...metadata.icons] } }
        : {}),
    },
  }
}

function createEmbeddedWallet(kit: WalletKitStores, options: EmbeddedWalletOptions | undefined): EmbeddedWallet {
  let current: AuthConnector | undefined
  let loading: Promise<AuthConnector> | undefined
  const approvals = createApprovalFlow({
    // Open modal: stack the view and go back after. Closed modal: open on it and close after.
    onRequest: () => {
      if (kit.modal.store.getState().open) return kit.router.pushTransactionStack({ view: 'ApproveTransaction', goBack: true })
      kit.modal.open({ view: 'ApproveTransaction' })
      kit.router.pushTransactionStack({})
    },
    chainName: (request) => kit.networks.getActiveNetwork(requestNamespace(request.method))?.name,
    // The user left while the frame was asking: its confirmation goes away and the request fails.
    onAbort: () => current?.rejectPendingRequests(),
  })

  // SPEC §4: a failure pops the stack or closes; an unsafe success pops it and refreshes the
  // balance. Unsafe requests stay on one ApproveTransaction view until the last one settled.
  const onRequestSettled = (outcome: RequestOutcome): void => {
    if (outcome.request && !approvals.settle(outcome.request)) return
    if (!outcome.unsafe && outcome.ok) return
    kit.router.popTransactionStack(outcome.ok ? 'success' : 'error')
    if (!outcome.ok) return
    const namespace = requestNamespace(outcome.method)
    const address = kit.connection.store.getState().accounts[namespace]?.address
    const caipNetworkId = kit.networks.getActiveNetwork(namespace)?.caipNetworkId
    // Fresh, not the 30 s cache from before the request.
    if (address && caipNetworkId) void kit.balances.load({ address, caipNetworkId, forceUpdate: true })
  }

  const loadState = createStore<EmbeddedLoadState>()(() => ({ status: 'idle', error: null }))
  const load = (): Promise<AuthConnector> => {
    if (!loading) loadState.setState({ status: 'loading', error: null })
    const networks =
      options?.networks ??
      kit.networks.store.getState().networks.filter((n) => n.chainNamespace === 'eip155' || n.chainNamespace === 'solana')
    return (loading ??= loadAuthConnector({
      storage: kit.persistence.storage,
      ...options,
      networks,
      frame: options?.frame ?? defaultFrameOptions(kit),
      approve: approvals.approve,
      onNotice: (notice) => kit.snackbar.show('error', notice.message, notice.code),
      onRequestSettled,
    }).then(
      (connector) => {
        current = connector
        // A connector like any other: Disconnect, reconnect on reload and network switching reach it.
        kit.connectors.register(connector)
        followSolanaAccount(kit, connector, networks)
        loadState.setState({ status: 'ready', error: null })
        return connector
      },
      (error: unknown) => {
        loading = undefined
        logger.error('the embedded wallet failed to load', error)
        // A failed chunk import or frame set-up is a TypeError or the like: the user sees the SPEC text.
        loadState.setState({ status: 'error', error: error instanceof FrameLoadError ? error : new FrameLoadError({ cause: error }) })
        throw error
      },
    ))
  }

  return { load, loaded: () => current, loadState, retry: () => void load().catch(() => undefined), approvals }
}
