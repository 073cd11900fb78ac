import { describe, expect, test } from 'vitest'
import { FrameRefusal } from '../public-errors'
import { checkRequestChain } from './check-request-chain'

const from = '0x0000000000000000000000000000000000000001'
const typed = (chainId: unknown) => [from, JSON.stringify({ domain: { name: 'T', chainId }, types: {}, primaryType: 'T', message: {} })]
const refusal = (run: () => void) => {
  try {
    run()
    return null
  } catch (error) {
    return error instanceof FrameRefusal ? error.publicText : 'other'
  }
}

describe('checkRequestChain', () => {
  test('default: requests on the signing chain pass, in every spelling of its id', () => {
    for (const id of [31337, '31337', '0x7a69', 'eip155:31337'])
      expect(refusal(() => checkRequestChain('eth_signTypedData_v4', typed(id), 31337))).toBeNull()
    expect(refusal(() => checkRequestChain('eth_sendTransaction', [{ to: from, chainId: '0x7a69' }], 31337))).toBeNull()
    expect(
      refusal(() =>
        checkRequestChain(
          'wallet_sendCalls',
          [
            { calls: [], chainId: 31337 },
            { calls: [], chainId: '0x7a69' },
          ],
          31337,
        ),
      ),
    ).toBeNull()
  })

  test('parameters: typed-data domain.chainId of another chain', () => {
    expect(refusal(() => checkRequestChain('eth_signTypedData_v4', typed(1), 31337))).toBe('Invalid chainId')
    expect(refusal(() => checkRequestChain('eth_signTypedData_v4', [from, { domain: { chainId: '0x1' } }], 31337))).toBe('Invalid chainId')
    expect(refusal(() => checkRequestChain('eth_signTypedData_v4', typed('not a chain'), 31337))).toBe('Invalid chainId')
  })

  test('parameters: transaction and call batch chain ids', () => {
    expect(refusal(() => checkRequestChain('eth_sendTransaction', [{ to: from, chainId: 1 }], 31337))).toBe('Invalid chainId')
    expect(
      refusal(() =>
        checkRequestChain(
          'wallet_sendCalls',
          [
            { calls: [], chainId: 31337 },
            { calls: [], chainId: 10 },
          ],
          31337,
        ),
      ),
    ).toBe('Invalid chainId')
  })

  test('parameters: requestChainId', () => {
    expect(refusal(() => checkRequestChain('personal_sign', ['0x00', from], 31337, 'eip155:1'))).toBe('Invalid chainId')
    expect(refusal(() => checkRequestChain('personal_sign', ['0x00', from], 31337, 'eip155:31337'))).toBeNull()
  })

  test('behavior: absent chain ids are not checked', () => {
    expect(refusal(() => checkRequestChain('eth_signTypedData_v4', [from, { domain: { name: 'no chain' } }], 31337))).toBeNull()
    expect(refusal(() => checkRequestChain('eth_sendTransaction', [{ to: from }], 31337))).toBeNull()
  })
})
