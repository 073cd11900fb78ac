import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { startDevnet, type Devnet } from '../../../apps/devnet/src/index'
import { createBlockchainApiClient } from './blockchain/create-blockchain-api-client'
import { getSupportedChains } from './blockchain/get-supported-chains'
import { fetchIdentity } from './blockchain/fetch-identity'
import { fetchTransactions } from './blockchain/fetch-transactions'
import { getBalances } from './blockchain/get-balances'
import { fetchSwapTokens } from './blockchain/fetch-swap-tokens'
import { fetchGasPrice } from './blockchain/fetch-gas-price'
import { fetchSwapQuote } from './blockchain/fetch-swap-quote'
import { fetchSwapAllowance } from './blockchain/fetch-swap-allowance'
import { generateApproveCalldata } from './blockchain/generate-approve-calldata'
import { generateSwapCalldata } from './blockchain/generate-swap-calldata'
import { fetchTokenPrice } from './blockchain/fetch-token-price'
import { registerName } from './blockchain/register-name'
import { lookupName } from './blockchain/lookup-name'
import { reverseLookupName } from './blockchain/reverse-lookup-name'
import { getNameSuggestions } from './blockchain/get-name-suggestions'
import { getOnrampOptions } from './blockchain/get-onramp-options'
import { getOnrampQuote } from './blockchain/get-onramp-quote'
import { generateOnrampUrl } from './blockchain/generate-onramp-url'
import { getSmartSessions } from './blockchain/get-smart-sessions'
import { revokeSmartSession } from './blockchain/revoke-smart-session'
import { getNativeBalance } from './blockchain/get-native-balance'
import { createCatalogueClient } from './catalogue/create-catalogue-client'
import { getWallets } from './catalogue/get-wallets'
import { getAnalyticsConfig } from './catalogue/get-analytics-config'
import { blockchainApiFixtures } from './test-utils/wire-fixtures/blockchain-api'
import { catalogueFixtures } from './test-utils/wire-fixtures/catalogue'
import { analyticsFixtures } from './test-utils/wire-fixtures/analytics'
import { shapeDrift, type WireFixture } from './test-utils/wire-fixtures/wire-shape'
import { pathPattern } from './test-utils/wire-fixtures/wire-request'
import { bitcoinDevPaymentAddress, bitcoinTestChains } from '../../../apps/devnet/src/services/bitcoin-ledger'
import { polkadotDevAccount, polkadotLocalNetworkId } from '../../../apps/devnet/src/services/polkadot-ledger'

// devnet's stand-ins against the real services' wire as API.md records it: the raw JSON each
// stand-in answers our real client (over HTTP) must have the fixtures' shape: the same field
// names and types at every depth, a field left out only where API.md marks it optional, and no
// field API.md does not list unless it is named below with the reason. The clients meet the same
// fixtures in */wire-fixtures.test.ts, so a drift of the stand-in or of a client from the real
// wire fails one of the two, even when both drift together.

/** Fields the stand-ins send beyond API.md, each on purpose; the reason beside it. */
const knownExtras: Record<string, readonly string[]> = {
  // API.md: the devnet fills nft_info's collection and token id; the NFTs tab keys holdings by
  // contract, token id and standard (schemas/history.ts), read when present.
  history: ['collection', 'token_id', 'contract_address', 'interface'].map((name) => `data[].transfers[].nft_info.${name}: not in API.md`),
  // SPEC §3 lists coinbaseFee in the on-ramp quote; the kit reads it when present (schemas/onramp.ts).
  onrampQuote: ['coinbaseFee: not in API.md'],
  // walletkit's own SIWX sessions (API.md, last section), kept beside the smart sessions.
  smartSessions: ['sessions: not in API.md'],
}

let devnet: Devnet
const chainId = 'eip155:31337'
const answers: Array<{ url: URL; json: unknown }> = []
/** Our client's fetch, keeping a copy of each raw answer. */
const teeFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init)
  const json = (await response
    .clone()
    .json()
    .catch(() => undefined)) as unknown
  answers.push({ url: new URL(response.url), json })
  return response
}

beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'solana', 'services'] })
})
afterAll(() => devnet?.stop())

const api = () => createBlockchainApiClient({ baseUrl: devnet.urls.services, projectId: 'shape-test', fetch: teeFetch })

/** The stand-in's last raw answer on the fixture's path. */
function answerTo(fixture: WireFixture): unknown {
  const pattern = pathPattern(fixture.request.path)
  const answer = answers.filter((a) => pattern.test(a.url.pathname)).at(-1)
  expect(answer, `no answer on ${fixture.request.path}`).toBeDefined()
  return answer!.json
}

