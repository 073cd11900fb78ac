// Test-only (no registry item lists it): the shape of a real service's answer, learnt from the
// hand-written API.md fixtures, and a check of another answer (devnet's stand-in, our client's
// request body) against it.

/** A field no API.md table lists, as a real server may add (API.md intro): clients must drop it. */
export const UNLISTED_FIELD = 'addedByServerLater'

export type WireRequest = {
  method: 'GET' | 'POST'
  /** The API.md path, `{name}` for a path parameter. */
  path: string
  query: { required: readonly string[]; optional?: readonly string[] }
  /** Field names of an object body, or 'array' for a JSON array (analytics batches). */
  body?: { required: readonly string[]; optional?: readonly string[] } | 'array' | undefined
  /** Only where API.md says the call names one; otherwise the body goes out as text/plain. */
  contentType?: 'application/json' | undefined
  /** Values API.md fixes (`currency=usd`, `apiVersion=2`, a body's `defaultExperience: 'buy'`). */
  fixedQuery?: Readonly<Record<string, string>> | undefined
  fixedBody?: Readonly<Record<string, unknown>> | undefined
}

export type WireFixture = {
  /** The API.md section and row it was written from. */
  source: string
  request: WireRequest
  /** Every listed field present (optional ones filled, nullable ones with a value), plus UNLISTED_FIELD. */
  full: unknown
  /** What API.md requires: optional fields left out, nullable ones null. */
  minimal: unknown
  /** Paths (as in drift reports, `[]` for any element) of objects keyed by data, like `addresses`. */
  records?: readonly string[] | undefined
  /** Paths API.md types no further than their own kind (`permissions[]`): the contents are free. */
  untyped?: readonly string[] | undefined
}

type Shape = {
  types: Set<string>
  optional: boolean
  untyped: boolean
  keys: Map<string, Shape>
  element?: Shape | undefined
  record?: Shape | undefined
}
type Marks = { records: readonly string[]; untyped: readonly string[] }

function kind(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}

const isObject = (value: unknown): value is Record<string, unknown> => kind(value) === 'object'

function learn(samples: readonly unknown[], path: string, marks: Marks): Shape {
  const shape: Shape = { types: new Set(samples.map(kind)), optional: false, untyped: marks.untyped.includes(path), keys: new Map() }
  const objects = samples.filter(isObject)
  if (marks.records.includes(path)) {
    shape.record = learn(
      objects.flatMap((o) => Object.values(o)),
      `${path}.*`,
      marks,
    )
  } else {
    const names = new Set(objects.flatMap((o) => Object.keys(o)).filter((name) => name !== UNLISTED_FIELD))
    for (const name of names) {
      const holders = objects.filter((o) => name in o)
      const child = learn(
        holders.map((o) => o[name]),
        path ? `${path}.${name}` : name,
        marks,
      )
      child.optional = holders.length < objects.length
      shape.keys.set(name, child)
    }
  }
  const elements = samples.filter(Array.isArray).flat()
  if (elements.length > 0) shape.element = learn(elements, `${path}[]`, marks)
  return shape
}

/**
 * Where `actual` differs from the shape of `fixture` (its full and minimal forms): a missing
 * required field, a field of another type at any depth, or a field API.md does not list.
 * An empty list means the same shape.
 *
 * @example
 * expect(shapeDrift(await devnetAnswer.json(), blockchainFixtures.gasPrice)).toEqual([])
 */
export function shapeDrift(actual: unknown, fixture: WireFixture): string[] {
  const drift: string[] = []
  check(actual, learn([fixture.full, fixture.minimal], '', { records: fixture.records ?? [], untyped: fixture.untyped ?? [] }), '', drift)
  return drift
}

function check(actual: unknown, shape: Shape, path: string, drift: string[]): void {
  const at = path || '(root)'
  if (!shape.types.has(kind(actual))) {
    drift.push(`${at}: ${kind(actual)}, API.md: ${[...shape.types].join('|')}`)
    return
  }
  if (shape.untyped) return
  if (isObject(actual)) {
    if (shape.record) {
      for (const [name, value] of Object.entries(actual)) check(value, shape.record, `${path}.${name}`, drift)
      return
    }
    for (const [name, child] of shape.keys) {
      const childPath = path ? `${path}.${name}` : name
      if (name in actual && actual[name] !== undefined) check(actual[name], child, childPath, drift)
      else if (!child.optional) drift.push(`${childPath}: missing, API.md requires it`)
    }
    for (const name of Object.keys(actual)) {
      if (!shape.keys.has(name)) drift.push(`${path ? `${path}.` : ''}${name}: not in API.md`)
    }
  }
  if (Array.isArray(actual) && shape.element) {
    // Elements are reported once per distinct drift, not once per element.
    const seen = new Set<string>()
    for (const element of actual) {
      const own: string[] = []
      check(element, shape.element, `${path}[]`, own)
      for (const line of own) {
        if (seen.has(line)) continue
        seen.add(line)
        drift.push(line)
      }
    }
  }
}

/** The fixture as a client must return it: the same values, the unlisted field dropped at every depth. */
export function withoutUnlisted<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutUnlisted) as T
  if (isObject(value)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([name]) => name !== UNLISTED_FIELD)
        .map(([name, v]) => [name, withoutUnlisted(v)]),
    ) as T
  }
  return value
}
