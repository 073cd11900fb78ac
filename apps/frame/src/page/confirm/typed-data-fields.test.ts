import { describe, expect, test } from 'vitest'
import { typedDataFields } from './typed-data-fields'

const types = {
  PermitSingle: [
    { name: 'details', type: 'PermitDetails' },
    { name: 'spender', type: 'address' },
    { name: 'sigDeadline', type: 'uint256' },
  ],
  PermitDetails: [
    { name: 'token', type: 'address' },
    { name: 'amount', type: 'uint160' },
  ],
  Batch: [
    { name: 'items', type: 'PermitDetails[]' },
    { name: 'pair', type: 'uint8[2]' },
  ],
}

describe('typedDataFields', () => {
  test('default: the fields of the primary type, nested structs by path', () => {
    const { signed, unsigned } = typedDataFields(types, 'PermitSingle', {
      details: { token: '0xt', amount: '5' },
      spender: '0xs',
      sigDeadline: '9',
    })
    expect(signed.map((leaf) => [leaf.path, leaf.type, leaf.value])).toEqual([
      ['details.token', 'address', '0xt'],
      ['details.amount', 'uint160', '5'],
      ['spender', 'address', '0xs'],
      ['sigDeadline', 'uint256', '9'],
    ])
    expect(unsigned).toEqual([])
  })

  test('behavior: keys outside the types, at any depth, are not signed', () => {
    const { unsigned } = typedDataFields(types, 'PermitSingle', {
      details: { token: '0xt', amount: '5', label: 'USDC' },
      spender: '0xs',
      sigDeadline: '9',
      note: 'refund to you',
      refund: { to: '0xme', amount: ['1', '2'] },
    })
    expect(unsigned.map((leaf) => [leaf.path, leaf.value])).toEqual([
      ['details.label', 'USDC'],
      ['note', 'refund to you'],
      ['refund.to', '0xme'],
      ['refund.amount[0]', '1'],
      ['refund.amount[1]', '2'],
    ])
  })

  test('behavior: arrays of structs are walked; items past a fixed length are not signed', () => {
    const { signed, unsigned } = typedDataFields(types, 'Batch', { items: [{ token: '0xa', amount: '1' }], pair: [1, 2, 3] })
    expect(signed.map((leaf) => leaf.path)).toEqual(['items[0].token', 'items[0].amount', 'pair[0]', 'pair[1]'])
    expect(unsigned.map((leaf) => leaf.path)).toEqual(['pair[2]'])
  })

  test('behavior: an unknown primary type throws (the caller falls back to the raw parameters)', () => {
    expect(() => typedDataFields(types, 'Nope', {})).toThrow()
  })
})
