import { describe, expect, test } from 'vitest'
import { createBlockchainApiClient, type BlockchainApiClient } from './create-blockchain-api-client'
import { getSupportedChains } from './get-supported-chains'
import { fetchIdentity } from './fetch-identity'
import { fetchTransactions } from './fetch-transactions'
import { getBalances } from './get-balances'
import { fetchSwapTokens } from './fetch-swap-tokens'
import { fetchSwapQuote } from './fetch-swap-quote'
import { fetchSwapAllowance } from './fetch-swap-allowance'
import { fetchGasPrice } from './fetch-gas-price'
import { generateApproveCalldata } from './generate-approve-calldata'
import { generateSwapCalldata } from './generate-swap-calldata'
import { fetchTokenPrice } from './fetch-token-price'
import { lookupName } from './lookup-name'
import { reverseLookupName } from './reverse-lookup-name'
import { getNameSuggestions } from './get-name-suggestions'
import { registerName } from './register-name'
import { generateOnrampUrl } from './generate-onramp-url'
import { getOnrampOptions } from './get-onramp-options'
import { getOnrampQuote } from './get-onramp-quote'
import { getSmartSessions } from './get-smart-sessions'
import { revokeSmartSession } from './revoke-smart-session'
import { getNativeBalance } from './get-native-balance'
import { NameSuggestionsError } from '@/registry/lib/errors/name'
import { blockchainApiFixtures as fixtures } from '../test-utils/wire-fixtures/blockchain-api'
import { withoutUnlisted, type WireFixture } from '../test-utils/wire-fixtures/wire-shape'
import { fixtureFetch, requestDrift } from '../test-utils/wire-fixtures/wire-request'

// Our client against the real blockchain API's wire as API.md §2 records it (hand-written
// fixtures, not devnet): each answer, in its full and its minimal form, goes through the real
// client function over a fetch that returns it, and the Request the client made is checked
// against the API.md row. The stand-in is held to the same fixtures in
// ../stand-in-shapes.contract.test.ts.

const chainId = 'eip155:1'
const user = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
type Form = 'full' | 'minimal'

/** One client over the fixture: supported-chains says the chain is served, the endpoint answers `body`. */
function over(body: unknown, path = '') {
  const served = { http: [chainId], ws: [] }
  const wire = fixtureFetch((url) => ({ json: url.pathname === '/v1/supported-chains' && path !== url.pathname ? served : body }))
  const api = createBlockchainApiClient({
    baseUrl: 'https://rpc.walletconnect.org',
    projectId: 'p1',
    sdkVersion: 'react-wagmi-1.8.19',
    clientId: 'did:key:z6MkClient',
    fetch: wire.fetch,
  })
  const last = () => wire.requests.filter((r) => r.url.pathname === path || r.url.pathname !== '/v1/supported-chains').at(-1)!
  return { api, last }
}

type Case = {
  fixture: WireFixture
  call: (api: BlockchainApiClient) => Promise<unknown>
  /** What the client returns for an answer (already without the unlisted field). */
  returns?: (answer: never) => unknown
}

