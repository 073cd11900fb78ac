'use client'

import * as React from 'react'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import type { ServiceUrls } from '@/registry/hooks/services'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import type { WalletKit } from '@/registry/lib/state/create-wallet-kit'
import { FARCASTER_RELOAD_DELAY_MS } from '@/registry/lib/state/router-store'
import { createApprovalQueue, type ApprovalQueue } from '@/registry/lib/connectors/auth/approval-queue'
import type { AuthConnector, AuthConnectorParameters } from '@/registry/lib/connectors/auth/create-auth-connector'
import { createEmailLoginFlow, type EmailLoginFlow, type EmailLoginState } from '@/registry/lib/connectors/auth/email-login-flow'
import { loadAuthConnector } from '@/registry/lib/connectors/auth/load-auth-connector'

type EmbeddedWallet = { load(): Promise<AuthConnector>; approvals: ApprovalQueue; emailFlow(): Promise<EmailLoginFlow> }
const EmbeddedWalletContext = React.createContext<EmbeddedWallet | null>(null)

export type EmbeddedWalletProviderProps = {
  /**
   * Frame options and networks; by default the provider's projectId, secure-site origin, active
   * EVM network and EVM networks. Approval, notices and the transaction stack are wired here.
   */
  parameters?: Partial<Omit<AuthConnectorParameters, 'approve' | 'onNotice' | 'onRequestSettled'>> | undefined
  children?: React.ReactNode
}

type Parameters = EmbeddedWalletProviderProps['parameters']

// Connector and frame are created on first use, not when a provider renders.
function createEmbeddedWallet(kit: WalletKit, services: ServiceUrls, parameters: Parameters): EmbeddedWallet {
  const approvals = createApprovalQueue({
    // Open modal: stack the view and go back after. Closed modal: open on it and close after.
    onRequest: () => {
      if (kit.modal.store.getState().open) return kit.router.pushTransactionStack({ view: 'ApproveTransaction', goBack: true })
      kit.modal.open({ view: 'ApproveTransaction' })
      kit.router.pushTransactionStack({})
    },
  })
  let connector: Promise<AuthConnector> | undefined
  let flow: Promise<EmailLoginFlow> | undefined
  const load = () =>
    (connector ??= loadAuthConnector({
      networks: kit.networks.store.getState().networks.filter((n) => n.chainNamespace === 'eip155'),
      ...parameters,
      frame: parameters?.frame ?? {
        projectId: kit.options.store.getState().projectId ?? '',
        chainId: kit.networks.getActiveNetwork('eip155')?.caipNetworkId ?? 'eip155:1',
        secureSiteOrigin: services.secureSiteOrigin,
      },
      approve: approvals.approve,
      onNotice: (notice) => kit.snackbar.showError(notice.message),
      // SPEC §4: a failure pops the stack or closes; an unsafe success pops it and refreshes the balance.
      onRequestSettled: (outcome) => {
        if (!outcome.unsafe && outcome.ok) return
        kit.router.popTransactionStack(outcome.ok ? 'success' : 'error')
        if (!outcome.ok) return
        const address = kit.connection.store.getState().account?.address
        const networks = kit.networks.store.getState()
        const caipNetworkId = networks.activeNamespace ? networks.activeByNamespace[networks.activeNamespace] : undefined
        if (address && caipNetworkId) void kit.balances.load({ address, caipNetworkId })
      },
    }))
  // SPEC §2: leaving ConnectingFarcaster unconnected resets the link, then reloads after 100 ms.
  let previousView = kit.router.store.getState().view
  kit.router.store.subscribe(({ view }) => {
    const left = previousView === 'ConnectingFarcaster' && view !== 'ConnectingFarcaster'
    previousView = view
    if (!left || !connector || kit.connection.store.getState().status === 'connected') return
    void connector.then((auth) => {
      auth.resetFarcasterLink()
      setTimeout(() => void auth.reload().catch(() => undefined), FARCASTER_RELOAD_DELAY_MS)
    })
  })
  const emailFlow = () =>
    (flow ??= load().then((auth) => createEmailLoginFlow(auth, { onConnected: () => void kit.connection.connect(auth).catch(() => undefined) })))
  return { load, approvals, emailFlow }
}

/**
 * Configures the embedded wallet for the e-mail, social, Farcaster and approval views. Optional:
 * without it they use the provider's projectId, secure-site origin and EVM networks.
 */
export function EmbeddedWalletProvider({ parameters, children }: EmbeddedWalletProviderProps) {
  const { kit, services } = useWalletKitContext('EmbeddedWalletProvider')
  // Read once: a new frame per render would lose the session.
  const [value] = React.useState(() => createEmbeddedWallet(kit, services, parameters))
  return <EmbeddedWalletContext.Provider value={value}>{children}</EmbeddedWalletContext.Provider>
}

// One default wallet per kit, so installed views work before the host adds a provider.
const defaults = new WeakMap<WalletKit, EmbeddedWallet>()

function useEmbeddedWalletContext(): EmbeddedWallet {
  const configured = React.useContext(EmbeddedWalletContext)
  const { kit, services } = useWalletKitContext('useEmbeddedWallet')
  if (configured) return configured
  let fallback = defaults.get(kit)
  if (!fallback) defaults.set(kit, (fallback = createEmbeddedWallet(kit, services, undefined)))
  return fallback
}

/** The auth connector once loaded (null while loading), loading it on first render. */
export function useAuthConnector(): { connector: AuthConnector | null; error: unknown } {
  const { load } = useEmbeddedWalletContext()
  const [state, setState] = React.useState<{ connector: AuthConnector | null; error: unknown }>({ connector: null, error: null })
  React.useEffect(() => {
    let live = true
    load().then(
      (connector) => live && setState({ connector, error: null }),
      (error: unknown) => live && setState({ connector: null, error }),
    )
    return () => void (live = false)
  }, [load])
  return state
}

const idle = createStore<EmailLoginState>(() => ({ step: 'email', email: '', newEmail: '', busy: true, error: null, resendAt: 0 }))

/** The e-mail login steps and their actions (null actions while the connector loads). */
export function useEmailLogin(): { state: EmailLoginState; actions: EmailLoginFlow | null } {
  const { emailFlow } = useEmbeddedWalletContext()
  const [flow, setFlow] = React.useState<EmailLoginFlow | null>(null)
  React.useEffect(() => {
    let live = true
    emailFlow().then((next) => live && setFlow(next), () => undefined)
    return () => void (live = false)
  }, [emailFlow])
  const state = useStore(flow?.store ?? idle)
  return { state, actions: flow }
}

/** The unsafe request waiting for the user, and the two answers. */
export function useApprovalRequest() {
  const { approvals } = useEmbeddedWalletContext()
  const pending = useStore(approvals.store, (s) => s.pending)
  return { pending, approve: () => approvals.answer(true), reject: () => approvals.answer(false) }
}
