import { CliError, RegistryFetchError } from '../errors.js'

export type FetchOptions = { headers?: Record<string, string>; timeoutMs?: number; retries?: number }

const MAX_REDIRECTS = 5

/**
 * No registry item comes near this (the largest, the modal, is ~60 KB; the whole walletkit
 * registry with its index ~1.3 MB); a bigger answer is refused unread. The cap holds for the sum of
 * every response a command reads as well: many answers just under it would otherwise fill memory.
 */
export const MAX_RESPONSE_BYTES = 2 * 1024 * 1024

// Bytes read so far by this process: one CLI process runs one command.
let fetchedBytes = 0

/** For tests that run several fetches in one process as if each were its own command. */
export function resetFetchBudget(): void {
  fetchedBytes = 0
}

function tooLarge(url: string): RegistryFetchError {
  return new RegistryFetchError('REGISTRY_RESPONSE_TOO_LARGE', `${url} is larger than ${MAX_RESPONSE_BYTES} bytes; refusing to read it.`, {
    suggestion: 'Check the registry URL; registry items are small JSON files.',
  })
}

function overBudget(url: string): RegistryFetchError {
  return new RegistryFetchError(
    'REGISTRY_TOTAL_TOO_LARGE',
    `Reading ${url} would take what this command fetched over ${MAX_RESPONSE_BYTES} bytes; refusing to read more.`,
    {
      suggestion: 'Nothing was written. Registry items are small JSON files: the registry is malformed or malicious.',
    },
  )
}

/** Reads the body up to the cap, trusting neither a missing nor a lying content-length. */
async function readCapped(response: Response, url: string): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > MAX_RESPONSE_BYTES) {
    await response.body?.cancel()
    throw tooLarge(url)
  }
  if (Number.isFinite(declared) && fetchedBytes + declared > MAX_RESPONSE_BYTES) {
    await response.body?.cancel()
    throw overBudget(url)
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    // Counted as it arrives: an answer cut short and retried still spends what it sent.
    fetchedBytes += value.byteLength
    if (total > MAX_RESPONSE_BYTES) {
      await reader.cancel()
      throw tooLarge(url)
    }
    if (fetchedBytes > MAX_RESPONSE_BYTES) {
      await reader.cancel()
      throw overBudget(url)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function timeoutMs(options: FetchOptions): number {
  const fromEnv = Number(process.env.WALLETKIT_FETCH_TIMEOUT_MS)
  return options.timeoutMs ?? (Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : 10_000)
}

function statusError(url: string, status: number): RegistryFetchError {
  if (status === 401) {
    return new RegistryFetchError('REGISTRY_UNAUTHORIZED', `The registry refused ${url} without valid credentials (401).`, {
      suggestion: 'Set the registry\'s "headers" in walletkit.json (e.g. "Authorization": "Bearer ${TOKEN}") and export the variable.',
    })
  }
  if (status === 403) {
    return new RegistryFetchError('REGISTRY_FORBIDDEN', `The registry denied access to ${url} (403).`, {
      suggestion: 'Check that your token grants access to this item.',
    })
  }
  if (status === 404) {
    return new RegistryFetchError('ITEM_NOT_FOUND', `Nothing found at ${url} (404).`, {
      suggestion: 'Check the item name with `walletkit list`, or the registry URL in walletkit.json.',
    })
  }
  return new RegistryFetchError('REGISTRY_HTTP_ERROR', `The registry answered ${status} for ${url}.`, {
    suggestion: 'Try again later, or use the embedded registry (omit --registry).',
  })
}

/**
 * Follows redirects by hand so that custom headers (tokens) are sent only to the origin they
 * were configured for: a registry must not be able to bounce a token to another host.
 */
async function fetchOnce(url: string, options: FetchOptions): Promise<Response> {
  const origin = new URL(url).origin
  let current = url
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const sameOrigin = new URL(current).origin === origin
    const response = await fetch(current, {
      headers: { accept: 'application/json', ...(sameOrigin ? options.headers : {}) },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs(options)),
    })
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      current = new URL(location, current).toString()
      continue
    }
    return response
  }
  throw new RegistryFetchError('REGISTRY_REDIRECT_LOOP', `Too many redirects fetching ${url}.`, { suggestion: 'Check the registry URL.' })
}

const retryable = (status: number) => status === 429 || status >= 500

export async function fetchJson(url: string, options: FetchOptions = {}): Promise<unknown> {
  const protocol = new URL(url).protocol
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new CliError('REGISTRY_URL_INVALID', `Unsupported registry URL ${url}.`, { suggestion: 'Use an http(s) URL.' })
  }
  const attempts = (options.retries ?? 2) + 1
  let lastError: unknown
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const response = await fetchOnce(url, options)
      if (response.ok) {
        const text = await readCapped(response, url)
        try {
          return JSON.parse(text) as unknown
        } catch (cause) {
          throw new RegistryFetchError('REGISTRY_INVALID_JSON', `${url} did not return JSON.`, {
            cause,
            suggestion: 'Check the registry URL.',
          })
        }
      }
      if (!retryable(response.status) || attempt === attempts) throw statusError(url, response.status)
      lastError = statusError(url, response.status)
    } catch (error) {
      if (error instanceof CliError) throw error
      lastError = error
      if (attempt === attempts) break
    }
    await new Promise((done) => setTimeout(done, 150 * attempt))
  }
  if (lastError instanceof CliError) throw lastError
  const timedOut = lastError instanceof Error && (lastError.name === 'TimeoutError' || lastError.name === 'AbortError')
  throw new RegistryFetchError(
    timedOut ? 'REGISTRY_TIMEOUT' : 'REGISTRY_UNREACHABLE',
    timedOut ? `Timed out fetching ${url} after ${attempts} attempts.` : `Could not reach ${url} after ${attempts} attempts.`,
    { cause: lastError, suggestion: 'Check your network, or install from the embedded registry (omit --registry), which works offline.' },
  )
}
