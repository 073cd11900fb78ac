import { describe, expect, test } from 'vitest'
import type { SiwxSession } from './siwx-types'
import { isSessionOf } from './siwx-session-defaults'

const session = (chainId: `${string}:${string}`, accountAddress: string) =>
  ({ data: { chainId, accountAddress }, message: '', signature: '0x' }) as unknown as SiwxSession

describe('SIWX session defaults', () => {
  test('behavior: a session belongs to one account on one network, addresses compared without case', () => {
    const s = session('eip155:1', '0xAbCdEf0000000000000000000000000000000001')
    expect(isSessionOf(s, 'eip155:1', '0xabcdef0000000000000000000000000000000001')).toBe(true)
    expect(isSessionOf(s, 'eip155:10', '0xabcdef0000000000000000000000000000000001')).toBe(false)
    expect(isSessionOf(s, 'eip155:1', '0x0000000000000000000000000000000000000002')).toBe(false)
  })
})
