import { describe, expect, test } from 'vitest'
import { RequestRejectedError } from './frame'
import { ProviderRpcError } from './provider-rpc'
import { alerts } from './alerts'
import { isUserRejection } from './user-rejection'

describe('isUserRejection', () => {
  test('default: EIP-1193 4001 on a plain wallet error', () => {
    expect(isUserRejection({ code: 4001, message: 'User rejected the request.' })).toBe(true)
  })

  test('behavior: found anywhere on the chain, past wrappers with codes of their own', () => {
    // viem's UnknownRpcError (-1) around the wallet's 4001, inside an app's Error.
    const wallet = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const connector = Object.assign(new Error('Request declined', { cause: wallet }), { code: 'PROVIDER_USER_REJECTED' })
    const viem = Object.assign(new Error('An unknown RPC error occurred.', { cause: connector }), { code: -1 })
    expect(isUserRejection(new Error('Something went wrong', { cause: viem }))).toBe(true)
  })

  test('behavior: walletkit refusals: rpcCode, USER_REJECTED, the mapped provider error', () => {
    expect(isUserRejection(new RequestRejectedError())).toBe(true)
    expect(
      isUserRejection(
        new ProviderRpcError(
          4001,
          { kind: alerts.userRejectedRequest.code, message: alerts.userRejectedRequest.title, description: '', variant: 'warning' },
          undefined,
        ),
      ),
    ).toBe(true)
    expect(isUserRejection({ code: -32603, data: { originalError: { code: 4001 } } })).toBe(true)
  })

  test('behavior: anything else is not a rejection', () => {
    expect(isUserRejection(Object.assign(new Error('reverted'), { code: 3 }))).toBe(false)
    expect(isUserRejection(new Error('failed', { cause: { code: 4100 } }))).toBe(false)
    expect(isUserRejection('rejected')).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
  })
})
