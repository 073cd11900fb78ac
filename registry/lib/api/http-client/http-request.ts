// zod/mini keeps the bundle small (about 5 KB instead of 90 KB gzipped); any zod 4 schema,
// classic or mini, is accepted because both are core $ZodType.
import * as z from 'zod/mini'
import {
  HttpAbortError,
  HttpInvalidJsonError,
  HttpInvalidResponseError,
  HttpNetworkError,
  HttpStatusError,
  HttpTimeoutError,
} from '@/registry/lib/errors/api'
import { buildUrl, type QueryParams } from '@/registry/lib/api/http-client/build-url'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export type HttpClientConfig = {
  baseUrl: string
  /** Read at each call: the WalletConnect client id only exists once a session is up. */
  clientId?: string | (() => string | undefined) | undefined
  /** Milliseconds; 0 disables. */
  timeout?: number | undefined
  fetch?: typeof fetch | undefined
}

export type HttpRequestParameters<schema extends z.core.$ZodType> = {
  path: string
  params?: QueryParams | undefined
  /** Sent as JSON.stringify(body). */
  body?: unknown
  headers?: Record<string, string> | undefined
  schema: schema
  signal?: AbortSignal | undefined
  timeout?: number | undefined
  /** The request outlives the page (fetch keepalive): for small beacons sent as a tab closes. */
  keepalive?: boolean | undefined
}

export const defaultHttpTimeout = 30_000

/**
 * One request: builds the URL, sends, and returns the body parsed by `schema`. Every failure
 * is one of the typed errors of errors/api.ts, so callers never see a bare TypeError.
 *
 * @example
 * const chains = await httpRequest(config, 'GET', { path: '/v1/supported-chains', schema })
 */
export async function httpRequest<schema extends z.core.$ZodType>(
  config: HttpClientConfig,
  method: HttpMethod,
  { path, params, body, headers, schema, signal, keepalive, timeout = config.timeout ?? defaultHttpTimeout }: HttpRequestParameters<schema>,
): Promise<z.output<schema>> {
  const clientId = typeof config.clientId === 'function' ? config.clientId() : config.clientId
  const url = buildUrl({ baseUrl: config.baseUrl, path, params, clientId }).toString()
  const controller = new AbortController()
  let timedOut = false
  const timer = timeout > 0 ? setTimeout(() => ((timedOut = true), controller.abort()), timeout) : undefined
  const onAbort = () => controller.abort()
  if (signal?.aborted) controller.abort()
  signal?.addEventListener('abort', onAbort, { once: true })

  const failure = (cause: unknown) =>
    timedOut ? new HttpTimeoutError({ timeout, url }) : signal?.aborted ? new HttpAbortError({ cause, url }) : undefined

  try {
    let response: Response
    try {
      response = await (config.fetch ?? fetch)(url, {
        method,
        // Absent rather than undefined: hosts may compile with exactOptionalPropertyTypes.
        ...(headers === undefined ? {} : { headers }),
        // No content-type unless named (API.md §1): the body then goes out as text/plain,
        // which keeps simple POSTs free of a CORS preflight.
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(keepalive ? { keepalive } : {}),
        signal: controller.signal,
      })
    } catch (cause) {
      throw failure(cause) ?? new HttpNetworkError({ cause, url })
    }
    if (!response.ok) {
      const errorBody = await response.text().catch(() => undefined)
      throw new HttpStatusError(response.status, { cause: response, url, body: errorBody?.slice(0, 10_000) })
    }
    let text: string
    try {
      text = await response.text()
    } catch (cause) {
      throw failure(cause) ?? new HttpNetworkError({ cause, url })
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch (cause) {
      throw new HttpInvalidJsonError({ cause, url, body: text })
    }
    const parsed = z.safeParse(schema, json)
    if (!parsed.success) {
      throw new HttpInvalidResponseError({ cause: parsed.error, url, issues: z.prettifyError(parsed.error) })
    }
    return parsed.data
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}