function expectSameShape(name: string, fixture: WireFixture, actual: unknown = answerTo(fixture)) {
  const allowed = knownExtras[name] ?? []
  // Soft: one run lists every endpoint that drifted, not only the first.
  expect
    .soft(
      shapeDrift(actual, fixture).filter((line) => !allowed.includes(line)),
      `${name}: ${fixture.source}`,
    )
    .toEqual([])
}

describe('devnet stand-ins have the shape of API.md fixtures', () => {
  test('behavior: blockchain API, every endpoint', async () => {
    const client = api()
    const f = blockchainApiFixtures
    const [account, other, namer, buyer] = devnet.evmAccounts
    await getSupportedChains(client)
    expectSameShape('supportedChains', f.supportedChains)
    await fetchIdentity(client, { address: account!.address })
    expectSameShape('identity', f.identity)
    const history = await fetchTransactions(client, { account: account!.address, chainId })
    expect(history.data.length).toBeGreaterThan(0)
    expectSameShape('history', f.history)
    await getBalances(client, { address: account!.address, chainId })
    expectSameShape('balance', f.balance)
    await getNativeBalance(client, { address: account!.address, chainId })
    expectSameShape('nodeRpc', f.nodeRpc)

    const tokens = await fetchSwapTokens(client, { chainId })
    expectSameShape('swapTokens', f.swapTokens)
    const { standard } = await fetchGasPrice(client, { chainId })
    expectSameShape('gasPrice', f.gasPrice)
    const user = `${chainId}:${other!.address}`
    const erc20 = `${chainId}:${devnet.erc20.address}`
    const [from, to] = [tokens[0]!.address, tokens[1]!.address]
    await fetchSwapQuote(client, { amount: '1000000', userAddress: user, from, to, gasPrice: standard })
    expectSameShape('swapQuotes', f.swapQuotes)
    await fetchSwapAllowance(client, { tokenAddress: erc20, userAddress: user })
    expectSameShape('swapAllowance', f.swapAllowance)
    await generateApproveCalldata(client, { userAddress: user, from: erc20, to: from === erc20 ? to : from })
    expectSameShape('buildApprove', f.buildApprove)
    await generateSwapCalldata(client, { amount: '1000000', from, to, userAddress: user })
    expectSameShape('buildTransaction', f.buildTransaction)
    await fetchTokenPrice(client, { addresses: [erc20] })
    expectSameShape('fungiblePrice', f.fungiblePrice)

    const signer = privateKeyToAccount(namer!.privateKey)
    const name = 'shapetest.reown.id'
    const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const registration = {
      coinType: (0x80000000 | 31337) >>> 0,
      address: signer.address,
      message,
      signature: await signer.signMessage({ message }),
    }
    await registerName(client, registration)
    expectSameShape('registerName', f.registerName)
    await lookupName(client, { name })
    expectSameShape('lookupName', f.lookupName)
    await reverseLookupName(client, { address: signer.address })
    expectSameShape('reverseLookupName', f.reverseLookupName)
    await getNameSuggestions(client, { name: 'shapetest' })
    expectSameShape('nameSuggestions', f.nameSuggestions)
    await expect(registerName(client, registration)).rejects.toThrow()
    expectSameShape('profileError', f.profileError, answers.filter((a) => a.url.pathname === '/v1/profile/account').at(-1)?.json)

    const options = await getOnrampOptions(client)
    expectSameShape('onrampOptions', f.onrampOptions)
    const purchase = options.purchaseCurrencies[0]!
    await getOnrampQuote(client, {
      purchaseCurrency: purchase,
      paymentCurrency: options.paymentCurrencies[0]!,
      amount: '100',
      network: purchase.networks[0]?.name ?? 'local',
    })
    expectSameShape('onrampQuote', f.onrampQuote)
    await generateOnrampUrl(client, {
      destinationWallets: [{ address: buyer!.address, blockchains: ['local'], assets: [purchase.symbol] }],
      partnerUserId: buyer!.address,
    })
    expectSameShape('onrampUrl', f.onrampUrl)
    // Two granted sessions (the stand-in wallets' route), one then revoked, so the list has depth.
    const caipAddress = `${chainId}:${buyer!.address}`
    const grant = async (project: Record<string, string>) => {
      const response = await fetch(`${devnet.urls.services}/dev/smart-sessions/${caipAddress}`, {
        method: 'POST',
        body: JSON.stringify({ project, expiry: 1767225600, permissions: [{ type: 'native-token-recurring-allowance' }], policies: [] }),
      })
      return ((await response.json()) as { pci: string }).pci
    }
    const pci = await grant({ id: 'p1', name: 'Swap Bot', url: 'https://swapbot.example', iconUrl: 'https://swapbot.example/icon.png' })
    await grant({ id: 'p2', name: 'Game Keys' })
    const buyerSigner = privateKeyToAccount(buyer!.privateKey)
    await revokeSmartSession(client, { address: caipAddress, pci, signature: await buyerSigner.signMessage({ message: pci }) })
    expectSameShape('revokeSmartSession', f.revokeSmartSession)
    expect((await getSmartSessions(client, { caipAddress })).map((s) => s.revokedAt !== undefined)).toEqual([true, false])
    expectSameShape('smartSessions', f.smartSessions)
  })

  test('behavior: balance and history answers of the Solana, Bitcoin and Polkadot stand-ins (their own code paths)', async () => {
    const client = api()
    const f = blockchainApiFixtures
    const solana = devnet.solanaAccounts[0]!.publicKey
    const bitcoin = bitcoinDevPaymentAddress()
    // One Bitcoin transfer, so the ledger's history has an entry (BIP-173's testnet example as recipient).
    const transfer = await fetch(`${devnet.urls.services}/dev/bip122/transfer`, {
      method: 'POST',
      body: JSON.stringify({
        chain: 'bitcoin:testnet',
        from: bitcoin,
        to: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
        amount: '150000',
        fee: '282',
      }),
    })
    expect(transfer.status).toBe(200)
    for (const [address, network] of [
      [solana, devnet.solanaNetworkId],
      [bitcoin, bitcoinTestChains['bitcoin:testnet']],
      [polkadotDevAccount.address, polkadotLocalNetworkId],
    ] as const) {
      expect(await getBalances(client, { address, chainId: network }), network).not.toEqual([])
      expectSameShape('balance', f.balance)
    }
    for (const [address, network] of [
      [solana, devnet.solanaNetworkId],
      [bitcoin, bitcoinTestChains['bitcoin:testnet']],
    ] as const) {
      await fetchTransactions(client, { account: address, chainId: network })
      expectSameShape('history', f.history)
    }
    expect((await fetchTransactions(client, { account: bitcoin, chainId: bitcoinTestChains['bitcoin:testnet'] })).data).not.toEqual([])
  })

  test('behavior: wallet catalogue and project config', async () => {
    const f = catalogueFixtures
    const catalogue = createCatalogueClient({ baseUrl: devnet.urls.services, projectId: 'shape-test', fetch: teeFetch })
    await getWallets(catalogue, { page: 1 })
    expectSameShape('getWallets', f.getWallets)
    await getAnalyticsConfig(catalogue)
    expectSameShape('analyticsConfig', f.analyticsConfig)
    // No kit client calls these yet: asked the way API.md says a client does.
    for (const name of ['projectConfig', 'projectLimits', 'allowedOrigins'] as const) {
      const response = await fetch(`${devnet.urls.services}${f[name].request.path}?projectId=shape-test&st=appkit&sv=4`)
      expect(response.status).toBe(200)
      expectSameShape(name, f[name], await response.json())
    }
  })

  test('behavior: the analytics sink records every API.md body form as sent (text/plain, no headers)', async () => {
    const f = analyticsFixtures
    const post = (path: string, body: unknown) =>
      fetch(`${devnet.urls.services}${path}?projectId=shape-analytics&sv=react-wagmi-1.8.19`, {
        method: 'POST',
        body: JSON.stringify(body),
      })
    for (const form of ['full', 'minimal'] as const) {
      for (const path of ['/e', '/batch'] as const) {
        await fetch(`${devnet.urls.services}/dev/analytics/reset`, { method: 'POST' })
        const sent = path === '/e' ? [f.event[form], f.telemetryError[form]] : f.batch[form]
        for (const body of path === '/e' ? sent : [sent]) expect((await post(path, body)).status).toBe(200)
        const { events } = (await (await fetch(`${devnet.urls.services}/dev/analytics`)).json()) as {
          events: Array<Record<string, unknown>>
        }
        // The sink keeps each event whole, beside what it adds (query values, endpoint, time).
        const kept = events.map(({ projectId: _p, st: _st, sv: _sv, via: _via, receivedAt: _at, ...event }) => event)
        expect(kept, `${path} ${form}`).toEqual(sent)
        expect(
          events.every((e) => e.via === path && e.projectId === 'shape-analytics' && e.st === null && e.sv === 'react-wagmi-1.8.19'),
        ).toBe(true)
      }
    }
  })
})
