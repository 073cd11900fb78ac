export type QueryValue = string | number | boolean | undefined | null
export type QueryParams = Readonly<Record<string, QueryValue>>

export type BuildUrlParameters = {
  baseUrl: string
  path: string
  params?: QueryParams | undefined
  clientId?: string | undefined
}

/**
 * Resolves `path` against `baseUrl` the way the public services expect (API.md §1): absent
 * values are left out rather than sent as "undefined", and the client id goes last.
 *
 * @example
 * buildUrl({ baseUrl: 'https://rpc.example', path: '/v1/supported-chains', params: { projectId: 'p' } })
 */
export function buildUrl({ baseUrl, path, params, clientId }: BuildUrlParameters): URL {
  const url = new URL(path, baseUrl)
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue
    url.searchParams.append(key, String(value))
  }
  if (clientId) url.searchParams.append('clientId', clientId)
  return url
}
