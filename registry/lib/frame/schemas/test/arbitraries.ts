import fc from 'fast-check'
import { DEFAULT_LOCALE } from '@/registry/lib/format/locale'

// Generators of protocol messages for the schema tests: every spec yields valid payloads by
// construction, and breakers that turn a valid payload into one the protocol forbids.

export type Payload = Record<string, unknown> | undefined
export type MessageSpec = {
  type: string
  /** Arbitrary of valid payloads; null when the message has none. */
  payload: fc.Arbitrary<unknown> | null
  breakers: ReadonlyArray<(payload: Payload) => unknown>
}

const word = fc.stringMatching(/^[a-z0-9]{1,12}$/)
export const validEmail = fc.tuple(word, word, fc.constantFrom('com', 'org', 'dev', 'io')).map(([a, b, c]) => `${a}@${b}.${c}`)
export const invalidEmail = fc.oneof(
  fc.string().filter((s) => !s.includes('@')),
  fc.constant('a@'),
  fc.constant('@b.com'),
)
const hex = fc.stringMatching(/^[0-9a-f]{0,40}$/).map((h) => `0x${h}`)
const notHex = fc.string().filter((s) => !s.startsWith('0x'))
const chainId = fc.oneof(fc.string(), fc.integer())
const providers = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
const commitments = ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'] as const
const accountType = fc.constantFrom('eoa', 'smartAccount')

/** Sets `key` of the payload to `value`, keeping the rest. */
const put = (key: string, value: unknown) => (payload: Payload) => ({ ...(payload ?? {}), [key]: value })
const sample = <T>(arbitrary: fc.Arbitrary<T>): T => fc.sample(arbitrary, 1)[0] as T
const drop = () => undefined
const noPayloadBreakers = [() => ({ unexpected: 1 }), () => 'payload']

