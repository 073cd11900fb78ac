import { afterEach, describe, expect, test, vi } from 'vitest'
import type { Network } from '@/registry/lib/chains/chain-types'
import { createAuthConnector } from '@/registry/lib/connectors/auth/create-auth-connector'
import type { FrameClient } from '@/registry/lib/frame/create-frame-client'
import type { PendingRequest } from '@/registry/lib/frame/frame-pending'
import { createSafeStorage } from '@/registry/lib/storage/safe-storage'
import { storageKeys } from '@/registry/lib/storage/storage-keys'

// The frame here is a scripted stand-in: the real frame is exercised by e2e/frame.
type Call = { name: string; payload: unknown }
const address = '0x1111111111111111111111111111111111111111'
const local: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

function setup(
  answers: Record<string, (payload: unknown) => unknown> = {},
  approve: (request?: unknown) => Promise<boolean> = async () => true,
) {
  const calls: Call[] = []
  let chainId: string | number = 'eip155:31337'
  const kept: boolean[] = []
  const frame = {
    request: async (name: string, payload: unknown) => {
      calls.push({ name, payload })
      const answer = answers[name]
      if (answer) return answer(payload)
      if (name === 'GET_USER') return { address, chainId: 'eip155:31337', email: 'a@b.dev' }
      if (name === 'SET_PREFERRED_ACCOUNT') return { type: (payload as { type: string }).type, address }
      if (name === 'GET_SMART_ACCOUNT_ENABLED_NETWORKS') return { smartAccountEnabledNetworks: [] }
      if (name === 'CONNECT_EMAIL') return { action: 'VERIFY_OTP' }
      return {}
    },
    getChainId: () => chainId,
    setChainId: (next: string | number) => void (chainId = next),
    abortPending: (keep: (request: PendingRequest) => boolean) => {
      kept.push(keep({ name: 'RPC_REQUEST', payload: { method: 'eth_getBalance' }, resolve() {}, reject() {} }))
      kept.push(keep({ name: 'RPC_REQUEST', payload: { method: 'personal_sign' }, resolve() {}, reject() {} }))
      kept.push(keep({ name: 'CONNECT_FARCASTER', payload: undefined, resolve() {}, reject() {} }))
    },
  } as unknown as FrameClient
  const memory = new Map<string, string>()
  const storage = createSafeStorage(() => ({
    getItem: (k) => memory.get(k) ?? null,
    setItem: (k, v) => void memory.set(k, v),
    removeItem: (k) => void memory.delete(k),
  }))
  let now = 1_000_000
  const notices: string[] = []
  const settled: string[] = []
  const approvals = vi.fn(approve)
  const auth = createAuthConnector({
    frame,
    networks: [local],
    storage,
    now: () => now,
    approve: approvals,
    onNotice: (notice) => notices.push(notice.message),
    onRequestSettled: (o) => settled.push(`${o.method}:${o.unsafe}:${o.ok}`),
  })
  return { auth, calls, memory, notices, settled, approvals, kept, advance: (ms: number) => void (now += ms) }
}

afterEach(() => vi.useRealTimers())

