import type * as z from 'zod/mini'
import { httpRequest, type HttpClientConfig, type HttpRequestParameters } from '@/registry/lib/api/http-client/http-request'

type Call = <schema extends z.core.$ZodType>(parameters: HttpRequestParameters<schema>) => Promise<z.output<schema>>

export type HttpClient = {
  readonly config: HttpClientConfig
  get: Call
  post: Call
  put: Call
  delete: Call
}

/**
 * A small JSON client bound to one base URL. Each call names the zod schema of its answer,
 * because every response is a trust boundary.
 *
 * @example
 * const http = createHttpClient({ baseUrl: 'http://127.0.0.1:8787' })
 * const { http: chains } = await http.get({ path: '/v1/supported-chains', schema })
 */
export function createHttpClient(config: HttpClientConfig): HttpClient {
  return {
    config,
    get: (parameters) => httpRequest(config, 'GET', parameters),
    post: (parameters) => httpRequest(config, 'POST', parameters),
    put: (parameters) => httpRequest(config, 'PUT', parameters),
    delete: (parameters) => httpRequest(config, 'DELETE', parameters),
  }
}