const cases: Record<string, Case> = {
  supportedChains: { fixture: fixtures.supportedChains, call: (api) => getSupportedChains(api) },
  identity: { fixture: fixtures.identity, call: (api) => fetchIdentity(api, { address: user, sender: user }) },
  history: { fixture: fixtures.history, call: (api) => fetchTransactions(api, { account: user, chainId, cursor: 'c1' }) },
  balance: {
    fixture: fixtures.balance,
    call: (api) => getBalances(api, { address: user, chainId, forceUpdate: true }),
    returns: (answer: { balances: unknown[] }) => answer.balances,
  },
  swapTokens: {
    fixture: fixtures.swapTokens,
    call: (api) => fetchSwapTokens(api, { chainId }),
    returns: (answer: { tokens: unknown[] }) => answer.tokens,
  },
  swapQuotes: {
    fixture: fixtures.swapQuotes,
    call: (api) =>
      fetchSwapQuote(api, {
        amount: '1000000000',
        userAddress: `${chainId}:${user}`,
        from: fixtures.swapQuotes.full.quotes[0]!.fromAccount,
        to: fixtures.swapQuotes.full.quotes[0]!.toAccount,
        gasPrice: '12000000000',
      }),
  },
  swapAllowance: {
    fixture: fixtures.swapAllowance,
    call: (api) =>
      fetchSwapAllowance(api, { tokenAddress: fixtures.swapQuotes.full.quotes[0]!.fromAccount, userAddress: `${chainId}:${user}` }),
  },
  gasPrice: { fixture: fixtures.gasPrice, call: (api) => fetchGasPrice(api, { chainId }) },
  buildApprove: {
    fixture: fixtures.buildApprove,
    call: (api) =>
      generateApproveCalldata(api, {
        userAddress: `${chainId}:${user}`,
        from: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        to: 'eip155:1:0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      }),
  },
  buildTransaction: {
    fixture: fixtures.buildTransaction,
    call: (api) =>
      generateSwapCalldata(api, {
        amount: '1000000000',
        from: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        to: 'eip155:1:0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        userAddress: `${chainId}:${user}`,
        disableEstimate: true,
      }),
  },
  fungiblePrice: {
    fixture: fixtures.fungiblePrice,
    call: (api) => fetchTokenPrice(api, { addresses: ['eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'] }),
  },
  lookupName: { fixture: fixtures.lookupName, call: (api) => lookupName(api, { name: 'alice.reown.id' }), returns: withDefaultAttributes },
  reverseLookupName: {
    fixture: fixtures.reverseLookupName,
    call: (api) => reverseLookupName(api, { address: user, sender: user }),
    returns: (answer: Record<string, unknown>[]) => answer.map(withDefaultAttributes),
  },
  nameSuggestions: { fixture: fixtures.nameSuggestions, call: (api) => getNameSuggestions(api, { name: 'alice' }) },
  registerName: {
    fixture: fixtures.registerName,
    call: (api) =>
      registerName(api, {
        coinType: 0x80000001,
        address: user,
        message: '{"name":"alice.reown.id","attributes":{},"timestamp":1764633600}',
        signature: '0x5e1f',
      }),
    returns: withDefaultAttributes,
  },
  onrampUrl: {
    fixture: fixtures.onrampUrl,
    call: (api) =>
      generateOnrampUrl(api, {
        destinationWallets: [{ address: user, blockchains: ['base'], assets: ['USDC'] }],
        partnerUserId: user,
        defaultNetwork: 'base',
        presetFiatAmount: 100,
      }),
    returns: (answer: { url: string }) => answer.url,
  },
  onrampOptions: { fixture: fixtures.onrampOptions, call: (api) => getOnrampOptions(api) },
  onrampQuote: {
    fixture: fixtures.onrampQuote,
    call: (api) =>
      getOnrampQuote(api, {
        purchaseCurrency: withoutUnlisted(fixtures.onrampOptions.full.purchaseCurrencies[0]!),
        paymentCurrency: withoutUnlisted(fixtures.onrampOptions.full.paymentCurrencies[0]!),
        amount: '100',
        network: 'base',
      }),
  },
  smartSessions: {
    fixture: fixtures.smartSessions,
    call: (api) => getSmartSessions(api, { caipAddress: `${chainId}:${user}` }),
    returns: (answer: { pcis: unknown[] }) => answer.pcis,
  },
  revokeSmartSession: {
    fixture: fixtures.revokeSmartSession,
    call: (api) => revokeSmartSession(api, { address: user, pci: '0x3e7b', signature: '0x5e1f' }),
  },
  nodeRpc: {
    fixture: fixtures.nodeRpc,
    call: (api) => getNativeBalance(api, { address: user, chainId }),
    returns: (answer: { result: string }) => BigInt(answer.result),
  },
}

/** profileNameSchema fills a missing `attributes` with []; a present one passes as sent. */
function withDefaultAttributes(answer: Record<string, unknown>) {
  return { attributes: [], ...answer }
}

describe('blockchain API client against API.md §2 fixtures', () => {
  for (const [name, { fixture, call, returns }] of Object.entries(cases)) {
    for (const form of ['full', 'minimal'] as Form[]) {
      test(`parameters: ${name} (${form})`, async () => {
        const { api, last } = over(fixture[form], fixture.request.path)
        const result = await call(api)
        const answer = withoutUnlisted(fixture[form])
        expect(result).toEqual(returns ? returns(answer as never) : answer)
        expect(requestDrift(last(), fixture.request), fixture.source).toEqual([])
      })
    }
  }

  test('behavior: every fixture has a case, so a new endpoint cannot go unchecked', () => {
    expect(Object.keys(cases).sort()).toEqual(
      Object.keys(fixtures)
        .filter((name) => name !== 'profileError')
        .sort(),
    )
  })

  test("behavior: std parameters carry the client's values, clientId last", async () => {
    const { api, last } = over(fixtures.gasPrice.full)
    await fetchGasPrice(api, { chainId })
    expect(last().url.search).toBe('?projectId=p1&st=appkit&sv=react-wagmi-1.8.19&chainId=eip155%3A1&clientId=did%3Akey%3Az6MkClient')
  })

  test('behavior: a profile refusal body headlines its first reason (API.md Profile error body)', async () => {
    for (const form of ['full', 'minimal'] as Form[]) {
      const body = fixtures.profileError[form]
      const wire = fixtureFetch(() => ({ status: 400, json: body }))
      const api = createBlockchainApiClient({ baseUrl: 'https://rpc.walletconnect.org', projectId: 'p1', fetch: wire.fetch })
      const error = await getNameSuggestions(api, { name: 'al' }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(NameSuggestionsError)
      expect((error as NameSuggestionsError).shortMessage).toBe(body.reasons[0]!.description)
      expect((error as NameSuggestionsError).reasons).toEqual([withoutUnlisted(body.reasons[0]!)])
    }
  })
})
