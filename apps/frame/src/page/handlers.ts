import { privateKeyToAccount } from 'viem/accounts'
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
import {
  counterfactualSmartAccount,
  handleEvmRpc,
  hasFactory,
  rpcCall,
  smartAccountAddress,
  validateEvmRequest,
  type SmartAccount,
} from './evm-wallet'
import { createSocialLogin } from './social-login'
import { checkSolanaRequest, handleSolanaRpc, solanaAddress } from './solana-wallet'
import { ChainNotSupportedError, NetworkNotFoundError } from '@/registry/lib/errors/network'
import { RpcCallNotAllowedError } from '@/registry/lib/errors/rpc'
import { isUnsafeMethod } from '@/registry/lib/frame/is-unsafe-method'
import { checkRequestChain } from './confirm/check-request-chain'
import type { Confirmations } from './confirm/confirmation-ui'
import { describeRequest } from './confirm/describe-request'
import { applyTheme } from './confirm/theme'
import { FrameRefusal } from './public-errors'
import type { FrameStorage, Session } from './storage'

type Handlers = { [N in AppRequestName]?: (payload: AppPayload<N>) => Promise<unknown> }

// Unsafe methods this reference site cannot carry out: refused before the user is asked.
const notOffered = new Set(['wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation'])

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
) {
  const { deviceId, privateKeyFor, readPreference, solanaSeedFor, writePreference } = storage
  let session: Session | null = storage.loadSession()
  let chainId = toEvmChainNumber(initialChain) ?? config.evmChains[0]?.chainId ?? 1
  let pendingEmail: string | null = null
  // The Farcaster poll token, returned to this frame only (the QR link the host shows carries
  // the channel, which lets a phone approve but not collect the session).
  let farcasterPoll: string | null = null
  const social = createSocialLogin(parentOrigin)
  // Set while the app works on a Solana network; EVM calls keep using `chainId`.
  let solanaChain: string | null = typeof initialChain === 'string' && initialChain.startsWith('solana:') ? initialChain : null

  const chain = () => {
    const found = config.evmChains.find((c) => c.chainId === chainId)
    if (!found) throw new FrameRefusal(NetworkNotFoundError.shortMessage, `chain ${chainId} is not available on this secure site`)
    return found
  }
  const requireSession = (): Session => {
    if (!session) throw new Error('User is not signed in')
    return session
  }
  // After an approved request the confirmation screen moves on (next request or idle).
  const settleAfter = async <T>(unsafe: boolean, run: () => Promise<T>): Promise<T> => {
    try {
      return await run()
    } finally {
      if (unsafe) confirmations.settle()
    }
  }
  const account = () => privateKeyToAccount(privateKeyFor(requireSession().userId))
  const login = (next: Session) => {
    session = next
    storage.saveSession(next)
    account()
  }
  const factory = config.smartAccountFactory as `0x${string}` | undefined
  // The smart account on the current chain when its factory is there, else null (eoa only).
  const usableSmartAccount = async (): Promise<SmartAccount | null> => {
    if (!factory || !(await hasFactory(chain().rpcUrl, factory))) return null
    return { address: await smartAccountAddress(chain().rpcUrl, factory, account().address), factory }
  }
  // The smart account the app acts as, when the user prefers it and this chain supports it.
  const preferredSmartAccount = async (): Promise<SmartAccount | null> =>
    session && readPreference(session.userId) === 'smartAccount' ? usableSmartAccount() : null
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
      chainId: `eip155:${chainId}`,
      smartAccountDeployed: typeof code === 'string' && code !== '0x',
      accounts: [
        { address: eoa, type: 'eoa' as const },
        { address: smart, type: 'smartAccount' as const },
      ],
      preferredAccountType: preferred,
    }
  }

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
    RPC_REQUEST: async (payload) => {
      const { method, params } = payload
      const unsafe = isUnsafeMethod(method)
      if (notOffered.has(method))
        throw new FrameRefusal(RpcCallNotAllowedError.shortMessage, `${method} is not offered by this secure site`)
      if (payload.chainNamespace === 'solana') {
        const seed = solanaSeedFor(requireSession().userId)
        checkSolanaRequest(seed, method, params)
        // The network the app asks on (it may be looking at an EVM chain meanwhile), else the one last switched to.
        const asked = typeof payload.chainId === 'string' && payload.chainId.startsWith('solana:') ? payload.chainId : solanaChain
        if (unsafe)
          await confirmations.ask(describeRequest({ method, params, chain: asked ?? 'Solana', requestedBy: parentOrigin, symbol: 'SOL' }))
        return settleAfter(unsafe, () => handleSolanaRpc(seed, config.solanaRpcUrl, method, params))
      }
      if (payload.chainNamespace && payload.chainNamespace !== 'eip155')
        throw new FrameRefusal(ChainNotSupportedError.shortMessage, `${payload.chainNamespace} is not served here`)
      const current = chain()
      const signer = account()
      // Chain, key and account are fixed before the user is asked: an app that switches the
      // preferred account (SET_PREFERRED_ACCOUNT) while the confirmation is open must not get the
      // request carried out by another account than the one it was checked and shown for.
      const smart = await preferredSmartAccount()
      if (unsafe) {
        // Only a chain id that names an EVM chain is compared; the app sends its cached CAIP id.
        const asked = payload.chainId === undefined ? undefined : toEvmChainNumber(payload.chainId)
        checkRequestChain(method, params, current.chainId, asked)
        validateEvmRequest(method, params, smart?.address ?? signer.address)
        await confirmations.ask(
          describeRequest({
            method,
            params,
            chain: current.name.includes(String(current.chainId)) ? current.name : `${current.name} (${current.chainId})`,
            requestedBy: parentOrigin,
            symbol: 'ETH',
          }),
        )
      }
      return settleAfter(unsafe, async () => handleEvmRpc(signer, current, method, params, smart ?? undefined))
    },
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
    SYNC_DAPP_DATA: async () => ({}),
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
