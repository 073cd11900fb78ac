// Test-only. The secure site's postMessage traffic as API.md §5 records it, written by hand from its
// two tables ("App to frame", "Frame to app") and the siwxMessage field list: for each message a
// `full` form (every optional field present, nullables filled, one field no table lists, at the
// top and in the payload) and a `minimal` form (optional fields and optional payloads left out,
// nullables null). Never derived from our schemas.

/** A field no API.md table lists, as a newer secure site or AppKit may add. */
export const UNLISTED_FIELD = 'addedLater'
const extra = { [UNLISTED_FIELD]: 'a field a newer peer sends' }

export type MessageFixture = {
  full: Record<string, unknown>
  minimal: Record<string, unknown>
  /** The minimal form is one API.md §5 lists as "looser": accepted from a peer, never sent. */
  looserMinimal?: true
}

const address = '0x9A1c3f4B2e7D8a6C5b0E1f2a3B4c5D6e7F8a9B0c'
const siwxMessage = {
  accountAddress: address,
  chainId: 'eip155:1',
  domain: 'app.example.com',
  uri: 'https://app.example.com/login',
  version: '1',
  nonce: 'k2Jd93hFq8',
  serializedMessage: 'app.example.com wants you to sign in with your Ethereum account:\n0x9A1c…',
  notBefore: '2025-12-02T00:00:00.000Z',
  statement: 'Sign in to Example',
  resources: ['https://app.example.com/terms'],
  requestId: 'req-7',
  issuedAt: '2025-12-02T00:00:00.000Z',
  expirationTime: '2025-12-03T00:00:00.000Z',
  ...extra,
}
const siwxMinimal = {
  accountAddress: address,
  chainId: 'eip155:1',
  domain: 'app.example.com',
  uri: 'https://app.example.com',
  version: '1',
  nonce: 'n0nce123',
}

/** A request carries a short random base-36 id (API.md §5 Transport). */
function request(name: string, full?: Record<string, unknown>, minimal?: Record<string, unknown> | 'none'): MessageFixture {
  const type = `@w3m-app/${name}`
  return {
    full: { type, id: 'k7f2x9q1', ...(full ? { payload: { ...full, ...extra } } : {}), ...extra },
    minimal: {
      type,
      id: 'a1b2c3',
      ...(minimal && minimal !== 'none' ? { payload: minimal } : full && minimal !== 'none' ? { payload: full } : {}),
    },
  }
}

