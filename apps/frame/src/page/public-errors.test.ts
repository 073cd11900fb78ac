import { describe, expect, test, vi } from 'vitest'
import { RequestRejectedError } from '@/registry/lib/errors/frame'
import { FrameRefusal, isPublicErrorText, throttledRefusal, toPublicMessage } from './public-errors'

describe('toPublicMessage', () => {
  test('default: catalogue texts pass, anything else becomes the default text and stays in the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(toPublicMessage(new RequestRejectedError({ details: 'personal_sign' }))).toBe('User rejected the request')
    const leaky = new Error('HTTP request failed. URL: http://127.0.0.1:8545/?key=secret Request body: {"params":["0x02f8..."]}')
    expect(toPublicMessage(leaky)).toBe('An error occurred')
    expect(warn).toHaveBeenCalledWith('[secure frame]', leaky)
    expect(toPublicMessage('a string')).toBe('An error occurred')
    warn.mockRestore()
  })

  test('parameters: FrameRefusal keeps its public text and logs the detail', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(toPublicMessage(new FrameRefusal('Invalid chainId', 'domain.chainId 1'))).toBe('Invalid chainId')
    expect(toPublicMessage(throttledRefusal(42))).toBe('Please try again after 42 seconds')
    // A wrong one-time code: the user must see it to try again.
    expect(toPublicMessage(new FrameRefusal('Invalid code', '/api/email/verify: wrong code'))).toBe('Invalid code')
    warn.mockRestore()
  })

  test('behavior: a refusal cannot be built with a text outside the catalogue', () => {
    expect(() => new FrameRefusal('see http://127.0.0.1:8545', 'x')).toThrow()
    expect(isPublicErrorText('Please try again after 12 seconds')).toBe(true)
    expect(isPublicErrorText('Please try again after http://x seconds')).toBe(false)
  })
})
