import { UNLISTED_FIELD, type WireFixture } from './wire-shape'

// Test-only. What https://rpc.walletconnect.org sends, written by hand from API.md §2 (the
// endpoint table, its sub-types and §1's "std" parameters), one fixture per endpoint. Values are
// realistic; field names, types and nullability are API.md's. Never generated from our schemas
// or from devnet, so a drift in either shows against these.

const std = ['projectId', 'st', 'sv'] as const
const extra = { [UNLISTED_FIELD]: 'a field a newer server sends' }

const usdc = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const weth = 'eip155:1:0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const user = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const router = 'eip155:1:0x111111125421cA6dc452d289314280a0f8842A65'

const profileName = {
  name: 'alice.reown.id',
  registered_at: '2025-03-14T09:26:53.589Z',
  updated_at: '2025-06-01T12:00:00.000Z',
  addresses: {
    '60': { address: user, created: '2025-03-14T09:26:53.589Z' },
    '2147492101': { address: user, created: '2025-04-02T10:00:00.000Z' },
  },
  attributes: [{ avatar: 'https://avatars.example/alice.png', bio: 'gm', ...extra }],
  ...extra,
}
const profileNameMinimal = {
  name: 'bob.wcn.id',
  registered_at: '2023-11-20T08:00:00.000Z',
  addresses: { '60': { address: user, created: '2023-11-20T08:00:00.000Z' } },
  attributes: [{}],
}