const calls = fc.array(fc.record({ to: hex, data: hex, value: fc.string() }, { requiredKeys: ['to'] }), { maxLength: 3 })
const rpcPayload = fc.oneof(
  fc.record(
    {
      method: fc.constantFrom('personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'eth_getBalance'),
      params: fc.array(fc.string(), { maxLength: 3 }),
      chainId,
    },
    { requiredKeys: ['method'] },
  ),
  fc.record({ method: fc.constant('wallet_sendCalls'), params: calls.map((c) => [{ calls: c, version: '2.0.0' }]) }),
  fc.record({
    method: fc.constant('solana_signAndSendTransaction'),
    params: fc.record({ transaction: fc.string(), options: fc.record({ preflightCommitment: fc.constantFrom(...commitments) }) }),
  }),
)

export const appSpecs: MessageSpec[] = [
  {
    type: 'SWITCH_NETWORK',
    payload: fc.record({ chainId, rpcUrl: fc.string() }, { requiredKeys: ['chainId'] }),
    breakers: [put('chainId', true), drop],
  },
  {
    type: 'CONNECT_EMAIL',
    payload: fc.record({ email: validEmail }),
    breakers: [(p) => put('email', sample(invalidEmail))(p), put('email', 7), drop],
  },
  { type: 'CONNECT_DEVICE', payload: null, breakers: noPayloadBreakers },
  { type: 'CONNECT_OTP', payload: fc.record({ otp: fc.stringMatching(/^[0-9]{6}$/) }), breakers: [put('otp', 123456), drop] },
  {
    type: 'CONNECT_SOCIAL',
    payload: fc.record({ uri: fc.webUrl(), preferredAccountType: accountType, chainId }, { requiredKeys: ['uri'] }),
    breakers: [put('uri', 5), put('preferredAccountType', 1), put('chainId', {}), drop],
  },
  {
    type: 'GET_SOCIAL_REDIRECT_URI',
    payload: fc.record({ provider: fc.constantFrom(...providers) }),
    breakers: [put('provider', 'telegram'), put('provider', 'farcaster'), put('provider', 'Google'), drop],
  },
  {
    type: 'GET_USER',
    payload: fc.option(fc.record({ chainId, preferredAccountType: accountType }, { requiredKeys: [] }), { nil: undefined }),
    breakers: [put('preferredAccountType', 3), put('chainId', [])],
  },
  { type: 'SIGN_OUT', payload: null, breakers: noPayloadBreakers },
  {
    type: 'IS_CONNECTED',
    payload: fc.option(fc.record({ token: fc.string() }), { nil: undefined }),
    breakers: [put('token', 9), () => ({})],
  },
  { type: 'GET_CHAIN_ID', payload: null, breakers: noPayloadBreakers },
  {
    type: 'RPC_REQUEST',
    payload: rpcPayload,
    breakers: [
      put('method', ''),
      put('method', 12),
      () => ({ method: 'wallet_sendCalls', params: [{ calls: [{ to: sample(notHex) }] }] }),
      () => ({ method: 'wallet_sendCalls', params: [{ calls: [{ to: '0x1', data: sample(notHex) }] }] }),
      () => ({ method: 'wallet_sendCalls', params: [{ calls: [{ to: '0x1', value: 1 }] }] }),
      () => ({ method: 'solana_signAndSendTransaction', params: { transaction: 'AA', options: { preflightCommitment: 'fast' } } }),
      put('chainNamespace', 'cosmos2'),
      drop,
    ],
  },
  { type: 'UPDATE_EMAIL', payload: fc.record({ email: validEmail }), breakers: [(p) => put('email', sample(invalidEmail))(p), drop] },
  { type: 'UPDATE_EMAIL_PRIMARY_OTP', payload: fc.record({ otp: fc.string() }), breakers: [put('otp', null), drop] },
  { type: 'UPDATE_EMAIL_SECONDARY_OTP', payload: fc.record({ otp: fc.string() }), breakers: [put('otp', 1), drop] },
  {
    type: 'SYNC_THEME',
    payload: fc.record(
      {
        themeMode: fc.constantFrom('light', 'dark'),
        themeVariables: fc.dictionary(word, fc.oneof(fc.string(), fc.integer())),
        w3mThemeVariables: fc.dictionary(word, fc.string()),
      },
      { requiredKeys: [] },
    ),
    breakers: [
      put('themeMode', 'blue'),
      put('themeVariables', 'x'),
      put('themeVariables', { accent: true }),
      put('w3mThemeVariables', { accent: 1 }),
      drop,
    ],
  },
  {
    type: 'SYNC_DAPP_DATA',
    payload: fc.record(
      {
        projectId: fc.string(),
        sdkType: fc.constantFrom('w3m', 'appkit'),
        sdkVersion: fc.string(),
        metadata: fc.record({
          name: fc.string(),
          description: fc.string(),
          url: fc.webUrl(),
          icons: fc.array(fc.webUrl(), { maxLength: 2 }),
        }),
        locale: fc.constantFrom(DEFAULT_LOCALE, 'de', 'ar', 'pt-BR', 'zh-Hant-TW'),
      },
      { requiredKeys: ['projectId'] },
    ),
    breakers: [
      put('projectId', undefined),
      put('sdkType', 'react'),
      put('metadata', { name: 1 }),
      put('locale', 'pt_br'),
      put('locale', 'pt-br'),
      put('locale', 3),
      drop,
    ],
  },
  { type: 'GET_SMART_ACCOUNT_ENABLED_NETWORKS', payload: null, breakers: noPayloadBreakers },
  { type: 'INIT_SMART_ACCOUNT', payload: null, breakers: noPayloadBreakers },
  { type: 'SET_PREFERRED_ACCOUNT', payload: fc.record({ type: accountType }), breakers: [put('type', 0), drop] },
  { type: 'GET_FARCASTER_URI', payload: null, breakers: noPayloadBreakers },
  { type: 'CONNECT_FARCASTER', payload: null, breakers: noPayloadBreakers },
  { type: 'RELOAD', payload: null, breakers: noPayloadBreakers },
  { type: 'RPC_ABORT', payload: null, breakers: noPayloadBreakers },
]

const account = fc.record({ address: hex, type: accountType })
const user = {
  email: fc.option(validEmail, { nil: null }),
  address: hex,
  chainId,
  accounts: fc.array(account, { maxLength: 2 }),
  preferredAccountType: accountType,
}
const userBreakers = [
  put('address', 1),
  put('chainId', true),
  (p: Payload) => put('email', sample(invalidEmail))(p),
  put('accounts', [{ address: '0x1', type: 'contract' }]),
  drop,
]

export const frameSpecs: MessageSpec[] = [
  {
    type: 'READY',
    payload: fc.option(fc.record({ version: fc.string() }, { requiredKeys: [] }), { nil: undefined }),
    breakers: [put('version', 4)],
  },
  { type: 'SESSION_UPDATE', payload: fc.record({ token: fc.string() }), breakers: [put('token', 1), drop] },
  { type: 'SWITCH_NETWORK_SUCCESS', payload: fc.record({ chainId }), breakers: [put('chainId', null), drop] },
  {
    type: 'CONNECT_EMAIL_SUCCESS',
    payload: fc.record({ action: fc.constantFrom('VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT') }),
    breakers: [put('action', 'LOGIN'), drop],
  },
  { type: 'CONNECT_DEVICE_SUCCESS', payload: null, breakers: [() => 'done'] },
  { type: 'CONNECT_OTP_SUCCESS', payload: null, breakers: [() => 42] },
  {
    type: 'CONNECT_SOCIAL_SUCCESS',
    payload: fc.record({ ...user, userName: fc.option(fc.string(), { nil: null }) }, { requiredKeys: ['address', 'chainId'] }),
    breakers: [...userBreakers, put('userName', 5)],
  },
  { type: 'GET_FARCASTER_URI_SUCCESS', payload: fc.record({ url: fc.webUrl() }), breakers: [put('url', 1), drop] },
  { type: 'CONNECT_FARCASTER_SUCCESS', payload: fc.record({ userName: fc.string() }), breakers: [put('userName', null), drop] },
  { type: 'GET_SOCIAL_REDIRECT_URI_SUCCESS', payload: fc.record({ uri: fc.webUrl() }), breakers: [put('uri', false), drop] },
  {
    type: 'GET_USER_SUCCESS',
    payload: fc.record({ ...user, smartAccountDeployed: fc.boolean() }, { requiredKeys: ['address', 'chainId'] }),
    breakers: [...userBreakers, put('smartAccountDeployed', 'no')],
  },
  { type: 'SIGN_OUT_SUCCESS', payload: null, breakers: [() => 'bye'] },
  { type: 'IS_CONNECTED_SUCCESS', payload: fc.record({ isConnected: fc.boolean() }), breakers: [put('isConnected', 'true'), drop] },
  { type: 'GET_CHAIN_ID_SUCCESS', payload: fc.record({ chainId }), breakers: [put('chainId', undefined), drop] },
  { type: 'RPC_REQUEST_SUCCESS', payload: fc.jsonValue(), breakers: [] },
  {
    type: 'UPDATE_EMAIL_SUCCESS',
    payload: fc.record({ action: fc.constantFrom('VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP') }),
    breakers: [put('action', 'CONNECT'), drop],
  },
  { type: 'UPDATE_EMAIL_PRIMARY_OTP_SUCCESS', payload: null, breakers: [() => 1] },
  {
    type: 'UPDATE_EMAIL_SECONDARY_OTP_SUCCESS',
    payload: fc.record({ newEmail: validEmail }),
    breakers: [(p) => put('newEmail', sample(invalidEmail))(p), drop],
  },
  { type: 'SYNC_THEME_SUCCESS', payload: null, breakers: [() => []] },
  { type: 'SYNC_DAPP_DATA_SUCCESS', payload: null, breakers: [() => 'ok'] },
  {
    type: 'GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS',
    payload: fc.record({ smartAccountEnabledNetworks: fc.array(fc.integer()) }),
    breakers: [put('smartAccountEnabledNetworks', ['1']), put('smartAccountEnabledNetworks', '1,2'), drop],
  },
  {
    type: 'INIT_SMART_ACCOUNT_SUCCESS',
    payload: fc.record({ address: hex, isDeployed: fc.boolean() }),
    breakers: [put('isDeployed', 'yes'), drop],
  },
  {
    type: 'SET_PREFERRED_ACCOUNT_SUCCESS',
    payload: fc.record({ type: accountType, address: hex }),
    breakers: [put('address', 3), put('type', 1), drop],
  },
  { type: 'RELOAD_SUCCESS', payload: null, breakers: [() => true] },
  { type: 'RPC_ABORT_SUCCESS', payload: null, breakers: [() => 'x'] },
  {
    type: 'FRAME_HEIGHT',
    payload: fc.record({ height: fc.integer({ min: 1, max: 10_000 }) }),
    breakers: [put('height', 0), put('height', 1.5), put('height', '400'), drop],
  },
]

export const frameErrorSpecTypes = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_SOCIAL_REDIRECT_URI',
  'GET_USER',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RELOAD',
  'RPC_ABORT',
].map((name): MessageSpec => ({ type: `${name}_ERROR`, payload: fc.record({ message: fc.string() }), breakers: [put('message', 1), drop] }))

