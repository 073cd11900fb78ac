import type { WireRequest } from './wire-shape'

// Test-only: the Request our client really builds, captured at its `fetch`, and where it differs
// from the request API.md describes.

export type CapturedRequest = { method: string; url: URL; contentType: string | null; body: unknown }

export type FixtureFetch = { fetch: typeof fetch; requests: CapturedRequest[] }

/**
 * A `fetch` that records each Request (method, URL, content-type the body goes out with, JSON
 * body) and answers with `answer(url)`, as the real service would.
 */
export function fixtureFetch(answer: (url: URL) => { status?: number; json: unknown }): FixtureFetch {
  const requests: CapturedRequest[] = []
  const fetchStub: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    const text = await request.text()
    const url = new URL(request.url)
    requests.push({
      method: request.method,
      url,
      contentType: request.headers.get('content-type'),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    })
    const { status = 200, json } = answer(url)
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } })
  }
  return { fetch: fetchStub, requests }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&')

/** The API.md path template as a pattern: `{name}` is one segment. */
export function pathPattern(path: string): RegExp {
  return new RegExp(
    `^${path
      .split(/\{[^}]+\}/)
      .map(escapeRegExp)
      .join('[^/]+')}$`,
  )
}

/**
 * Where `captured` differs from API.md's `request`: method, path, query names (required ones
 * there, no others; the blockchain API's `clientId` only last), content-type, body field names
 * and the values API.md fixes. An empty list means the same request.
 */
export function requestDrift(captured: CapturedRequest, request: WireRequest): string[] {
  const drift: string[] = []
  if (captured.method !== request.method) drift.push(`method ${captured.method}, API.md ${request.method}`)
  if (!pathPattern(request.path).test(captured.url.pathname)) drift.push(`path ${captured.url.pathname}, API.md ${request.path}`)
  const names = [...captured.url.searchParams.keys()]
  drift.push(
    ...namesDrift(
      'query',
      names.filter((name, i) => !(name === 'clientId' && i === names.length - 1)),
      request.query,
    ),
  )
  for (const [name, value] of Object.entries(request.fixedQuery ?? {})) {
    if (captured.url.searchParams.get(name) !== value) drift.push(`query ${name}=${captured.url.searchParams.get(name)}, API.md ${value}`)
  }
  // fetch gives a string body text/plain; a call names application/json only where API.md says so.
  const expectedType = request.contentType ?? (captured.body === undefined ? null : 'text/plain;charset=UTF-8')
  if (captured.contentType?.toLowerCase() !== expectedType?.toLowerCase())
    drift.push(`content-type ${captured.contentType}, API.md ${expectedType}`)
  if (request.body === 'array') {
    if (!Array.isArray(captured.body)) drift.push(`body ${JSON.stringify(captured.body)}, API.md an array`)
  } else if (request.body) {
    const body = captured.body
    if (typeof body !== 'object' || body === null || Array.isArray(body)) drift.push(`body ${JSON.stringify(body)}, API.md an object`)
    else {
      drift.push(...namesDrift('body', Object.keys(body), request.body))
      for (const [name, value] of Object.entries(request.fixedBody ?? {})) {
        const sent = (body as Record<string, unknown>)[name]
        if (JSON.stringify(sent) !== JSON.stringify(value))
          drift.push(`body ${name}=${JSON.stringify(sent)}, API.md ${JSON.stringify(value)}`)
      }
    }
  } else if (captured.body !== undefined) drift.push('a body, API.md none')
  return drift
}

function namesDrift(
  where: string,
  names: readonly string[],
  listed: { required: readonly string[]; optional?: readonly string[] },
): string[] {
  const known = new Set([...listed.required, ...(listed.optional ?? [])])
  return [
    ...listed.required.filter((name) => !names.includes(name)).map((name) => `${where} ${name} missing`),
    ...names.filter((name) => !known.has(name)).map((name) => `${where} ${name} not in API.md`),
  ]
}
