import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { privateKeyToAccount } from 'viem/accounts'
import { startDevnet, type Devnet } from '../../../../apps/devnet/src/index'
import { createBlockchainApiClient } from './create-blockchain-api-client'
import { getSupportedChains } from './get-supported-chains'
import { fetchIdentity } from './fetch-identity'
import { fetchSwapTokens } from './fetch-swap-tokens'
import { fetchGasPrice } from './fetch-gas-price'
import { fetchSwapQuote } from './fetch-swap-quote'
import { fetchSwapAllowance } from './fetch-swap-allowance'
import { generateApproveCalldata } from './generate-approve-calldata'
import { generateSwapCalldata } from './generate-swap-calldata'
import { fetchTokenPrice } from './fetch-token-price'
import { registerName } from './register-name'
import { lookupName } from './lookup-name'
import { reverseLookupName } from './reverse-lookup-name'
import { getNameSuggestions } from './get-name-suggestions'
import { getOnrampOptions } from './get-onramp-options'
import { getOnrampQuote } from './get-onramp-quote'
import { generateOnrampUrl } from './generate-onramp-url'
import { getSmartSessions } from './get-smart-sessions'
import { revokeSmartSession } from './revoke-smart-session'
import { NameRegisterError } from '@/registry/lib/errors/name'

// Every endpoint of our client against devnet's stand-in over real HTTP: proves the two agree
// (each call is answered, our schemas accept the answer, the flows work end to end). It does not
// prove either speaks the real service's wire, since both could drift together: that is
// wire-fixtures.test.ts (the client against API.md §2 fixtures) and
// ../stand-in-shapes.contract.test.ts (the stand-in's answers against the same fixtures).
let devnet: Devnet
const chainId = 'eip155:31337'
beforeAll(async () => {
  devnet = await startDevnet({ evm: 0, solana: 0, services: 0, frame: 0, relay: 0, only: ['evm', 'services'] })
})
afterAll(() => devnet?.stop())
const api = () => createBlockchainApiClient({ baseUrl: devnet.urls.services, projectId: 'contract-test' })

describe('blockchain API client and devnet stand-in agree', () => {
  test('behavior: supported chains, identity, prices', async () => {
    const client = api()
    expect((await getSupportedChains(client)).http).toContain(chainId)
    const address = devnet.evmAccounts[0]!.address
    await expect(fetchIdentity(client, { address })).resolves.toHaveProperty('name')
    const { fungibles } = await fetchTokenPrice(client, { addresses: [`${chainId}:${devnet.erc20.address}`] })
    expect(fungibles[0]).toMatchObject({ symbol: devnet.erc20.symbol })
  })

  test('behavior: swap endpoints', async () => {
    const client = api()
    const user = devnet.evmAccounts[1]!.address
    const tokens = await fetchSwapTokens(client, { chainId })
    expect(tokens.length).toBeGreaterThanOrEqual(2)
    const [from, to] = [tokens[0]!.address, tokens[1]!.address]
    const { standard } = await fetchGasPrice(client, { chainId })
    expect(BigInt(standard)).toBeGreaterThan(0n)
    const { quotes } = await fetchSwapQuote(client, { amount: '1000000', userAddress: `${chainId}:${user}`, from, to, gasPrice: standard })
    expect(quotes.length).toBeGreaterThan(0)
    const erc20 = `${chainId}:${devnet.erc20.address}`
    await expect(fetchSwapAllowance(client, { tokenAddress: erc20, userAddress: `${chainId}:${user}` })).resolves.toHaveProperty(
      'allowance',
    )
    const approve = await generateApproveCalldata(client, {
      userAddress: `${chainId}:${user}`,
      from: erc20,
      to: from === erc20 ? to : from,
    })
    expect(approve.tx.data).toMatch(/^0x/)
    const swap = await generateSwapCalldata(client, { amount: '1000000', from, to, userAddress: `${chainId}:${user}` })
    expect(swap.tx.eip155.gas).toMatch(/^\d+$/)
  })

  test('behavior: name registration, lookups and the service reason on refusal', async () => {
    const client = api()
    const signer = privateKeyToAccount(devnet.evmAccounts[2]!.privateKey)
    const name = 'contracttest.reown.id'
    const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
    const signature = await signer.signMessage({ message })
    const coinType = (0x80000000 | 31337) >>> 0
    const registered = await registerName(client, { coinType, address: signer.address, message, signature })
    expect(registered.name).toBe(name)
    await expect(lookupName(client, { name })).resolves.toMatchObject({ name })
    expect((await reverseLookupName(client, { address: signer.address })).map((p) => p.name)).toContain(name)
    const { suggestions } = await getNameSuggestions(client, { name: 'contracttest' })
    expect(suggestions.find((s) => s.name === name)?.registered).toBe(true)
    const refused = await registerName(client, { coinType, address: signer.address, message, signature }).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(NameRegisterError)
    expect((refused as NameRegisterError).shortMessage).toBe('Name is already registered')
  })

  test('behavior: on-ramp and sessions', async () => {
    const client = api()
    const options = await getOnrampOptions(client)
    const payment = options.paymentCurrencies[0]!
    const purchase = options.purchaseCurrencies[0]!
    const quote = await getOnrampQuote(client, {
      purchaseCurrency: purchase,
      paymentCurrency: payment,
      amount: '100',
      network: purchase.networks[0]?.name ?? 'local',
    })
    expect(quote.quoteId).not.toBe('mocked-quote-id')
    const address = devnet.evmAccounts[3]!.address
    const url = await generateOnrampUrl(client, {
      destinationWallets: [{ address, blockchains: ['local'], assets: [purchase.symbol] }],
      partnerUserId: address,
    })
    expect(new URL(url).searchParams.get('address')).toBe(address)
    await expect(getSmartSessions(client, { caipAddress: `${chainId}:${address}` })).resolves.toEqual([])
    await expect(revokeSmartSession(client, { address, pci: 'pci-1', signature: '0x01' })).resolves.toEqual({ success: true })
  })
})
