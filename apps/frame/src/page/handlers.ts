import type { AppPayload, AppRequestName } from '@/registry/lib/frame/schemas/app-messages'
import { toEvmChainNumber } from '@/registry/lib/frame/chain-id'
import {
  connectEmailReply,
  deviceWaitReply,
  farcasterStartReply,
  farcasterWaitReply,
  okReply,
  sessionCheckReply,
  sessionReply,
  updateEmailDoneReply,
  updateEmailReply,
} from '../shared/api-schemas'
import type { PageConfig } from '../shared/page-config'
import { callBackend } from './backend'
import { counterfactualSmartAccount, hasFactory } from './evm-wallet'
import { createRpcRequest } from './rpc-request'
import { createSocialLogin } from './social-login'
import { solanaAddress } from './solana-wallet'
import { NetworkNotFoundError } from '@/registry/lib/errors/network'
import type { Confirmations } from './confirm/confirmation-ui'
import { applyTheme } from './confirm/theme'
import { FrameRefusal } from './public-errors'
import type { FrameStorage, Session } from './storage'
import { createUserAccounts } from './user-accounts'

type Handlers = { [N in AppRequestName]?: (payload: AppPayload<N>) => Promise<unknown> }

/**
 * The frame's answers to each app request; the returned value is the `_SUCCESS` payload. Unsafe
 * RPC requests (SPEC §6) wait for the user's decision on the frame's own confirmation screen.
 */