const payment = { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00', ...extra }], ...extra }
const purchase = {
  id: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [
    { name: 'base', display_name: 'Base', chain_id: '8453', contract_address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', ...extra },
  ],
  ...extra,
}

const session = {
  project: {
    id: 'c1a7f3e0b5d24e2f9d6a8b7c6d5e4f3a',
    name: 'Swap Bot',
    url: 'https://swapbot.example',
    iconUrl: 'https://swapbot.example/icon.png',
    ...extra,
  },
  pci: '0x3e7b1f2a4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7',
  expiry: 1767225600,
  createdAt: 1764633600,
  permissions: [
    { type: 'contract-call', data: { address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', functions: [{ functionName: 'deposit' }] } },
  ],
  policies: [],
  context: '0x00000000000000000000000000000000000000000000000000000000000000a1',
  revokedAt: 1765000000,
  ...extra,
}
const sessionMinimal = {
  project: { id: '0b9e2f4c6a8d4e1f8c3b5a7d9e1f3a5c', name: 'Game Keys' },
  pci: '0x9a8b7c6d5e4f30211203f4e5d6c7b8a99a8b7c6d5e4f30211203f4e5d6c7b8a9',
  expiry: 1767225600,
  createdAt: 1764633600,
  permissions: [],
  policies: [],
  context: '0x',
}

export const blockchainApiFixtures = {
  supportedChains: {
    source: 'API.md §2 /v1/supported-chains',
    request: { method: 'GET', path: '/v1/supported-chains', query: { required: std } },
    full: {
      http: ['eip155:1', 'eip155:137', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      ws: ['eip155:1', 'eip155:137'],
      ...extra,
    },
    minimal: { http: ['eip155:1'], ws: [] },
  },
  identity: {
    source: 'API.md §2 /v1/identity/{address}',
    request: { method: 'GET', path: '/v1/identity/{address}', query: { required: std, optional: ['sender'] } },
    full: { name: 'vitalik.eth', avatar: 'https://euc.li/vitalik.eth', ...extra },
    minimal: { name: null, avatar: null },
  },
  history: {
    source: 'API.md §2 /v1/account/{address}/history, Transaction and Transfer',
    request: { method: 'GET', path: '/v1/account/{address}/history', query: { required: std, optional: ['cursor', 'chainId'] } },
    full: {
      data: [
        {
          id: '0x5f2c7d3b0e6a4d1c9b8a7f6e5d4c3b2a19081726354433221100ffeeddccbbaa',
          metadata: {
            operationType: 'trade',
            hash: '0x5f2c7d3b0e6a4d1c9b8a7f6e5d4c3b2a19081726354433221100ffeeddccbbaa',
            chain: 'eip155:1',
            minedAt: '2025-10-02T14:05:11Z',
            sentFrom: user,
            sentTo: '0x111111125421cA6dc452d289314280a0f8842A65',
            status: 'confirmed',
            nonce: 412,
            ...extra,
          },
          transfers: [
            {
              fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: 'https://cdn.zerion.io/usdc.png', ...extra }, ...extra },
              direction: 'out',
              quantity: { numeric: '250.5', ...extra },
              value: 250.47,
              price: 0.9999,
              ...extra,
            },
            {
              nft_info: {
                name: 'Pudgy Penguin #1234',
                content: {
                  preview: { url: 'https://lh3.googleusercontent.com/preview.png', content_type: 'image/png', ...extra },
                  detail: { url: 'https://lh3.googleusercontent.com/detail.gif', content_type: 'image/gif' },
                  ...extra,
                },
                flags: { is_spam: false, ...extra },
                ...extra,
              },
              direction: 'in',
              quantity: { numeric: '1' },
            },
          ],
          ...extra,
        },
        {
          id: '0x0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9',
          metadata: {
            operationType: 'execute',
            hash: '0x0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9',
            chain: 'eip155:1',
            minedAt: '2025-10-01T09:00:00Z',
            sentFrom: user,
            sentTo: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
            status: 'failed',
            nonce: 411,
          },
          transfers: null,
        },
      ],
      next: 'MjAyNS0xMC0wMVQwOTowMDowMFo=',
      ...extra,
    },
    minimal: {
      data: [
        {
          id: '0x9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a0',
          metadata: {
            operationType: 'send',
            hash: '0x9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a0',
            chain: 'eip155:1',
            minedAt: '2025-09-30T18:30:00Z',
            sentFrom: user,
            sentTo: user,
            status: 'pending',
            nonce: 410,
          },
          transfers: [
            { fungible_info: {}, direction: 'self', quantity: { numeric: '0.01' } },
            {
              nft_info: { content: { preview: { url: 'https://nft.example/p.png' } }, flags: { is_spam: true } },
              direction: 'in',
              quantity: { numeric: '1' },
            },
            { nft_info: { content: {}, flags: { is_spam: false } }, direction: 'out', quantity: { numeric: '1' } },
            { nft_info: { flags: { is_spam: false } }, direction: 'out', quantity: { numeric: '2' } },
            { direction: 'in', quantity: { numeric: '3' } },
          ],
        },
      ],
      next: null,
    },
  },
  balance: {
    source: 'API.md §2 /v1/account/{address}/balance, Balance',
    request: {
      method: 'GET',
      path: '/v1/account/{address}/balance',
      query: { required: [...std, 'currency', 'chainId'], optional: ['forceUpdate'] },
      fixedQuery: { currency: 'usd' },
    },
    full: {
      balances: [
        {
          name: 'Ethereum',
          symbol: 'ETH',
          chainId: 'eip155:1',
          value: 2712.55,
          price: 3100.06,
          quantity: { decimals: '18', numeric: '0.875', ...extra },
          iconUrl: 'https://cdn.zerion.io/eth.png',
          ...extra,
        },
        {
          name: 'USD Coin',
          symbol: 'USDC',
          chainId: 'eip155:1',
          address: usdc,
          value: 250.47,
          price: 0.9999,
          quantity: { decimals: '6', numeric: '250.5' },
          iconUrl: 'https://cdn.zerion.io/usdc.png',
        },
      ],
      ...extra,
    },
    minimal: {
      balances: [
        { name: 'Unpriced', symbol: 'UNP', chainId: 'eip155:1', price: 0, quantity: { decimals: '18', numeric: '12' }, iconUrl: '' },
      ],
    },
  },
  swapTokens: {
    source: 'API.md §2 /v1/convert/tokens, SwapToken',
    request: { method: 'GET', path: '/v1/convert/tokens', query: { required: [...std, 'chainId'] } },
    full: {
      tokens: [
        {
          name: 'USD Coin',
          symbol: 'USDC',
          address: usdc,
          decimals: 6,
          logoUri: 'https://tokens.1inch.io/usdc.png',
          eip2612: true,
          ...extra,
        },
      ],
      ...extra,
    },
    minimal: {
      tokens: [{ name: 'Wrapped Ether', symbol: 'WETH', address: weth, decimals: 18, logoUri: 'https://tokens.1inch.io/weth.png' }],
    },
  },
  swapQuotes: {
    source: 'API.md §2 /v1/convert/quotes',
    request: {
      method: 'GET',
      path: '/v1/convert/quotes',
      query: { required: [...std, 'amount', 'userAddress', 'from', 'to', 'gasPrice'] },
      contentType: 'application/json',
    },
    full: {
      quotes: [{ id: 'q_01HZX3', fromAmount: '1000000000', fromAccount: usdc, toAmount: '322581000000000000', toAccount: weth, ...extra }],
      ...extra,
    },
    minimal: { quotes: [{ id: null, fromAmount: '1000000000', fromAccount: usdc, toAmount: '322581000000000000', toAccount: weth }] },
  },
  swapAllowance: {
    source: 'API.md §2 /v1/convert/allowance',
    request: {
      method: 'GET',
      path: '/v1/convert/allowance',
      query: { required: [...std, 'tokenAddress', 'userAddress'] },
      contentType: 'application/json',
    },
    full: { allowance: '115792089237316195423570985008687907853269984665640564039457584007913129639935', ...extra },
    minimal: { allowance: '0' },
  },
  gasPrice: {
    source: 'API.md §2 /v1/convert/gas-price',
    request: { method: 'GET', path: '/v1/convert/gas-price', query: { required: [...std, 'chainId'] }, contentType: 'application/json' },
    full: { standard: '12000000000', fast: '15000000000', instant: '21000000000', ...extra },
    minimal: { standard: '1000000000', fast: '1000000000', instant: '1000000000' },
  },
  buildApprove: {
    source: 'API.md §2 /v1/convert/build-approve',
    request: {
      method: 'GET',
      path: '/v1/convert/build-approve',
      query: { required: [...std, 'userAddress', 'from', 'to'] },
      contentType: 'application/json',
    },
    full: {
      tx: {
        from: `eip155:1:${user}`,
        to: usdc,
        data: '0x095ea7b3000000000000000000000000111111125421ca6dc452d289314280a0f8842a65ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff',
        value: '0',
        eip155: { gas: 55786, gasPrice: '12000000000', ...extra },
        ...extra,
      },
      ...extra,
    },
    minimal: { tx: { from: `eip155:1:${user}`, to: usdc, data: '0x', value: '0', eip155: { gas: 46000, gasPrice: '1' } } },
  },
  buildTransaction: {
    source: 'API.md §2 POST /v1/convert/build-transaction',
    request: {
      method: 'POST',
      path: '/v1/convert/build-transaction',
      query: { required: [] },
      body: { required: ['amount', 'eip155', 'projectId', 'from', 'to', 'userAddress'], optional: ['disableEstimate'] },
      contentType: 'application/json',
    },
    full: {
      tx: {
        from: `eip155:1:${user}`,
        to: router,
        data: '0x07ed2379000000000000000000000000',
        amount: '0',
        eip155: { gas: '180412', gasPrice: '12000000000', ...extra },
        ...extra,
      },
      ...extra,
    },
    minimal: {
      tx: { from: `eip155:1:${user}`, to: router, data: '0x', amount: '1000000000000000', eip155: { gas: '21000', gasPrice: '1' } },
    },
  },
  fungiblePrice: {
    source: 'API.md §2 POST /v1/fungible/price',
    request: {
      method: 'POST',
      path: '/v1/fungible/price',
      query: { required: [] },
      body: { required: ['currency', 'addresses', 'projectId'] },
      contentType: 'application/json',
      fixedBody: { currency: 'usd' },
    },
    full: {
      fungibles: [{ address: usdc, name: 'USD Coin', symbol: 'USDC', iconUrl: 'https://cdn.zerion.io/usdc.png', price: 0.9999, ...extra }],
      ...extra,
    },
    minimal: { fungibles: [] },
  },
  lookupName: {
    source: 'API.md §2 /v1/profile/account/{name}, ProfileName',
    request: {
      method: 'GET',
      path: '/v1/profile/account/{name}',
      query: { required: [...std, 'apiVersion'] },
      fixedQuery: { apiVersion: '2' },
    },
    full: profileName,
    minimal: profileNameMinimal,
    records: ['addresses'],
  },
  reverseLookupName: {
    source: 'API.md §2 /v1/profile/reverse/{address}, ProfileName[]',
    request: {
      method: 'GET',
      path: '/v1/profile/reverse/{address}',
      query: { required: [...std, 'apiVersion'], optional: ['sender'] },
      fixedQuery: { apiVersion: '2' },
    },
    full: [profileName, profileNameMinimal],
    minimal: [],
    records: ['[].addresses'],
  },
  nameSuggestions: {
    source: 'API.md §2 /v1/profile/suggestions/{name}',
    request: {
      method: 'GET',
      path: '/v1/profile/suggestions/{name}',
      query: { required: [...std, 'zone'] },
      fixedQuery: { zone: 'reown.id' },
    },
    full: {
      suggestions: [
        { name: 'alice.reown.id', registered: true, ...extra },
        { name: 'alice1.reown.id', registered: false },
      ],
      ...extra,
    },
    minimal: { suggestions: [] },
  },
  registerName: {
    // API.md: "no type (untyped; the client ignores the result)". The answer is walletkit's own
    // contract (the registered ProfileName, see register-name.ts), so only the request is API.md's.
    source: 'API.md §2 POST /v1/profile/account (request; answer walletkit-defined)',
    request: {
      method: 'POST',
      path: '/v1/profile/account',
      query: { required: [] },
      body: { required: ['coin_type', 'address', 'message', 'signature'] },
      contentType: 'application/json',
    },
    full: profileName,
    minimal: profileNameMinimal,
    records: ['addresses'],
  },
  profileError: {
    source: 'API.md §2 Profile error body',
    request: { method: 'GET', path: '/v1/profile/suggestions/{name}', query: { required: [...std, 'zone'] } },
    full: {
      status: 'ERROR',
      reasons: [{ name: 'name', description: 'Name must be at least 4 characters', ...extra }],
      message: 'Validation failed',
      ...extra,
    },
    minimal: { status: 'ERROR', reasons: [{ name: 'name', description: 'Name is already registered' }] },
  },
  onrampUrl: {
    source: 'API.md §2 POST /v1/generators/onrampurl',
    request: {
      method: 'POST',
      path: '/v1/generators/onrampurl',
      query: { required: ['projectId'] },
      body: {
        required: ['destinationWallets', 'partnerUserId', 'defaultExperience'],
        optional: ['defaultNetwork', 'presetCryptoAmount', 'presetFiatAmount'],
      },
      fixedBody: { defaultExperience: 'buy' },
    },
    full: { url: 'https://pay.coinbase.com/buy/select-asset?appId=abc&sessionToken=xyz', ...extra },
    minimal: { url: 'https://pay.coinbase.com/buy/select-asset?appId=abc' },
  },
  onrampOptions: {
    source: 'API.md §2 /v1/onramp/options, PaymentCurrency, PurchaseCurrency',
    request: { method: 'GET', path: '/v1/onramp/options', query: { required: std } },
    full: { paymentCurrencies: [payment], purchaseCurrencies: [purchase], ...extra },
    minimal: {
      paymentCurrencies: [{ id: 'EUR', payment_method_limits: [] }],
      purchaseCurrencies: [{ id: 'eth', name: 'Ether', symbol: 'ETH', networks: [] }],
    },
  },
  onrampQuote: {
    source: 'API.md §2 POST /v1/onramp/quote, OnrampQuote',
    request: {
      method: 'POST',
      path: '/v1/onramp/quote',
      query: { required: ['projectId'] },
      body: { required: ['purchaseCurrency', 'paymentCurrency', 'amount', 'network'] },
    },
    full: {
      paymentTotal: { amount: '102.49', currency: 'USD', ...extra },
      paymentSubtotal: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '99.87', currency: 'USDC' },
      networkFee: { amount: '0.01', currency: 'USD' },
      quoteId: 'b6c8a1d2-3e4f-5a6b-7c8d-9e0f1a2b3c4d',
      ...extra,
    },
    minimal: {
      paymentTotal: { amount: '10.00', currency: 'EUR' },
      paymentSubtotal: { amount: '10.00', currency: 'EUR' },
      purchaseAmount: { amount: '0.003', currency: 'ETH' },
      networkFee: { amount: '0', currency: 'EUR' },
      quoteId: 'q-2',
    },
  },
  smartSessions: {
    // API.md: no type in the controller; the experimental package casts it to { pcis: SmartSession[] }.
    source: 'API.md §2 /v1/sessions/{caipAddress}, SmartSession',
    request: { method: 'GET', path: '/v1/sessions/{caipAddress}', query: { required: std } },
    full: { pcis: [session], ...extra },
    minimal: { pcis: [sessionMinimal] },
    // API.md: `permissions[]`, `policies[]`, no element type.
    untyped: ['pcis[].permissions', 'pcis[].policies'],
  },
  revokeSmartSession: {
    // API.md: no type. `{ success }` is walletkit's own (schemas/sessions.ts).
    source: 'API.md §2 POST /v1/sessions/{address}/revoke (request; answer walletkit-defined)',
    request: {
      method: 'POST',
      path: '/v1/sessions/{address}/revoke',
      query: { required: ['projectId'] },
      body: { required: ['pci', 'signature'] },
    },
    full: { success: true, ...extra },
    minimal: { success: false },
  },
  nodeRpc: {
    // `ok` is in the public client's type but "uncertain whether the server sends it": minimal leaves it out.
    source: 'API.md §2 POST /v1?chainId={caip2}&projectId=',
    request: {
      method: 'POST',
      path: '/v1',
      query: { required: ['chainId', 'projectId'] },
      body: { required: ['id', 'jsonrpc', 'method', 'params'] },
      fixedBody: { id: '1', jsonrpc: '2.0' },
    },
    full: { ok: true, result: '0xc249fdd327780000', jsonrpc: '2.0', id: '1', ...extra },
    minimal: { result: '0x0', jsonrpc: '2.0', id: '1' },
  },
} satisfies Record<string, WireFixture>