/** API.md §5 "App to frame". AWAIT_UPDATE_EMAIL is a constant only (not in the schema), so absent. */
export const appToFrame: Record<string, MessageFixture> = {
  SWITCH_NETWORK: request(
    'SWITCH_NETWORK',
    { chainId: 'eip155:8453', rpcUrl: 'https://rpc.walletconnect.org/v1/?chainId=eip155:8453&projectId=p1' },
    { chainId: 137 },
  ),
  CONNECT_EMAIL: request('CONNECT_EMAIL', { email: 'alice@example.com' }),
  CONNECT_DEVICE: request('CONNECT_DEVICE'),
  CONNECT_OTP: request('CONNECT_OTP', { otp: '123456' }),
  CONNECT_SOCIAL: request(
    'CONNECT_SOCIAL',
    {
      uri: 'https://secure.walletconnect.org/sdk/oauth?state=abc&code=xyz',
      preferredAccountType: 'smartAccount',
      chainId: 'eip155:1',
      siwxMessage,
      rpcUrl: 'https://rpc.walletconnect.org',
    },
    { uri: 'https://secure.walletconnect.org/sdk/oauth?state=abc&code=xyz' },
  ),
  GET_SOCIAL_REDIRECT_URI: request('GET_SOCIAL_REDIRECT_URI', { provider: 'discord' }),
  GET_USER: request(
    'GET_USER',
    {
      chainId: 1,
      preferredAccountType: 'eoa',
      socialUri: 'https://secure.walletconnect.org/sdk/oauth?code=1',
      siwxMessage: siwxMinimal,
      rpcUrl: 'https://cloudflare-eth.com',
    },
    'none',
  ),
  SIGN_OUT: request('SIGN_OUT'),
  IS_CONNECTED: request('IS_CONNECTED', { token: 'eyJhbGciOiJFUzI1NiJ9.e30.sig' }, 'none'),
  GET_CHAIN_ID: request('GET_CHAIN_ID'),
  RPC_REQUEST: request(
    'RPC_REQUEST',
    {
      method: 'personal_sign',
      params: ['0x48656c6c6f', address],
      chainId: 'eip155:1',
      chainNamespace: 'eip155',
      rpcUrl: 'https://rpc.walletconnect.org',
    },
    { method: 'solana_signMessage', params: { message: '3yZe7d', pubkey: '9wFFyRfZBsuAha4YcuxcXLKwMxJR43S7fPfQLusDBzvT' } },
  ),
  UPDATE_EMAIL: request('UPDATE_EMAIL', { email: 'alice.new@example.com' }),
  UPDATE_EMAIL_PRIMARY_OTP: request('UPDATE_EMAIL_PRIMARY_OTP', { otp: '654321' }),
  UPDATE_EMAIL_SECONDARY_OTP: request('UPDATE_EMAIL_SECONDARY_OTP', { otp: '000111' }),
  SYNC_THEME: request(
    'SYNC_THEME',
    {
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#3b82f6', '--w3m-font-size-master': 10 },
      w3mThemeVariables: { '--w3m-accent': '#3b82f6', '--w3m-background': '#141414' },
    },
    {},
  ),
  SYNC_DAPP_DATA: request(
    'SYNC_DAPP_DATA',
    {
      metadata: {
        name: 'Example',
        description: 'An example dapp',
        url: 'https://app.example.com',
        icons: ['https://app.example.com/icon.png'],
        ...extra,
      },
      sdkVersion: 'react-wagmi-1.8.19',
      sdkType: 'appkit',
      projectId: 'c1a7f3e0b5d24e2f9d6a8b7c6d5e4f3a',
    },
    { projectId: 'c1a7f3e0b5d24e2f9d6a8b7c6d5e4f3a' },
  ),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: request('GET_SMART_ACCOUNT_ENABLED_NETWORKS'),
  INIT_SMART_ACCOUNT: request('INIT_SMART_ACCOUNT'),
  SET_PREFERRED_ACCOUNT: request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }),
  GET_FARCASTER_URI: request('GET_FARCASTER_URI'),
  CONNECT_FARCASTER: request('CONNECT_FARCASTER'),
  RELOAD: request('RELOAD'),
  RPC_ABORT: request('RPC_ABORT'),
}

/** A reply carries its request's id; READY and SESSION_UPDATE are unsolicited and carry none here. */
function reply(name: string, full?: Record<string, unknown> | string, minimal?: Record<string, unknown> | 'none'): MessageFixture {
  const type = `@w3m-frame/${name}`
  const id = name === 'READY' || name === 'SESSION_UPDATE' ? {} : { id: 'k7f2x9q1' }
  const payload = typeof full === 'string' ? full : full ? { ...full, ...extra } : undefined
  return {
    full: { type, ...id, ...(payload === undefined ? {} : { payload }), ...extra },
    minimal: {
      type,
      ...id,
      ...(minimal && minimal !== 'none' ? { payload: minimal } : full && minimal !== 'none' ? { payload: full } : {}),
    },
  }
}

const accounts = [
  { address, type: 'eoa', ...extra },
  { address: '0x4Bc9a2D1e8F7c6B5a4d3E2f1A0b9C8d7E6f5A4b3', type: 'smartAccount' },
]

