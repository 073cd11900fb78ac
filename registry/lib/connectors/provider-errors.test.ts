import { describe, expect, test } from 'vitest'
import { alerts } from '@/registry/lib/errors/alerts'
import { WalletRequestError } from '@/registry/lib/errors/connector'
import { getProviderErrorCode, mapProviderError, ProviderRpcError } from './provider-errors'

const rpcError = (code: number) => Object.assign(new Error(`code ${code}`), { code })

describe('mapProviderError', () => {
  test.each([
    [4001, alerts.userRejectedRequest.code, alerts.userRejectedRequest.title],
    [4100, alerts.walletUnauthorized.code, alerts.walletUnauthorized.title],
    [4200, alerts.walletMethodUnsupported.code, alerts.walletMethodUnsupported.title],
    [4900, alerts.walletDisconnected.code, alerts.walletDisconnected.title],
    [4901, alerts.walletChainDisconnected.code, alerts.walletChainDisconnected.title],
    [-32002, 'ALERT_WALLET_REQUEST_PENDING', 'Request Already Pending'],
  ])('behavior: provider error %i maps to the %s alert', (code, kind, message) => {
    const mapped = mapProviderError(rpcError(code))
    expect(mapped).toBeInstanceOf(ProviderRpcError)
    expect((mapped as ProviderRpcError).alert).toMatchObject({ kind, message })
    expect((mapped as ProviderRpcError).shortMessage).toBe(message)
    expect((mapped as ProviderRpcError).rpcCode).toBe(code)
  })

  test('behavior: unknown errors come back unchanged', () => {
    const error = new Error('boom')
    expect(mapProviderError(error)).toBe(error)
    expect(mapProviderError(rpcError(-32000))).toBeInstanceOf(Error)
    expect(mapProviderError(rpcError(-32000))).not.toBeInstanceOf(ProviderRpcError)
  })

  test('behavior: a plain object or string a wallet threw (WalletConnect relays { code, message }) becomes a typed WalletRequestError keeping its text and code', () => {
    const relayed = { code: -32000, message: 'Insufficient funds for fee' }
    const mapped = mapProviderError(relayed)
    expect(mapped).toBeInstanceOf(WalletRequestError)
    expect(mapped).toMatchObject({
      code: 'WALLET_REQUEST_FAILED',
      shortMessage: 'Insufficient funds for fee',
      rpcCode: -32000,
      cause: relayed,
    })
    expect(mapProviderError('nope')).toMatchObject({ code: 'WALLET_REQUEST_FAILED', shortMessage: 'nope', rpcCode: undefined })
    expect(mapProviderError({ code: 5 })).toMatchObject({ shortMessage: 'An error occurred', rpcCode: 5 })
    // Known codes still map to their alert when relayed as plain objects.
    expect(mapProviderError({ code: 4001, message: 'User rejected' })).toBeInstanceOf(ProviderRpcError)
  })

  test('behavior: a code nested in data.originalError is found', () => {
    expect(getProviderErrorCode({ code: -32603, data: { originalError: { code: 4902 } } })).toBe(4902)
  })

  test('behavior: a code in the cause chain is found', () => {
    expect(getProviderErrorCode(new Error('wrapped', { cause: rpcError(4001) }))).toBe(4001)
  })
})
