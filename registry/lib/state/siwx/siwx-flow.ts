import { createStore } from 'zustand/vanilla'
import type { CaipNetworkId, ChainNamespace } from '@/registry/lib/caip/caip-types'
import { parseCaipAddress } from '@/registry/lib/caip/parse-caip-address'
import { BaseError } from '@/registry/lib/errors/base'
import { SignatureDeclinedError, SiwxInitializationError, SmartAccountSignatureError } from '@/registry/lib/errors/siwx-errors'
import { logger } from '@/registry/lib/logger/logger'
import type { WalletKitStores } from '@/registry/lib/state/start/create-wallet-kit-stores'
import { signMessage } from '@/registry/lib/state/connection/sign-message'
import type { SiwxConfig, SiwxSession } from '@/registry/lib/siwx/siwx-types'
import { perKit } from '@/registry/lib/state/start/per-kit'

/** The sign-in views; when sign-in is required the modal cannot close on them. */
export const siwxViews = ['SIWXSignMessage', 'ConnectingSiwe'] as const

export type SiwxFlowState = {
  /** idle: nothing to do (no account, or a session exists); ready: waiting for the user; signing: the wallet is asked. */
  status: 'idle' | 'checking' | 'ready' | 'signing'
  required: boolean
  /** The account and network the pending sign-in is for. */
  account: { address: string; chainId: CaipNetworkId } | undefined
  /** The session of the current account, when it has one. */
  session: SiwxSession | undefined
  /** The last failure, as a catalogue error ('Signature declined', smart-account text, init failure). */
  error: unknown
}

type Account = { address: string; chainId: CaipNetworkId; namespace: string; smartAccount: boolean }

