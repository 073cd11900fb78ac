import { fallback, http, type Transport } from 'viem'

/** SPEC §7 and §9: batching, timeout and the fallback ranking the kit uses for node RPC. */
export const nodeRpcBatch = { batchSize: 1000, wait: 0 } as const
export const nodeRpcTimeout = 10_000
export const nodeRpcRank = {
  sampleCount: 10,
  timeout: 1_000,
  weights: { stability: 0.7, latency: 0.3 },
} as const

export type CreateNodeTransportParameters = {
  /** One or more node RPC URLs, most preferred first. */
  urls: readonly string[]
  /**
   * Rank the URLs by probing them (needs 2 or more). `interval` is the time between probes;
   * viem's default is the client's polling interval.
   */
  rank?: boolean | { interval?: number | undefined } | undefined
  fetchOptions?: Omit<RequestInit, 'body'> | undefined
}

/**
 * The viem transport behind every EVM client: JSON-RPC over HTTP with batching (calls made in
 * the same tick share one request), a 10 s timeout, and a `fallback` that moves to the next URL
 * when one fails. Ranking probes each URL with net_listening, the cheapest call every node
 * answers, and reorders them by stability (0.7) and latency (0.3).
 *
 * @example
 * const transport = createNodeTransport({ urls: [proxyUrl, directUrl] })
 */
export function createNodeTransport({ urls, rank = true, fetchOptions }: CreateNodeTransportParameters): Transport {
  const transports = urls.map((url) => http(url, { batch: nodeRpcBatch, timeout: nodeRpcTimeout, fetchOptions }))
  const ranked = rank !== false && transports.length > 1
  return fallback(transports, {
    rank: ranked
      ? {
          ...nodeRpcRank,
          interval: typeof rank === 'object' ? rank.interval : undefined,
          ping: ({ transport }) => transport.request({ method: 'net_listening' }),
        }
      : false,
  })
}