const withId = fc.option(fc.uuid(), { nil: undefined })

/** A valid message of the given direction, built from a spec. */
export function validMessage(prefix: string, specs: MessageSpec[]) {
  return fc.constantFrom(...specs).chain((spec) =>
    fc.tuple(spec.payload ?? fc.constant(undefined), withId).map(([payload, id]) => {
      const msg: Record<string, unknown> = { type: `${prefix}${spec.type}` }
      if (id !== undefined) msg.id = id
      if (payload !== undefined) msg.payload = payload
      return msg
    }),
  )
}

/** A message the protocol forbids: a broken payload, an unknown or foreign type, a bad id, or no object at all. */
export function invalidMessage(prefix: string, specs: MessageSpec[], foreignPrefix: string) {
  const broken = fc.constantFrom(...specs.filter((s) => s.breakers.length > 0)).chain((spec) =>
    fc.tuple(spec.payload ?? fc.constant(undefined), fc.constantFrom(...spec.breakers)).map(([payload, breaker]) => ({
      type: `${prefix}${spec.type}`,
      payload: breaker(payload as Payload),
    })),
  )
  const known = new Set(specs.map((s) => `${prefix}${s.type}`))
  return fc.oneof(
    { weight: 6, arbitrary: broken },
    {
      weight: 1,
      arbitrary: validMessage(prefix, specs).map((m) => ({ ...m, type: `${foreignPrefix}${String(m.type).slice(prefix.length)}` })),
    },
    {
      weight: 1,
      arbitrary: fc
        .string()
        .filter((t) => !known.has(t))
        .map((type) => ({ type, payload: {} })),
    },
    { weight: 1, arbitrary: validMessage(prefix, specs).map((m) => ({ ...m, id: 7 })) },
    { weight: 1, arbitrary: fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.anything(), { maxLength: 2 })) },
  )
}