describe('createAuthConnector', () => {
  test("behavior: GET_USER asks for the chain given to connect, else the last used chain, else the frame's chain (SPEC §9: get-user uses the last used chain or 1)", async () => {
    const chains = async (prepare: (ctx: ReturnType<typeof setup>) => void, connectChain?: number) => {
      const ctx = setup()
      prepare(ctx)
      await ctx.auth.connect(connectChain === undefined ? {} : { chainId: connectChain })
      return (ctx.calls.find((c) => c.name === 'GET_USER')!.payload as { chainId: string }).chainId
    }
    // The frame client starts on the default chain, eip155:1, until the frame says otherwise.
    expect(await chains((ctx) => ctx.auth.frame.setChainId(1))).toBe('eip155:1')
    expect(await chains((ctx) => ctx.memory.set(storageKeys.lastUsedChain, JSON.stringify('eip155:31338')))).toBe('eip155:31338')
    expect(await chains((ctx) => ctx.memory.set(storageKeys.lastUsedChain, JSON.stringify('eip155:31338')), 31337)).toBe('eip155:31337')
    // The kit left on a Solana network: the eip155 side asks for its own chain, not 'eip155:solana:…'.
    expect(
      await chains(
        (ctx) => (
          ctx.auth.frame.setChainId('eip155:31337'),
          ctx.memory.set(storageKeys.lastUsedChain, JSON.stringify('solana:pb4NaC5roYPZ1W67eU8f5buKsv8824a8'))
        ),
      ),
    ).toBe('eip155:31337')
  })

  test("behavior: with the frame on the wallet's Solana network, the EVM side asks on an EVM chain and the last used chain stays a real CAIP-2 id", async () => {
    const solanaChain = 'solana:pb4NaC5roYPZ1W67eU8f5buKsv8824a8'
    // No EVM chain used yet: an EVM request goes out on the app's first EVM network, not 'eip155:solana:…'.
    const fresh = setup({
      GET_CHAIN_ID: () => ({ chainId: solanaChain }),
      CONNECT_SOCIAL: () => ({ address, chainId: 31337, userName: 'bob' }),
    })
    fresh.auth.frame.setChainId(solanaChain)
    await fresh.auth.request!({ method: 'personal_sign', params: ['0x00', address] })
    expect(fresh.calls.find((c) => c.name === 'RPC_REQUEST')?.payload).toMatchObject({ chainId: 'eip155:31337', chainNamespace: 'eip155' })
    await fresh.auth.connectSocial('https://secure.test/callback?code=1')
    // The frame reporting its Solana chain records that chain as it is.
    fresh.auth.frame.setChainId(solanaChain)
    await fresh.auth.getChainId()
    expect(JSON.parse(fresh.memory.get(storageKeys.lastUsedChain) ?? 'null')).toBe(solanaChain)
    expect(fresh.calls.find((c) => c.name === 'CONNECT_SOCIAL')?.payload).toMatchObject({ chainId: 'eip155:31337' })
    // An EVM chain used before wins over the frame's Solana chain.
    const used = setup()
    used.memory.set(storageKeys.lastUsedChain, JSON.stringify('eip155:31338'))
    used.auth.frame.setChainId(solanaChain)
    await used.auth.request!({ method: 'personal_sign', params: ['0x00', address] })
    expect(used.calls.find((c) => c.name === 'RPC_REQUEST')?.payload).toMatchObject({ chainId: 'eip155:31338' })
    // A chain the frame reports that is no CAIP-2 id is not written.
    const odd = setup({ GET_CHAIN_ID: () => ({ chainId: 'not a chain' }) })
    await odd.auth.getChainId()
    expect(odd.memory.has(storageKeys.lastUsedChain)).toBe(false)
  })

  test('default', () => {
    const { auth } = setup()
    expect({ id: auth.id, type: auth.type, chain: auth.chain }).toEqual({ id: 'walletkit-auth', type: 'AUTH', chain: 'eip155' })
  })

  test('behavior: eth_chainId is answered from the cache without the frame', async () => {
    const { auth, calls } = setup()
    expect(await auth.request!({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(calls).toEqual([])
  })

  test('behavior: unsafe methods need approval; a rejection never reaches the frame', async () => {
    const { auth, calls, approvals, settled } = setup({ RPC_REQUEST: () => '0xsig' }, async () => false)
    await expect(auth.request!({ method: 'personal_sign', params: ['0x00', address] })).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(approvals).toHaveBeenCalledWith({ method: 'personal_sign', params: ['0x00', address] })
    expect(calls).toEqual([])
    expect(settled).toEqual(['personal_sign:true:false'])
  })

  test('behavior: an approved unsafe request goes to the frame with the chain and namespace', async () => {
    const { auth, calls, settled } = setup({ RPC_REQUEST: () => '0xsig' })
    expect(await auth.request!({ method: 'personal_sign', params: ['0x00', address] })).toBe('0xsig')
    expect(calls).toEqual([
      {
        name: 'RPC_REQUEST',
        payload: { method: 'personal_sign', params: ['0x00', address], chainId: 'eip155:31337', chainNamespace: 'eip155' },
      },
    ])
    expect(settled).toEqual(['personal_sign:true:true'])
  })

  test('behavior: approve is given a frozen copy, the same object that is sent; later changes by the caller reach neither', async () => {
    let shown: unknown
    let sent: unknown
    const { auth } = setup(
      { RPC_REQUEST: (payload) => ((sent = payload), '0xhash') },
      async (request?: unknown) => ((shown = request), true),
    )
    const tx = { to: address, value: '0x1' }
    const params = [tx]
    const pending = auth.request!({ method: 'eth_sendTransaction', params })
    tx.to = '0x2222222222222222222222222222222222222222'
    params.push({ to: address, value: '0x2' })
    await pending
    expect(shown).toEqual({ method: 'eth_sendTransaction', params: [{ to: address, value: '0x1' }] })
    expect(Object.isFrozen((shown as { params: unknown[] }).params[0])).toBe(true)
    expect((sent as { params: unknown }).params).toBe((shown as { params: unknown }).params)
  })

  test('behavior: safe methods skip approval', async () => {
    const { auth, approvals } = setup({ RPC_REQUEST: () => '0x1' })
    expect(await auth.request!({ method: 'eth_getBalance', params: [address, 'latest'] })).toBe('0x1')
    expect(approvals).not.toHaveBeenCalled()
  })

  test('behavior: a blocked method fails at once and "Action not allowed" shows 300 ms later', async () => {
    vi.useFakeTimers()
    const { auth, notices, calls } = setup()
    await expect(auth.request!({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      shortMessage: 'Requested RPC call is not allowed',
    })
    await vi.advanceTimersByTimeAsync(299)
    expect(notices).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(notices).toEqual(['Action not allowed'])
    expect(calls).toEqual([])
  })

  test('behavior: an unknown method is rejected', async () => {
    const { auth, calls } = setup()
    await expect(auth.request!({ method: 'foo_bar' })).rejects.toMatchObject({ code: 'RPC_METHOD_UNKNOWN' })
    expect(calls).toEqual([])
  })

  test('behavior: e-mail codes are throttled for 30 s', async () => {
    const { auth, advance, memory } = setup()
    await auth.connectEmail('a@b.dev')
    advance(10_000)
    await expect(auth.connectEmail('a@b.dev')).rejects.toMatchObject({ shortMessage: 'Please try again after 20 seconds' })
    // SPEC: email login throttle 30 s; one millisecond before, still refused.
    advance(19_999)
    await expect(auth.connectEmail('a@b.dev')).rejects.toMatchObject({ shortMessage: 'Please try again after 1 seconds' })
    advance(1)
    await expect(auth.connectEmail('a@b.dev')).resolves.toEqual({ action: 'VERIFY_OTP' })
    expect(memory.get(storageKeys.lastEmailLoginTime)).toBe('1030000')
  })

  test('behavior: a successful OTP login stores the SPEC keys and settles the account type to eoa', async () => {
    const { auth, calls, memory } = setup({ GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => Promise.reject(new Error('down')) })
    await auth.connectEmail('a@b.dev')
    const result = await auth.connectOtp('123456')
    expect(result).toMatchObject({ address, chainId: 31337, accounts: [address] })
    // SPEC §3 Account: the user's e-mail and the account type travel with the connection.
    expect(result.details).toMatchObject({ user: { email: 'a@b.dev' }, preferredAccountType: 'eoa' })
    expect(memory.get(storageKeys.emailLoginUsed)).toBe('true')
    expect(memory.get(storageKeys.connectedEmail)).toBe('"a@b.dev"')
    expect(memory.get(storageKeys.lastUsedChain)).toBe('"eip155:31337"')
    expect(memory.has(storageKeys.lastEmailLoginTime)).toBe(false)
    // Fetching smart-account networks failed: an empty list is stored and used.
    expect(memory.get(storageKeys.smartAccountEnabledNetworks)).toBe('')
    expect(calls.filter((c) => c.name === 'SET_PREFERRED_ACCOUNT')).toEqual([{ name: 'SET_PREFERRED_ACCOUNT', payload: { type: 'eoa' } }])
    await auth.connect()
    expect(calls.filter((c) => c.name === 'SET_PREFERRED_ACCOUNT')).toHaveLength(1)
  })

  test('behavior: smart account where enabled, eoa when setting it fails', async () => {
    const { auth, calls } = setup({
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [31337] }),
      SET_PREFERRED_ACCOUNT: (payload) => {
        if ((payload as { type: string }).type === 'smartAccount') throw new Error('no')
        return { type: 'eoa', address }
      },
    })
    await auth.connect()
    expect(calls.filter((c) => c.name === 'SET_PREFERRED_ACCOUNT').map((c) => c.payload)).toEqual([
      { type: 'smartAccount' },
      { type: 'eoa' },
    ])
  })

  test('behavior: a smart account that becomes preferred before it is deployed is initialised (INIT_SMART_ACCOUNT); a deployed one is not', async () => {
    const smart = '0x7777777777777777777777777777777777777777'
    const { auth, calls } = setup({
      GET_USER: () => ({ address, chainId: 'eip155:31337', smartAccountDeployed: false }),
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [31337] }),
      SET_PREFERRED_ACCOUNT: (payload) => ({ type: (payload as { type: string }).type, address: smart }),
      INIT_SMART_ACCOUNT: () => ({ address: smart, isDeployed: false }),
    })
    const result = await auth.connect()
    expect(calls.filter((c) => c.name === 'INIT_SMART_ACCOUNT')).toHaveLength(1)
    expect(result.details).toMatchObject({ preferredAccountType: 'smartAccount', smartAccountDeployed: false })
    await auth.setPreferredAccount('eoa')
    expect(calls.filter((c) => c.name === 'INIT_SMART_ACCOUNT')).toHaveLength(1)

    const deployed = setup({
      GET_USER: () => ({ address, chainId: 'eip155:31337', smartAccountDeployed: true }),
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [31337] }),
      SET_PREFERRED_ACCOUNT: (payload) => ({ type: (payload as { type: string }).type, address: smart }),
    })
    await deployed.auth.connect()
    expect(deployed.calls.map((c) => c.name)).not.toContain('INIT_SMART_ACCOUNT')
  })

  test('behavior: social login stores the user name; sign-out clears every login key even if the frame fails', async () => {
    const { auth, memory } = setup({
      CONNECT_SOCIAL: () => ({ address, chainId: 31337, userName: 'bob' }),
      SIGN_OUT: () => Promise.reject(new Error('gone')),
    })
    await auth.connectSocial('http://localhost/social/result?state=s')
    expect(memory.get(storageKeys.socialUsername)).toBe('"bob"')
    await expect(auth.disconnect()).rejects.toThrow('gone')
    for (const key of [storageKeys.emailLoginUsed, storageKeys.connectedEmail, storageKeys.lastUsedChain, storageKeys.socialUsername])
      expect(memory.has(key)).toBe(false)
  })

  test('behavior: Farcaster login stores the user name (SPEC §4), then connects', async () => {
    const { auth, calls, memory } = setup({ CONNECT_FARCASTER: () => ({ userName: 'carol' }) })
    const result = await auth.connectFarcaster()
    expect(memory.get(storageKeys.socialUsername)).toBe('"carol"')
    expect(result).toMatchObject({ address })
    expect(calls.map((c) => c.name)).toContain('GET_USER')
  })

  test('behavior: a connection check that says no clears the login keys', async () => {
    const { auth, memory } = setup({ IS_CONNECTED: () => ({ isConnected: false }) })
    await auth.connect()
    expect(await auth.isConnected()).toBe(false)
    expect(memory.has(storageKeys.emailLoginUsed)).toBe(false)
  })

  test('behavior: a connection check that says no, or fails, clears the e-mail flag, e-mail, last chain and social user name', async () => {
    const keys = [storageKeys.emailLoginUsed, storageKeys.connectedEmail, storageKeys.lastUsedChain, storageKeys.socialUsername]
    for (const answer of [() => ({ isConnected: false }), () => Promise.reject(new Error('frame down'))]) {
      const { auth, memory } = setup({ IS_CONNECTED: answer })
      for (const key of keys) memory.set(key, '"kept"')
      expect(await auth.isConnected()).toBe(false)
      for (const key of keys) expect(memory.has(key), key).toBe(false)
    }
  })

  test('behavior: e-mail change verifies the primary then the secondary code and stores the new e-mail', async () => {
    const { auth, calls, memory } = setup({
      UPDATE_EMAIL: () => ({ action: 'VERIFY_PRIMARY_OTP' }),
      UPDATE_EMAIL_SECONDARY_OTP: () => ({ newEmail: 'new@b.dev' }),
    })
    expect(await auth.updateEmail('new@b.dev')).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    await auth.updateEmailPrimaryOtp('111111')
    await auth.updateEmailSecondaryOtp('222222')
    expect(calls.map((c) => c.name)).toEqual(['UPDATE_EMAIL', 'UPDATE_EMAIL_PRIMARY_OTP', 'UPDATE_EMAIL_SECONDARY_OTP'])
    expect(memory.get(storageKeys.connectedEmail)).toBe('"new@b.dev"')
  })

  test('behavior: rejecting pending requests spares the safe methods only', () => {
    const { auth, kept, calls } = setup()
    auth.rejectPendingRequests()
    expect(kept).toEqual([true, false, false])
    expect(calls.map((c) => c.name)).toEqual(['RPC_ABORT'])
  })

  test('behavior: resetting the Farcaster link aborts only the Farcaster requests', () => {
    const { auth, kept } = setup()
    auth.resetFarcasterLink()
    expect(kept).toEqual([true, true, false])
  })

  test('behavior: the last used chain is recorded after connect, switch-network and get-chain-id', async () => {
    const { auth, memory } = setup({ SWITCH_NETWORK: () => ({ chainId: 'eip155:31337' }), GET_CHAIN_ID: () => ({ chainId: 31337 }) })
    const recorded = async (step: () => Promise<unknown>) => {
      memory.delete(storageKeys.lastUsedChain)
      await step()
      return memory.get(storageKeys.lastUsedChain)
    }
    expect(await recorded(() => auth.connect())).toBe('"eip155:31337"')
    expect(await recorded(() => auth.switchChain(local))).toBe('"eip155:31337"')
    expect(await recorded(() => auth.getChainId())).toBe('"eip155:31337"')
  })

  test('behavior: switching to a network outside the supported list fails', async () => {
    const { auth } = setup()
    await expect(auth.switchChain({ ...local, id: 1, caipNetworkId: 'eip155:1' })).rejects.toMatchObject({
      shortMessage: 'Chain is not supported',
    })
  })
})
