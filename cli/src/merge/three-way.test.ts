import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { conflictWhole, mergeThreeWay } from './three-way'

const base = 'one\ntwo\nthree\nfour\nfive\n'

describe('mergeThreeWay', () => {
  test('default', () => {
    expect(mergeThreeWay('ONE\ntwo\nthree\nfour\nfive\n', base, 'one\ntwo\nthree\nfour\nFIVE\n')).toEqual({
      content: 'ONE\ntwo\nthree\nfour\nFIVE\n',
      conflicts: 0,
    })
  })

  test('behavior: the same change on both sides is not a conflict', () => {
    expect(mergeThreeWay('one\nTWO\nthree\nfour\nfive\n', base, 'one\nTWO\nthree\nfour\nfive\n').conflicts).toBe(0)
  })

  test('behavior: overlapping changes keep both sides between markers', () => {
    expect(mergeThreeWay('one\nmine\nthree\nfour\nfive\n', base, 'one\ntheirs\nthree\nfour\nfive\n')).toMatchSnapshot()
  })

  test('behavior: an untouched local copy becomes theirs, and no change upstream keeps ours', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 6 }), { maxLength: 12 }),
        fc.array(fc.string({ maxLength: 6 }), { maxLength: 12 }),
        (a, b) => {
          const o = a.join('\n')
          const t = b.join('\n')
          expect(mergeThreeWay(o, o, t)).toEqual({ content: t, conflicts: 0 })
          expect(mergeThreeWay(t, o, o)).toEqual({ content: t, conflicts: 0 })
        },
      ),
    )
  })

  test('behavior: without a base the whole file is one conflict with both versions', () => {
    const out = conflictWhole('mine', 'theirs\n')
    expect(out).toEqual({ content: '<<<<<<< local\nmine\n=======\ntheirs\n>>>>>>> registry\n', conflicts: 1 })
  })
})
