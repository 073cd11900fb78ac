import { base58 } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { describeRequest } from './describe-request'

const base = { chain: 'Devnet 31337', requestedBy: 'http://127.0.0.1:5173', symbol: 'ETH' }
const to = '0x000000000000000000000000000000000000dEaD'

describe('describeRequest', () => {
  test('parameters: personal_sign shows the text of a hex message, or the hex when it is not text', () => {
    expect(describeRequest({ ...base, method: 'personal_sign', params: ['0x68656c6c6f', to] }).rows).toEqual([{ label: 'Message', value: 'hello' }])
    expect(describeRequest({ ...base, method: 'personal_sign', params: ['0x00ff', to] }).rows).toEqual([{ label: 'Message', value: '0x00ff' }])
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

  test('parameters: eth_signTypedData_v4 shows the domain, the type and the message', () => {
    const typed = { domain: { name: 'Permit2', chainId: 31337, verifyingContract: to }, types: {}, primaryType: 'PermitSingle', message: { spender: to } }
    const rows = describeRequest({ ...base, method: 'eth_signTypedData_v4', params: [to, JSON.stringify(typed)] }).rows
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Domain name', 'Permit2'],
      ['Domain chainId', '31337'],
      ['Domain verifyingContract', to],
      ['Type', 'PermitSingle'],
      ['Message', JSON.stringify({ spender: to }, null, 2)],
    ])
  })

  test('parameters: wallet_sendCalls numbers each call', () => {
    const rows = describeRequest({ ...base, method: 'wallet_sendCalls', params: [{ calls: [{ to, value: '0x1' }, { to, data: '0x12' }] }] }).rows
    expect(rows.map((r) => r.label)).toEqual(['Call 1 · To', 'Call 1 · Value', 'Call 2 · To', 'Call 2 · Value', 'Call 2 · Data'])
  })

  test('parameters: solana_signMessage decodes base58 text', () => {
    const message = base58.encode(new TextEncoder().encode('hello solana'))
    expect(describeRequest({ ...base, symbol: 'SOL', method: 'solana_signMessage', params: { message } }).rows).toEqual([{ label: 'Message', value: 'hello solana' }])
  })

  test('behavior: a shape it cannot read falls back to the raw parameters', () => {
    const model = describeRequest({ ...base, method: 'eth_signTypedData_v4', params: [to, '{not json'] })
    expect(model.rows).toEqual([{ label: 'Parameters', value: JSON.stringify([to, '{not json'], null, 2), mono: true }])
  })
})