/** API.md §5 "Frame to app" (the walletkit-own FRAME_HEIGHT, INIT_SMART_ACCOUNT_SUCCESS and RPC_ABORT_SUCCESS are not API.md's). */
export const frameToApp: Record<string, MessageFixture> = {
  READY: reply('READY', { version: '4' }, 'none'),
  SESSION_UPDATE: reply('SESSION_UPDATE', { token: 'eyJhbGciOiJFUzI1NiJ9.e30.sig' }),
  SWITCH_NETWORK_SUCCESS: reply('SWITCH_NETWORK_SUCCESS', { chainId: 'eip155:8453' }, { chainId: 8453 }),
  CONNECT_EMAIL_SUCCESS: reply('CONNECT_EMAIL_SUCCESS', { action: 'VERIFY_OTP' }, { action: 'VERIFY_DEVICE' }),
  CONNECT_DEVICE_SUCCESS: reply('CONNECT_DEVICE_SUCCESS'),
  CONNECT_OTP_SUCCESS: reply('CONNECT_OTP_SUCCESS'),
  CONNECT_SOCIAL_SUCCESS: reply(
    'CONNECT_SOCIAL_SUCCESS',
    {
      email: 'alice@gmail.com',
      address,
      chainId: 'eip155:1',
      accounts,
      userName: 'alice',
      preferredAccountType: 'eoa',
      signature: '0x5e1f',
      message: 'app.example.com wants you to sign in…',
      siwxMessage,
    },
    { email: null, address, chainId: 1, userName: null },
  ),
  GET_FARCASTER_URI_SUCCESS: reply('GET_FARCASTER_URI_SUCCESS', { url: 'https://warpcast.com/~/siwf?channelToken=abc' }),
  CONNECT_FARCASTER_SUCCESS: reply('CONNECT_FARCASTER_SUCCESS', { userName: 'alice.eth' }),
  GET_SOCIAL_REDIRECT_URI_SUCCESS: reply('GET_SOCIAL_REDIRECT_URI_SUCCESS', {
    uri: 'https://discord.com/oauth2/authorize?client_id=1&state=abc',
  }),
  GET_USER_SUCCESS: reply(
    'GET_USER_SUCCESS',
    {
      email: 'alice@example.com',
      address,
      chainId: 'eip155:1',
      smartAccountDeployed: true,
      accounts,
      preferredAccountType: 'smartAccount',
      signature: '0x5e1f',
      message: 'app.example.com wants you to sign in…',
      siwxMessage,
    },
    { email: null, address, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
  ),
  SIGN_OUT_SUCCESS: reply('SIGN_OUT_SUCCESS'),
  IS_CONNECTED_SUCCESS: reply('IS_CONNECTED_SUCCESS', { isConnected: true }, { isConnected: false }),
  GET_CHAIN_ID_SUCCESS: reply('GET_CHAIN_ID_SUCCESS', { chainId: 'eip155:1' }, { chainId: 1 }),
  // "any": here a personal_sign result; the minimal form leaves the payload key out (API.md §5, looser).
  RPC_REQUEST_SUCCESS: { ...reply('RPC_REQUEST_SUCCESS', '0x8f3a…c41b', 'none'), looserMinimal: true },
  UPDATE_EMAIL_SUCCESS: reply('UPDATE_EMAIL_SUCCESS', { action: 'VERIFY_PRIMARY_OTP' }, { action: 'VERIFY_SECONDARY_OTP' }),
  UPDATE_EMAIL_PRIMARY_OTP_SUCCESS: reply('UPDATE_EMAIL_PRIMARY_OTP_SUCCESS'),
  UPDATE_EMAIL_SECONDARY_OTP_SUCCESS: reply('UPDATE_EMAIL_SECONDARY_OTP_SUCCESS', { newEmail: 'alice.new@example.com' }),
  SYNC_THEME_SUCCESS: reply('SYNC_THEME_SUCCESS'),
  SYNC_DAPP_DATA_SUCCESS: reply('SYNC_DAPP_DATA_SUCCESS'),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS: reply(
    'GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS',
    { smartAccountEnabledNetworks: [1, 10, 137, 8453] },
    { smartAccountEnabledNetworks: [] },
  ),
  SET_PREFERRED_ACCOUNT_SUCCESS: reply('SET_PREFERRED_ACCOUNT_SUCCESS', { type: 'smartAccount', address }, { type: 'eoa', address }),
  RELOAD_SUCCESS: reply('RELOAD_SUCCESS'),
}

/** "Matching _ERROR messages exist for all of the above apart from READY and SESSION_UPDATE", each `{ message }`. */
export const frameErrors: Record<string, MessageFixture> = Object.fromEntries(
  Object.keys(frameToApp)
    .filter((name) => name !== 'READY' && name !== 'SESSION_UPDATE')
    .map((name) => name.replace(/_SUCCESS$/, '_ERROR'))
    .map((name) => [name, reply(name, { message: 'Request was rejected by the user' }, { message: '' })]),
)