export function createHandlers(
  config: PageConfig,
  parentOrigin: string,
  initialChain: string | number,
  storage: FrameStorage,
  confirmations: Confirmations,
  /** Issue 27: the app's locale (SYNC_DAPP_DATA.locale), resolved once the confirmation speaks it. */
  followLocale: (locale: string | undefined) => Promise<void> = async () => {},
) {
  const { deviceId, readPreference, solanaSeedFor, writePreference } = storage
  let session: Session | null = storage.loadSession()
  let chainId = toEvmChainNumber(initialChain) ?? config.evmChains[0]?.chainId ?? 1
  let pendingEmail: string | null = null
  // The Farcaster poll token, returned to this frame only (the QR link the host shows carries
  // the channel, which lets a phone approve but not collect the session).
  let farcasterPoll: string | null = null
  const social = createSocialLogin(parentOrigin)
  // Set while the app works on a Solana network; EVM calls keep using `chainId`.
  let solanaChain: string | null = typeof initialChain === 'string' && initialChain.startsWith('solana:') ? initialChain : null

  const accounts = createUserAccounts(
    config,
    storage,
    () => session,
    () => chainId,
  )
  const { requireSession, account, factory, usableSmartAccount, user } = accounts
  const login = (next: Session) => {
    session = next
    storage.saveSession(next)
    account()
  }
  const rpcRequest = createRpcRequest(config, parentOrigin, storage, confirmations, accounts, () => solanaChain)

  const handlers: Handlers = {
    SWITCH_NETWORK: async ({ chainId: next }) => {
      if (typeof next === 'string' && next.startsWith('solana:')) {
        if (!config.solanaRpcUrl) throw new FrameRefusal(NetworkNotFoundError.shortMessage, 'no Solana node on this secure site')
        solanaChain = next
        return { chainId: next }
      }
      solanaChain = null
      const number = toEvmChainNumber(next)
      if (number === undefined || !config.evmChains.some((c) => c.chainId === number))
        throw new FrameRefusal(NetworkNotFoundError.shortMessage, `chain ${String(next)} is not served here`)
      chainId = number
      return { chainId: `eip155:${number}` }
    },
    CONNECT_EMAIL: async ({ email }) => {
      pendingEmail = email
      return callBackend('/api/email/connect', { email, deviceId: deviceId() }, connectEmailReply)
    },
    CONNECT_DEVICE: async () => {
      if (!pendingEmail) throw new Error('No e-mail login in progress')
      for (;;) {
        const { approved } = await callBackend('/api/device/wait', { email: pendingEmail, deviceId: deviceId() }, deviceWaitReply)
        if (approved) return {}
      }
    },
    CONNECT_OTP: async ({ otp }) => {
      if (!pendingEmail) throw new Error('No e-mail login in progress')
      login(await callBackend('/api/email/verify', { email: pendingEmail, deviceId: deviceId(), otp }, sessionReply))
      pendingEmail = null
      return {}
    },
    GET_USER: async (payload) => {
      const asked = payload?.chainId
      if (typeof asked === 'string' && asked.startsWith('solana:')) {
        const current = requireSession()
        solanaChain = asked
        const address = solanaAddress(solanaSeedFor(current.userId))
        return { email: current.email, address, chainId: asked, accounts: [{ address, type: 'eoa' as const }], preferredAccountType: 'eoa' }
      }
      const requested = payload?.chainId === undefined ? undefined : toEvmChainNumber(payload.chainId)
      if (requested !== undefined && config.evmChains.some((c) => c.chainId === requested)) chainId = requested
      return user()
    },
    GET_SOCIAL_REDIRECT_URI: ({ provider }) => social.redirectUri(provider),
    CONNECT_SOCIAL: async ({ uri }) => {
      login(await social.exchange(uri))
      return { ...(await user()), userName: session?.userName ?? null }
    },
    GET_FARCASTER_URI: async () => {
      const { url, pollToken } = await callBackend('/api/farcaster/start', {}, farcasterStartReply)
      farcasterPoll = pollToken
      return { url }
    },
    CONNECT_FARCASTER: async () => {
      for (;;) {
        if (!farcasterPoll) throw new Error('No Farcaster login in progress')
        const reply = await callBackend('/api/farcaster/wait', { pollToken: farcasterPoll }, farcasterWaitReply)
        if (reply.pending) continue
        farcasterPoll = null
        login({ token: reply.token, userId: reply.userId, email: reply.email, userName: reply.userName })
        return { userName: reply.userName ?? '' }
      }
    },
    SIGN_OUT: async () => {
      const current = session
      session = null
      storage.saveSession(null)
      confirmations.abortAll()
      if (current) await callBackend('/api/session/revoke', { token: current.token }, okReply).catch(() => undefined)
      return {}
    },
    IS_CONNECTED: async () => {
      if (!session) return { isConnected: false }
      const check = await callBackend('/api/session', { token: session.token }, sessionCheckReply)
      if (!check.valid) {
        session = null
        storage.saveSession(null)
      } else if (check.email !== undefined && session.email !== check.email) {
        login({ ...session, email: check.email ?? null })
      }
      return { isConnected: check.valid }
    },
    GET_CHAIN_ID: async () => ({ chainId: solanaChain ?? `eip155:${chainId}` }),
    RPC_REQUEST: rpcRequest,
    UPDATE_EMAIL: async ({ email }) =>
      callBackend('/api/email/update', { token: requireSession().token, newEmail: email }, updateEmailReply),
    UPDATE_EMAIL_PRIMARY_OTP: async ({ otp }) => {
      await callBackend('/api/email/update/primary', { token: requireSession().token, otp }, updateEmailReply)
      return {}
    },
    UPDATE_EMAIL_SECONDARY_OTP: async ({ otp }) => {
      const current = requireSession()
      const { newEmail } = await callBackend('/api/email/update/secondary', { token: current.token, otp }, updateEmailDoneReply)
      login({ ...current, email: newEmail })
      return { newEmail }
    },
    SYNC_THEME: async (payload) => {
      applyTheme(payload)
      return {}
    },
    SYNC_DAPP_DATA: async ({ locale }) => {
      await followLocale(locale)
      return {}
    },
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: async () => {
      const enabled = await Promise.all(
        config.evmChains.map(async (c) => (factory && (await hasFactory(c.rpcUrl, factory)) ? [c.chainId] : [])),
      )
      return { smartAccountEnabledNetworks: enabled.flat() }
    },
    INIT_SMART_ACCOUNT: async () => {
      const { accounts, smartAccountDeployed } = await user()
      const address = accounts.find((a) => a.type === 'smartAccount')?.address ?? counterfactualSmartAccount(account().address)
      return { address, isDeployed: smartAccountDeployed }
    },
    SET_PREFERRED_ACCOUNT: async ({ type }) => {
      const current = requireSession()
      if (type === 'eoa') {
        writePreference(current.userId, type)
        return { type, address: account().address }
      }
      const smart = await usableSmartAccount()
      if (!smart) throw new Error('Smart accounts are not available on this network')
      writePreference(current.userId, 'smartAccount')
      return { type: 'smartAccount', address: smart.address }
    },
    RELOAD: async () => {
      pendingEmail = null
      farcasterPoll = null
      social.forget()
      return {}
    },
    RPC_ABORT: async () => {
      confirmations.abortAll()
      return {}
    },
  }
  return { handlers, preference: () => (session ? readPreference(session.userId) : null) }
}
