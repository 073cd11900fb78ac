import { base58 } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { describeRequest } from './describe-request'

const base = { chain: 'Devnet 31337', requestedBy: 'http://127.0.0.1:5173', symbol: 'ETH' }
const to = '0x000000000000000000000000000000000000dEaD'

describe('describeRequest', () => {
  test('parameters: personal_sign shows the text of a hex message, or the hex when it is not text', () => {
    expect(describeRequest({ ...base, method: 'personal_sign', params: ['0x68656c6c6f', to] }).rows).toEqual([
      { label: 'Message', value: 'hello' },
    ])
    expect(describeRequest({ ...base, method: 'personal_sign', params: ['0x00ff', to] }).rows).toEqual([
      { label: 'Message', value: '0x00ff' },
    ])
  })

  test('parameters: eth_sendTransaction shows to, value in ether and data', () => {
    const model = describeRequest({ ...base, method: 'eth_sendTransaction', params: [{ to, value: '0x2386f26fc10000', data: '0xabcd' }] })
    expect(model).toMatchObject({ title: 'Send transaction', chain: 'Devnet 31337', requestedBy: 'http://127.0.0.1:5173' })
    expect(model.rows).toEqual([
      { label: 'To', value: to, mono: true },
      { label: 'Value', value: '0.01 ETH' },
      { label: 'Data', value: '0xabcd', mono: true },
    ])
  })

  test('parameters: eth_signTypedData_v4 shows the signed fields (decisive ones first), the type, the domain, then what is not signed', () => {
    const typed = {
      domain: { name: 'Permit2', chainId: 31337, verifyingContract: to },
      types: {
        PermitSingle: [
          { name: 'details', type: 'Details' },
          { name: 'spender', type: 'address' },
          { name: 'sigDeadline', type: 'uint256' },
        ],
        Details: [
          { name: 'token', type: 'address' },
          { name: 'amount', type: 'uint160' },
        ],
      },
      primaryType: 'PermitSingle',
      message: { details: { token: to, amount: '5' }, spender: to, sigDeadline: '9', note: 'refund\u202E' },
    }
    const rows = describeRequest({ ...base, method: 'eth_signTypedData_v4', params: [to, JSON.stringify(typed)] }).rows
    expect(rows.map((r) => [r.label, r.value, r.signed])).toEqual([
      ['spender', to, undefined],
      ['details.amount', '5', undefined],
      ['details.token', to, undefined],
      ['Type', 'PermitSingle', undefined],
      ['Domain name', 'Permit2', undefined],
      ['Domain chainId', '31337', undefined],
      ['Domain verifyingContract', to, undefined],
      ['sigDeadline', '9', undefined],
      ['Not signed: note', 'refund⟨U+202E⟩', false],
    ])
  })

  test('parameters: wallet_sendCalls names every call (callee, value, token effect) before any call data', () => {
    const transfer = `0xa9059cbb${to.slice(2).toLowerCase().padStart(64, '0')}${'0'.repeat(63)}7`
    const rows = describeRequest({
      ...base,
      method: 'wallet_sendCalls',
      params: [
        {
          calls: [
            { to, value: '0x1', data: '0x12' },
            { to, data: transfer },
          ],
        },
      ],
    }).rows
    expect(rows.map((r) => r.label)).toEqual([
      'Calls',
      'Call 1 · To',
      'Call 1 · Value',
      'Call 2 · To',
      'Call 2 · Value',
      'Call 2 · Transfer to',
      'Call 2 · Transfer amount',
      'Call 1 · Data',
      'Call 2 · Data',
    ])
    expect(rows.find((r) => r.label === 'Call 2 · Transfer amount')?.value).toBe('7')
  })

  test('parameters: an ERC-20 approve shows its spender and amount before the data, unlimited named', () => {
    const approve = `0x095ea7b3${to.slice(2).toLowerCase().padStart(64, '0')}${'f'.repeat(64)}`
    const rows = describeRequest({ ...base, method: 'eth_sendTransaction', params: [{ to, data: approve }] }).rows
    expect(rows.map((r) => r.label)).toEqual(['To', 'Value', 'Approve spender', 'Approve amount', 'Data'])
    expect(rows[3]!.value).toMatch(/^Unlimited/)
  })

  test('behavior: personal_sign writes out bidi and zero-width characters, raw or hex; mostly invisible bytes stay hex', () => {
    const text = 'Pay \u202Eevil\u202C ok\u200B'
    const hex = `0x${Buffer.from(text).toString('hex')}`
    expect(describeRequest({ ...base, method: 'personal_sign', params: [hex, to] }).rows[0]!.value).toBe(
      'Pay ⟨U+202E⟩evil⟨U+202C⟩ ok⟨U+200B⟩',
    )
    expect(describeRequest({ ...base, method: 'personal_sign', params: [text, to] }).rows[0]!.value).toBe(
      'Pay ⟨U+202E⟩evil⟨U+202C⟩ ok⟨U+200B⟩',
    )
    expect(describeRequest({ ...base, method: 'personal_sign', params: ['0x0001020304', to] }).rows[0]!.value).toBe('0x0001020304')
  })

  test('parameters: solana_signMessage decodes base58 text', () => {
    const message = base58.encode(new TextEncoder().encode('hello solana'))
    expect(describeRequest({ ...base, symbol: 'SOL', method: 'solana_signMessage', params: { message } }).rows).toEqual([
      { label: 'Message', value: 'hello solana' },
    ])
  })

  test('behavior: a shape it cannot read falls back to the raw parameters', () => {
    const model = describeRequest({ ...base, method: 'eth_signTypedData_v4', params: [to, '{not json'] })
    expect(model.rows).toEqual([{ label: 'Parameters', value: JSON.stringify([to, '{not json'], null, 2), mono: true }])
  })
})
