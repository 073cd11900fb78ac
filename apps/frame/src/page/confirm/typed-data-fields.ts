// EIP-712: the signature covers exactly the fields types[primaryType] lists, recursively through
// struct types and arrays. Anything else in `message` is hashed away: a page can pad the message
// with reassuring keys ("note: refund to you") that sign nothing. This splits the message into
// the fields that are signed and the ones that are not, each a leaf with its path.

export type TypedField = { name: string; type: string }
export type TypedDataTypes = Record<string, readonly TypedField[]>
export type TypedLeaf = { path: string; type: string; value: unknown }

const arrayType = /^(.*)\[(\d*)\]$/

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Every leaf of a value nobody signs (objects and arrays walked down to their scalars). */
function unsignedLeaves(path: string, value: unknown, out: TypedLeaf[]): void {
  if (isRecord(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) unsignedLeaves(`${path}.${key}`, inner, out)
  } else if (Array.isArray(value) && value.length > 0) {
    value.forEach((inner, index) => unsignedLeaves(`${path}[${index}]`, inner, out))
  } else {
    out.push({ path, type: '', value })
  }
}

function walk(
  types: TypedDataTypes,
  type: string,
  path: string,
  value: unknown,
  signed: TypedLeaf[],
  unsigned: TypedLeaf[],
  depth: number,
): void {
  if (depth > 32) throw new Error('typed data nests too deep')
  const array = arrayType.exec(type)
  if (array) {
    const items = Array.isArray(value) ? value : []
    // A fixed-size array signs exactly that many items: the rest are not signed.
    const length = array[2] ? Number(array[2]) : items.length
    items.forEach((item, index) => {
      if (index < length) walk(types, array[1]!, `${path}[${index}]`, item, signed, unsigned, depth + 1)
      else unsignedLeaves(`${path}[${index}]`, item, unsigned)
    })
    return
  }
  const fields = types[type]
  if (!fields) {
    signed.push({ path, type, value })
    return
  }
  const record = isRecord(value) ? value : {}
  for (const field of fields)
    walk(types, field.type, path ? `${path}.${field.name}` : field.name, record[field.name], signed, unsigned, depth + 1)
  const known = new Set(fields.map((field) => field.name))
  for (const [key, inner] of Object.entries(record)) {
    if (!known.has(key)) unsignedLeaves(path ? `${path}.${key}` : key, inner, unsigned)
  }
}

/**
 * The leaves of `message` that types[primaryType] signs, and those it does not.
 *
 * @example
 * typedDataFields({ Mail: [{ name: 'to', type: 'address' }] }, 'Mail', { to: '0x…', note: 'hi' })
 * // { signed: [{ path: 'to', type: 'address', value: '0x…' }], unsigned: [{ path: 'note', type: '', value: 'hi' }] }
 */
export function typedDataFields(
  types: TypedDataTypes,
  primaryType: string,
  message: unknown,
): { signed: TypedLeaf[]; unsigned: TypedLeaf[] } {
  if (!types[primaryType]) throw new Error(`primaryType ${primaryType} has no type`)
  const signed: TypedLeaf[] = []
  const unsigned: TypedLeaf[] = []
  walk(types, primaryType, '', message, signed, unsigned, 0)
  return { signed, unsigned }
}
