import { describe, expect, test } from 'vitest'
import { BaseError } from './base'

describe('BaseError', () => {
  test('default', () => {
    const error = new BaseError('SOME_CODE', 'Something went wrong')
    expect(error).toBeInstanceOf(Error)
    expect(error.code).toBe('SOME_CODE')
    expect(error.message).toBe('Something went wrong')
    expect(error.details).toBeUndefined()
  })

  test('parameters: details and meta', () => {
    const error = new BaseError('X', 'Short', { details: 'more', meta: { status: 500 } })
    expect(error.message).toBe('Short\n\nDetails: more')
    expect(error.meta).toEqual({ status: 500 })
  })

  test('behavior: walk returns the deepest cause, or the first match', () => {
    const root = new Error('root')
    const middle = new BaseError('MIDDLE', 'middle', { cause: root })
    const top = new BaseError('TOP', 'top', { cause: middle })
    expect(top.walk()).toBe(root)
    expect(top.walk((e) => e instanceof BaseError && e.code === 'MIDDLE')).toBe(middle)
    expect(top.walk((e) => e === 'nope')).toBeNull()
  })

  test('behavior: walk stops on a cause cycle', () => {
    const a = new BaseError('A', 'a')
    const b = new BaseError('B', 'b', { cause: a })
    Object.defineProperty(a, 'cause', { value: b })
    expect(b.walk((e) => e === 'never')).toBeNull()
  })
})
