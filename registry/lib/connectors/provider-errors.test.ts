import { describe, expect, test } from 'vitest'
import { getProviderErrorCode, mapProviderError, ProviderRpcError } from './provider-errors'

const rpcError = (code: number) => Object.assign(new Error(`code ${code}`), { code })

describe('mapProviderError', () => {
  test.each([
    [4001, 'provider-user-rejected', 'User rejected the request'],
    [4100, 'provider-unauthorized', 'The wallet has not authorized this account or method'],
    [4200, 'provider-unsupported-method', 'The wallet does not support this method'],
    [4900, 'provider-disconnected', 'The wallet is disconnected'],
    [4901, 'provider-chain-disconnected', 'The wallet is not connected to the requested chain'],
    [-32002, 'provider-request-pending', 'A request is already pending in your wallet'],
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

  test('behavior: a code nested in data.originalError is found', () => {
    expect(getProviderErrorCode({ code: -32603, data: { originalError: { code: 4902 } } })).toBe(4902)
  })

  test('behavior: a code in the cause chain is found', () => {
    expect(getProviderErrorCode(new Error('wrapped', { cause: rpcError(4001) }))).toBe(4001)
  })
})
