import { describe, expect, it } from 'vitest'
import { BaseError } from '@/registry/lib/errors/base'
import { toUserMessage } from '@/registry/lib/errors/to-user-message'

describe('toUserMessage', () => {
  it('default', () => {
    expect(toUserMessage(new BaseError('X', 'Signature declined'))).toBe('Signature declined')
  })
  it('parameters: fallback', () => {
    expect(toUserMessage(new Error('http://node.example/?key=secret failed'), 'Something went wrong')).toBe('Something went wrong')
    expect(toUserMessage('text')).toBe('An error occurred')
  })
  it('behavior: finds a walletkit error wrapped by a foreign error', () => {
    const wrapped = new Error('outer', { cause: new BaseError('Y', 'Request was aborted') })
    expect(toUserMessage(wrapped, 'fallback')).toBe('Request was aborted')
  })
})
