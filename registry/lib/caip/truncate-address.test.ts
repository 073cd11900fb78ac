import { describe, expect, test } from 'vitest'
import { truncateAddress } from '@/registry/lib/caip/truncate-address'

describe('truncateAddress', () => {
  test('default', () => {
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266')
  })
  test('parameters: short input is kept whole', () => {
    expect(truncateAddress('0x123456789')).toBe('0x123456789')
    expect(truncateAddress('abcdefghijkl', 2, 2)).toBe('ab…kl')
  })
})
