import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createBlockchainApiClient, type BlockchainApiClient } from './create-blockchain-api-client'
import { getSupportedChains } from './get-supported-chains'
import { fetchIdentity } from './fetch-identity'
import { fetchTransactions } from './fetch-transactions'
import { getBalances } from './get-balances'
import { getNativeBalance } from './get-native-balance'
import { fetchSwapQuote } from './fetch-swap-quote'
import { fetchSwapTokens } from './fetch-swap-tokens'
import { fetchTokenPrice } from './fetch-token-price'
import { fetchSwapAllowance } from './fetch-swap-allowance'
import { fetchGasPrice } from './fetch-gas-price'
import { generateSwapCalldata } from './generate-swap-calldata'
import { generateApproveCalldata } from './generate-approve-calldata'
import { lookupName } from './lookup-name'
import { reverseLookupName } from './reverse-lookup-name'
import { getNameSuggestions } from './get-name-suggestions'
import { registerName } from './register-name'
import { generateOnrampUrl } from './generate-onramp-url'
import { getOnrampOptions, defaultOnrampOptions } from './get-onramp-options'
import { getOnrampQuote } from './get-onramp-quote'
import { getSmartSessions } from './get-smart-sessions'
import { revokeSmartSession } from './revoke-smart-session'
import { BaseError } from '@/registry/lib/errors/base'
import { startLocalServer, type LocalServer, type Reply } from '../test-utils/local-server'

const chain = 'eip155:1'
const address = '0x00000000000000000000000000000000000000aa'
const payment = { id: 'USD', payment_method_limits: [] }
const purchase = { id: 'eth', name: 'Ether', symbol: 'ETH', networks: [] }

// What each endpoint must turn bad input into: the SPEC §8 text where one exists, the HTTP
// layer's typed error otherwise ('HTTP status code: 500' for the 500 case), or a fallback value.
type Case = { name: string; call: (api: BlockchainApiClient) => Promise<unknown>; text?: string; fallback?: (result: unknown) => void }
const cases: Case[] = [
  { name: 'supported-chains', call: (api) => getSupportedChains(api) },
  { name: 'identity', call: (api) => fetchIdentity(api, { address }) },
  { name: 'history', call: (api) => fetchTransactions(api, { account: address, chainId: chain }), text: 'Failed to fetch transactions' },
  { name: 'balance', call: (api) => getBalances(api, { address, chainId: chain }), text: 'Token Balance Unavailable' },
  { name: 'node rpc balance', call: (api) => getNativeBalance(api, { address, chainId: chain }) },
  { name: 'convert/quotes', call: (api) => fetchSwapQuote(api, { amount: '1', userAddress: address, from: 'a', to: 'b', gasPrice: '1' }) },
  { name: 'convert/tokens', call: (api) => fetchSwapTokens(api, { chainId: chain }) },
  { name: 'fungible/price', call: (api) => fetchTokenPrice(api, { addresses: [`${chain}:${address}`] }) },
  { name: 'convert/allowance', call: (api) => fetchSwapAllowance(api, { tokenAddress: address, userAddress: address }) },
  { name: 'convert/gas-price', call: (api) => fetchGasPrice(api, { chainId: chain }) },
  { name: 'build-transaction', call: (api) => generateSwapCalldata(api, { amount: '1', from: 'a', to: 'b', userAddress: address }) },
  { name: 'build-approve', call: (api) => generateApproveCalldata(api, { userAddress: address, from: 'a', to: 'b' }) },
  { name: 'profile/account/{name}', call: (api) => lookupName(api, { name: 'alice.reown.id' }), text: 'Error resolving name' },
  { name: 'profile/reverse', call: (api) => reverseLookupName(api, { address }), text: 'Error fetching names for address' },
  { name: 'profile/suggestions', call: (api) => getNameSuggestions(api, { name: 'alice' }), text: 'Error fetching name suggestions' },
  {
    name: 'profile/account POST',
    call: (api) => registerName(api, { coinType: 1, address, message: '{"name":"alice.reown.id"}', signature: '0x' }),
    text: 'Error registering name alice.reown.id',
  },
  { name: 'onrampurl', call: (api) => generateOnrampUrl(api, { destinationWallets: [], partnerUserId: address }) },
  { name: 'onramp/options', call: (api) => getOnrampOptions(api), fallback: (result) => expect(result).toEqual(defaultOnrampOptions) },
  {
    name: 'onramp/quote',
    call: (api) => getOnrampQuote(api, { purchaseCurrency: purchase, paymentCurrency: payment, amount: '50', network: 'base' }),
    fallback: (result) => expect(result).toMatchObject({ quoteId: 'mocked-quote-id', purchaseAmount: { amount: '50' } }),
  },
  { name: 'sessions', call: (api) => getSmartSessions(api, { caipAddress: `${chain}:${address}` }) },
  { name: 'sessions revoke', call: (api) => revokeSmartSession(api, { address, pci: 'x', signature: '0x' }) },
]

const inputs: Array<{ kind: string; reply: Reply; httpText: string }> = [
  { kind: 'garbage', reply: { body: '\u0000<html>not json' }, httpText: 'Invalid JSON response' },
  { kind: 'truncated JSON', reply: { body: '{"data": [{"id": "1", "metad' }, httpText: 'Invalid JSON response' },
  {
    kind: 'wrong types',
    reply: {
      json: {
        http: 1,
        name: 5,
        data: 'x',
        balances: {},
        tokens: 2,
        quotes: 'q',
        fungibles: 1,
        allowance: 3,
        standard: 1,
        tx: 'x',
        suggestions: 1,
        url: 7,
        pcis: 1,
        success: 'y',
        result: 5,
        jsonrpc: 1,
        id: {},
      },
    },
    httpText: 'Unexpected response shape',
  },
  { kind: '500', reply: { status: 500, body: 'internal' }, httpText: 'HTTP status code: 500' },
]

let server: LocalServer
let bad: Reply = { body: '' }
beforeAll(async () => {
  server = await startLocalServer(() => bad)
})
afterAll(() => server.close())

describe('behavior: bad input from every endpoint gives a typed error, never an unhandled exception', () => {
  for (const input of inputs) {
    for (const endpoint of cases) {
      test(`${input.kind}: ${endpoint.name}`, async () => {
        bad = input.reply
        const api = createBlockchainApiClient({ baseUrl: server.url, projectId: 'p' })
        // Endpoints behind the supported-chains check see a good chain list, so the bad body
        // reaches them rather than stopping at the check.
        if (endpoint.name !== 'supported-chains') api.state.supportedChains = Promise.resolve({ http: [chain], ws: [] })
        const outcome = await endpoint.call(api).then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        )
        if (endpoint.fallback) {
          expect('value' in outcome).toBe(true)
          endpoint.fallback('value' in outcome ? outcome.value : undefined)
          return
        }
        expect('error' in outcome).toBe(true)
        const error = 'error' in outcome ? outcome.error : undefined
        expect(error).toBeInstanceOf(BaseError)
        expect((error as BaseError).shortMessage).toBe(endpoint.text ?? input.httpText)
        if (endpoint.text) {
          // The SPEC text on top, the HTTP layer's typed error (what went wrong with the body) as its cause.
          const cause = (error as BaseError).cause
          expect(cause).toBeInstanceOf(BaseError)
          expect((cause as BaseError).shortMessage).toBe(input.httpText)
          expect((error as BaseError).walk((e) => e instanceof BaseError && e.shortMessage === input.httpText)).toBe(cause)
        }
      })
    }
  }
})
