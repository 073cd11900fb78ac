import { describe, expect, test } from 'vitest'
import { shapeDrift, UNLISTED_FIELD, withoutUnlisted, type WireFixture } from './wire-shape'

// The checker the stand-in shape test relies on: what it reports, and what it lets through.

const fixture: WireFixture = {
  source: 'test',
  request: { method: 'GET', path: '/x', query: { required: [] } },
  full: { name: 'a', avatar: 'u', tags: [{ id: 1, note: 'n' }], meta: { k: { v: 'x' } }, free: [{ any: 1 }], [UNLISTED_FIELD]: 1 },
  minimal: { name: null, tags: [{ id: 2 }], meta: {}, free: [] },
  records: ['meta'],
  untyped: ['free'],
}

describe('shapeDrift', () => {
  test('default: both fixture forms, and optional fields left out, have no drift', () => {
    expect(shapeDrift(withoutUnlisted(fixture.full), fixture)).toEqual([])
    expect(shapeDrift(fixture.minimal, fixture)).toEqual([])
    expect(shapeDrift({ name: 'b', tags: [], meta: { z: { v: 'y' } }, free: ['anything', 2] }, fixture)).toEqual([])
  })

  test('behavior: a missing required field, a wrong type at depth and an unlisted field are each reported once', () => {
    expect(
      shapeDrift({ tags: [{ id: '1' }, { id: '2' }, { id: 3, extra: true }], meta: { k: { v: 1 } }, free: [], more: 1 }, fixture),
    ).toEqual([
      'name: missing, API.md requires it',
      'tags[].id: string, API.md: number',
      'tags[].extra: not in API.md',
      'meta.k.v: number, API.md: string',
      'more: not in API.md',
    ])
    expect(shapeDrift([], fixture)).toEqual(['(root): array, API.md: object'])
  })
})
