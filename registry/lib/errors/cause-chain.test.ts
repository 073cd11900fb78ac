import { describe, expect, test } from 'vitest'
import { BaseError } from './base'
import { causeChain, findCause, MAX_CAUSE_DEPTH } from './cause-chain'

describe('causeChain', () => {
  test('default: the value, then each cause, outermost first', () => {
    const root = { code: 4001 }
    const middle = new Error('middle', { cause: root })
    const top = new BaseError('TOP', 'Top', { cause: middle })
    expect([...causeChain(top)]).toEqual([top, middle, root])
  })

  test('behavior: plain objects are followed too, primitives end the chain', () => {
    const inner = { message: 'inner', cause: 'a string' }
    expect([...causeChain({ cause: inner })]).toEqual([{ cause: inner }, inner, 'a string'])
    expect([...causeChain(undefined)]).toEqual([])
    expect([...causeChain(null)]).toEqual([])
  })

  test('behavior: a loop is walked once', () => {
    const a = new Error('a')
    const b = new Error('b', { cause: a })
    Object.assign(a, { cause: b })
    expect([...causeChain(b)]).toEqual([b, a])
  })

  test('behavior: a chain longer than MAX_CAUSE_DEPTH is cut', () => {
    let error: unknown = { code: 'deepest' }
    for (let i = 0; i < MAX_CAUSE_DEPTH + 5; i++) error = { cause: error }
    expect([...causeChain(error)]).toHaveLength(MAX_CAUSE_DEPTH)
  })
})

describe('findCause', () => {
  test('default: the first link the predicate takes, or undefined', () => {
    const inner = new BaseError('INNER', 'Inner')
    const outer = new Error('outer', { cause: inner })
    expect(findCause(outer, (link): link is BaseError => link instanceof BaseError)).toBe(inner)
    expect(findCause(outer, (link) => link === 'never')).toBeUndefined()
  })
})
