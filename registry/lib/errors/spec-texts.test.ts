import { describe, expect, test } from 'vitest'
import * as account from './account'
import { BaseError } from './base'
import * as caip from './caip'
import * as connector from './connector'
import { InvalidDecimalNumberError } from './decimal'
import { EmailThrottledError } from './email'
import * as name from './name'
import * as network from './network'
import * as rpc from './rpc'
import * as send from './send'
import * as siwx from './siwx-errors'
import * as swap from './swap-errors'

// The exact user-facing texts of SPEC §5 and §8, one row per error class.
const fixedTexts: Array<[new () => BaseError, string]> = [
  [caip.InvalidCaipAddressError, 'Invalid CAIP Address'],
  [caip.InvalidCaip10AddressError, 'Invalid CAIP-10 address'],
  [caip.InvalidCaipNetworkIdError, 'Invalid CAIP-2 network id'],
  [account.TokenBalanceUnavailableError, 'Token Balance Unavailable'],
  [account.FetchTransactionsError, 'Failed to fetch transactions'],
  [account.AccountNotFoundError, 'Address or auth connector not found'],
  [account.WalletCapabilitiesParseError, 'Error parsing wallet capabilities'],
  [send.SendTransactionError, 'Something went wrong'],
  [send.SolanaSendTransactionError, 'Failed to send transaction. Please try again.'],
  [send.InvalidSendInputError, 'Please enter a valid amount and receiver address'],
  [siwx.SignatureDeclinedError, 'Signature declined'],
  [siwx.SmartAccountSignatureError, 'This application might not support Smart Accounts'],
  [siwx.SiwxInitializationError, 'A problem occurred while trying initialize authentication'],
  [siwx.SiwxConfigConflictError, 'Cannot set both `siweConfig` and `siwx` options'],
  [swap.GasPriceUnsupportedNetworkError, 'Network not supported for Gas Price'],
  [swap.SwapUnsupportedNetworkError, 'Network not supported for Swaps'],
  [network.UnsupportedChainError, 'Unsupported chain'],
  [network.ChainNotSupportedError, 'Chain is not supported'],
  [network.InvalidChainIdError, 'Invalid chainId'],
  [network.NetworkNotFoundError, 'Network not found'],
  [network.LastNetworkRemovalError, 'Cannot remove last network for a namespace'],
  [connector.AdapterUndefinedError, 'adapter is undefined'],
  [connector.ConnectorUndefinedError, 'connector is undefined'],
  [connector.ProviderUndefinedError, 'provider is undefined'],
  [rpc.RpcCallNotAllowedError, 'Requested RPC call is not allowed'],
  [rpc.ActionNotAllowedError, 'Action not allowed'],
  [name.NameResolveError, 'Error resolving name'],
  [name.NameSuggestionsError, 'Error fetching name suggestions'],
  [name.NamesForAddressError, 'Error fetching names for address'],
]

describe('SPEC error texts', () => {
  test.each(fixedTexts.map(([type, text]) => [type.name, type, text] as const))('default: %s', (_, type, text) => {
    const error = new type()
    expect(error).toBeInstanceOf(BaseError)
    expect(error.shortMessage).toBe(text)
    expect(error.message).toBe(text)
    expect(error.code).toMatch(/^[A-Z0-9_]+$/)
  })

  test('behavior: details and cause are kept, the headline stays the SPEC text', () => {
    const cause = new Error('boom')
    const error = new send.SendTransactionError({ cause, details: 'eth_sendTransaction failed' })
    expect(error.shortMessage).toBe('Something went wrong')
    expect(error.message).toBe('Something went wrong\n\nDetails: eth_sendTransaction failed')
    expect(error.cause).toBe(cause)
  })

  test('behavior: the e-mail throttle names the remaining whole seconds', () => {
    const error = new EmailThrottledError({ seconds: 12.2 })
    expect(error.shortMessage).toBe('Please try again after 13 seconds')
    expect(error.seconds).toBe(13)
  })

  test('behavior: the decimal parser error keeps the SPEC suffix', () => {
    const error = new InvalidDecimalNumberError({ value: '1.2.3' })
    expect(error.shortMessage).toBe('1.2.3 is not a valid decimal number')
    expect(error.shortMessage.endsWith('is not a valid decimal number')).toBe(true)
  })

  test('behavior: name registration names the name', () => {
    expect(new name.NameRegisterError({ name: 'alice.wkit' }).shortMessage).toBe('Error registering name alice.wkit')
  })

  test('behavior: name service errors use the first reason description if present', () => {
    const reasons = [{ name: 'taken', description: 'Name is already registered' }, { description: 'second' }]
    expect(new name.NameRegisterError({ name: 'alice', reasons }).shortMessage).toBe('Name is already registered')
    expect(new name.NameResolveError({ reasons }).reasons).toEqual(reasons)
    expect(new name.NameSuggestionsError({ reasons: [{ name: 'x' }] }).shortMessage).toBe('Error fetching name suggestions')
    expect(new name.NamesForAddressError({ reasons: [] }).shortMessage).toBe('Error fetching names for address')
  })

  test('behavior: the numeric codes 4902, 32603, 5000 and 3 ride on their classes', async () => {
    const chain = await import('./chain')
    expect(new network.UnrecognizedChainError().rpcCode).toBe(4902)
    expect(new network.InvalidChainIdError().rpcCode).toBe(32603)
    expect(new chain.UnknownNodeError().rpcCode).toBe(5000)
    expect(new chain.ExecutionRevertedError().rpcCode).toBe(3)
  })
})
