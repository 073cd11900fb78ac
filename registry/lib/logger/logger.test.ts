import { afterEach, describe, expect, test, vi } from 'vitest'
import { logger } from './logger'

// SPEC §9: the logger is enabled by default at the toolkit level "error".
afterEach(() => {
  logger.level = 'error'
  logger.enabled = true
  vi.restoreAllMocks()
})

function spies() {
  return {
    debug: vi.spyOn(console, 'debug').mockImplementation(() => {}),
    info: vi.spyOn(console, 'info').mockImplementation(() => {}),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
    error: vi.spyOn(console, 'error').mockImplementation(() => {}),
  }
}

describe('logger', () => {
  test('default: enabled, and only errors reach the console', () => {
    const console = spies()
    logger.debug('d')
    logger.info('i')
    logger.warn('w')
    logger.error('e', 1)
    expect([console.debug, console.info, console.warn].map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0])
    expect(console.error.mock.calls).toEqual([['[walletkit]', 'e', 1]])
  })

  test('parameters: level lowers or raises the threshold; enabled false silences everything', () => {
    const console = spies()
    logger.level = 'warn'
    logger.info('i')
    logger.warn('w')
    expect([console.info.mock.calls.length, console.warn.mock.calls.length]).toEqual([0, 1])
    logger.level = 'silent'
    logger.error('e')
    logger.level = 'debug'
    logger.enabled = false
    logger.error('e')
    expect(console.error).not.toHaveBeenCalled()
  })
})
