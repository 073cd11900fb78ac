import { describe, expect, test } from 'vitest'
import { isUnsafeMethod } from '@/registry/lib/frame/is-unsafe-method'

describe('isUnsafeMethod', () => {
  test('default: SPEC §6 unsafe requests need a confirmation in the frame', () => {
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
      'wallet_sendCalls',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'eth_sendUserOperation',
    ])
      expect(isUnsafeMethod(method), method).toBe(true)
  })

  test('behavior: read-only queries and raw-transaction sending are safe', () => {
    for (const method of ['eth_getBalance', 'eth_call', 'eth_sendRawTransaction', 'wallet_getCallsStatus', 'eth_chainId'])
      expect(isUnsafeMethod(method), method).toBe(false)
  })
})