function createSiwxFlow(kit: WalletKitStores, siwx: SiwxConfig) {
  const required = siwx.getRequired?.() ?? false
  const store = createStore<SiwxFlowState>()(() => ({ status: 'idle', required, account: undefined, session: undefined, error: undefined }))
  let checked: string | undefined
  let expiryTimer: ReturnType<typeof setTimeout> | undefined
  let attempt = 0

  function currentAccount(): Account | undefined {
    const { account } = kit.connection.store.getState()
    if (account?.status !== 'connected' || !account.caipAddress || !account.address) return undefined
    const { chainNamespace: namespace, caipNetworkId } = parseCaipAddress(account.caipAddress)
    const entry = account.allAccounts.find((a) => a.address.toLowerCase() === account.address?.toLowerCase())
    const smartAccount = account.preferredAccountType === 'smartAccount' || entry?.type === 'smartAccount'
    return { address: account.address, chainId: caipNetworkId, namespace, smartAccount }
  }

  const onSiwxView = (): boolean => (siwxViews as readonly string[]).includes(kit.router.store.getState().view)

  function scheduleExpiry(session: SiwxSession): void {
    clearTimeout(expiryTimer)
    const expires = session.data.expirationTime ? Date.parse(session.data.expirationTime) : Number.NaN
    // setTimeout holds at most ~24.8 days; a later expiry is re-checked on the next account change.
    if (Number.isFinite(expires)) expiryTimer = setTimeout(() => void check(true), Math.min(Math.max(expires - Date.now(), 0), 2 ** 31 - 1))
  }

  /**
   * Resolves once the connect views are done: the modal closed, or it shows a view with nothing
   * left to do for the connection (Account, Connect with its inline e-mail form, sign-in).
   */
  function connectUiSettled(): Promise<void> {
    const settledViews = ['Account', 'Connect', ...siwxViews]
    const settled = (): boolean => !kit.modal.store.getState().open || settledViews.includes(kit.router.store.getState().view)
    if (settled()) return Promise.resolve()
    return new Promise((resolve) => {
      const done = (): void => {
        if (!settled()) return
        offModal()
        offRouter()
        resolve()
      }
      const offModal = kit.modal.store.subscribe(done)
      const offRouter = kit.router.store.subscribe(done)
    })
  }

  /** After connect, or when the account or network changes: a session, or the sign-in view. */
  async function check(force = false): Promise<void> {
    const account = currentAccount()
    const key = account ? `${account.chainId}:${account.address}` : undefined
    if (!force && key === checked) return
    const fresh = checked === undefined
    checked = key
    clearTimeout(expiryTimer)
    const mine = ++attempt
    if (!account) return store.setState({ status: 'idle', account: undefined, session: undefined, error: undefined })
    store.setState({
      status: 'checking',
      account: { address: account.address, chainId: account.chainId },
      session: undefined,
      error: undefined,
    })
    try {
      const [session] = await siwx.getSessions(account.chainId, account.address)
      if (mine !== attempt) return
      if (session) {
        store.setState({ status: 'idle', session })
        scheduleExpiry(session)
        if (kit.modal.store.getState().open && onSiwxView()) kit.modal.close()
        return
      }
      // Right after connect the connect views are still up and close themselves when done;
      // the sign-in view opens after that, so their close does not dismiss it.
      if (fresh) await connectUiSettled()
      if (mine !== attempt) return
      // A chain the app does not configure is UnsupportedChain's to show: no sign-in is asked for
      // it. Back on a configured chain the account changes again and this check runs anew.
      if (kit.networks.store.getState().unsupported) return store.setState({ status: 'idle' })
      store.setState({ status: 'ready' })
      kit.modal.open({ view: 'SIWXSignMessage' })
    } catch (cause) {
      if (mine === attempt) await failInitialization(cause)
    }
  }

  async function failInitialization(cause: unknown): Promise<void> {
    logger.error('sign-in could not start', cause)
    const error = new SiwxInitializationError({ cause })
    store.setState({ status: 'idle', error })
    await kit.connection.disconnect().catch((e: unknown) => logger.warn('disconnect after sign-in failure failed', e))
    kit.modal.open({ view: 'Connect' })
    kit.snackbar.show('error', error.shortMessage, error.code)
  }

  /** Builds the message, asks the wallet, and keeps the session; the modal closes on success. */
  async function sign(): Promise<void> {
    const account = currentAccount()
    if (!account || store.getState().status === 'signing') return
    const mine = ++attempt
    store.setState({ status: 'signing', error: undefined })
    kit.router.replace('ConnectingSiwe')
    // Where it failed decides the text: the wallet's answer, or the app keeping the session.
    let signed = false
    try {
      const message = await siwx.createMessage({ accountAddress: account.address, chainId: account.chainId })
      const signature = await signMessage(kit, message.text, account.namespace as ChainNamespace)
      signed = true
      const session: SiwxSession = { data: message.data, message: message.text, signature }
      await siwx.addSession(session)
      if (mine !== attempt) return
      checked = `${account.chainId}:${account.address}`
      store.setState({ status: 'idle', session })
      scheduleExpiry(session)
      kit.modal.close()
    } catch (cause) {
      if (mine !== attempt) return
      logger.warn('sign-in failed', cause)
      // SPEC §8: a smart account that the app cannot verify gets its own text. A signature the
      // host's siwx refused to keep (its server said no) is not the user declining: its own
      // catalogue error is shown when it has one.
      const error = account.smartAccount
        ? new SmartAccountSignatureError({ cause })
        : signed && cause instanceof BaseError
          ? cause
          : new SignatureDeclinedError({ cause })
      store.setState({ status: 'ready', error })
      kit.router.replace('SIWXSignMessage')
    }
  }

  /** Cancel: disconnects when sign-in is required, otherwise just closes. */
  async function cancel(): Promise<void> {
    attempt++
    store.setState({ status: required ? 'idle' : 'ready', error: undefined })
    if (required) {
      await kit.connection.disconnect().catch((e: unknown) => logger.warn('disconnect on sign-in cancel failed', e))
      kit.router.reset('Connect')
    }
    kit.modal.close()
  }

  /** Signs the current account out: its sessions are revoked and, when required, it is disconnected. */
  async function signOut(): Promise<void> {
    const account = currentAccount()
    if (account) await siwx.revokeSession(account.chainId, account.address)
    store.setState({ session: undefined })
    checked = undefined
    if (required) await kit.connection.disconnect()
    else void check(true)
  }

  /** Starts following the connection; returns the stop. */
  function watch(): () => void {
    // Required: no closing on the sign-in views while connected without a session.
    const removeGuard = kit.modal.setCloseGuard(
      () => !required || !onSiwxView() || !kit.connection.isConnected() || store.getState().session !== undefined,
    )
    // A disconnect ends the sign-in too: a session kept by the host (its server's cookie) must not
    // outlive the wallet connection it was made with. A reload restores through 'reconnecting',
    // so it is not a disconnect.
    let signedIn = currentAccount()
    const unsubscribe = kit.connection.store.subscribe((state) => {
      const gone = !Object.values(state.accounts).some((account) => account?.status === 'connected')
      if (gone && signedIn && state.status === 'disconnected') {
        const { chainId, address } = signedIn
        siwx.revokeSession(chainId, address).catch((e: unknown) => logger.warn('revoking the sign-in on disconnect failed', e))
      }
      signedIn = gone ? undefined : (currentAccount() ?? signedIn)
      void check()
    })
    void check()
    return () => {
      attempt++
      clearTimeout(expiryTimer)
      checked = undefined
      unsubscribe()
      removeGuard()
    }
  }

  return { store, sign, cancel, signOut, check, watch }
}

export type SiwxFlow = ReturnType<typeof createSiwxFlow>
// Only called for a kit with `siwx` (getSiwxFlow checks).
const siwxFlowFor = /* @__PURE__ */ perKit(
  (kit: WalletKitStores): SiwxFlow => createSiwxFlow(kit, kit.siwx as NonNullable<WalletKitStores['siwx']>),
)

/**
 * Sign-in with the wallet (SPEC §4 SIWX), for a kit whose host set the `siwx` option: after
 * connect without a session the SIWXSignMessage view opens; a signature adds the session and
 * closes; a refusal shows 'Signature declined' (or the smart-account text) and keeps the view;
 * cancel disconnects when sign-in is required. Undefined when the host set no `siwx`.
 *
 * @example
 * getSiwxFlow(kit)?.sign()
 */
export function getSiwxFlow(kit: WalletKitStores): SiwxFlow | undefined {
  return kit.siwx ? siwxFlowFor(kit) : undefined
}
