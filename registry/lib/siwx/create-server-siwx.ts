import * as z from 'zod/mini'
import { SiwxServerRefusedError, SiwxServerResponseError } from '@/registry/lib/errors/siwx-errors'
import { createSiwxMessage } from '@/registry/lib/siwx/create-siwx-message'
import { DEFAULT_SIWX_SESSION_LIFETIME_MS, isSessionOf } from '@/registry/lib/siwx/siwx-session-defaults'
import { isSiwxSessionActive } from '@/registry/lib/siwx/is-siwx-session-active'
import { siwxSessionSchema, toSiwxSessions } from '@/registry/lib/siwx/siwx-session-schema'
import type { SiwxConfig, SiwxSession } from '@/registry/lib/siwx/siwx-types'

export type ServerSiwxOptions = {
  /** The app's sign-in route: GET `{endpoint}/nonce`, and POST / GET / DELETE `{endpoint}`. */
  endpoint?: string | undefined
  /** Defaults to the page's host and origin (the server checks the domain against its Host). */
  domain?: string | undefined
  uri?: string | undefined
  statement?: string | undefined
  /** Session lifetime; 7 days unless given. */
  expiresInMs?: number | undefined
  required?: boolean | undefined
  /** The fetch to call the server with (defaults to the page's; cookies go along same-origin). */
  fetch?: typeof fetch | undefined
  now?: (() => number) | undefined
}

// What the server answers (registry/examples/next-app/app/api/siwx): checked where it arrives,
// unknown fields ignored so a server may say more.
const nonceReply = z.object({ nonce: z.string().check(z.regex(/^[A-Za-z0-9]{8,}$/)) })
const sessionReply = z.object({ session: siwxSessionSchema })
const errorReply = z.object({ error: z.optional(z.string()), code: z.optional(z.string()), reason: z.optional(z.string()) })

/**
 * SIWX with the sessions kept by the app's own server (the `siwx-next-server` route, or any
 * server speaking its contract). The server issues each message's nonce (bound to this browser
 * by an httpOnly cookie, single use), verifies the signed session and sets an httpOnly cookie;
 * it is the source of truth: nothing is kept in the page, getSessions asks it every time.
 * Refusals throw SiwxServerRefusedError with the server's reason; unreachable servers and
 * replies off the contract throw SiwxServerResponseError.
 *
 * @example
 * <WalletKitProvider siwx={createServerSiwx({ required: true })} … />
 */
export function createServerSiwx(options: ServerSiwxOptions = {}): SiwxConfig {
  const endpoint = (options.endpoint ?? '/api/siwx').replace(/\/+$/, '')
  const now = options.now ?? (() => Date.now())
  const location = typeof window === 'undefined' ? undefined : window.location
  const call = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))

  /** One request: a 2xx reply parsed with `schema`; a 4xx is a refusal, anything else a broken server. */
  async function request<T>(method: string, url: string, schema: z.ZodMiniType<T>, body?: unknown): Promise<T> {
    const response = await call(url, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }).catch((cause: unknown) => {
      throw new SiwxServerResponseError({ details: `${method} ${url} could not be sent`, cause })
    })
    const json: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const reply = errorReply.safeParse(json)
      const said = reply.success ? (reply.data.reason ?? reply.data.error) : undefined
      const meta = { status: response.status, ...(reply.success && reply.data.code ? { code: reply.data.code } : {}) }
      const details = `${method} ${url} answered ${response.status}${said ? `: ${said}` : ''}`
      throw response.status >= 400 && response.status < 500
        ? new SiwxServerRefusedError({ details, meta })
        : new SiwxServerResponseError({ details, meta })
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success)
      throw new SiwxServerResponseError({
        details: `${method} ${url} answered ${response.status} with an unexpected body`,
        cause: parsed.error,
      })
    return parsed.data
  }

  /** The session this browser is signed in with, or none (401). */
  async function current(): Promise<SiwxSession | undefined> {
    try {
      const { session } = await request('GET', endpoint, sessionReply)
      const [held] = toSiwxSessions([session])
      return held && isSiwxSessionActive(held.data, now()) ? held : undefined
    } catch (error) {
      if (error instanceof SiwxServerRefusedError && error.meta?.status === 401) return undefined
      throw error
    }
  }

  const add = async (session: SiwxSession): Promise<void> => {
    await request('POST', endpoint, sessionReply, session)
  }
  const signOut = async (): Promise<void> => {
    await request('DELETE', endpoint, z.unknown())
  }

  return {
    async createMessage({ accountAddress, chainId }) {
      const { nonce } = await request('GET', `${endpoint}/nonce`, nonceReply)
      return createSiwxMessage({
        accountAddress,
        chainId,
        nonce,
        domain: options.domain ?? location?.host ?? 'localhost',
        uri: options.uri ?? location?.origin ?? 'http://localhost',
        statement: options.statement,
        expiresInMs: options.expiresInMs ?? DEFAULT_SIWX_SESSION_LIFETIME_MS,
        now: now(),
      })
    },
    addSession: add,
    async getSessions(chainId, address) {
      const session = await current()
      return session && isSessionOf(session, chainId, address) ? [session] : []
    },
    async revokeSession(chainId, address) {
      // The server holds one session per browser: sign out only when it is this account's.
      const session = await current()
      if (session && isSessionOf(session, chainId, address)) await signOut()
    },
    async setSessions(sessions) {
      // Each session must carry a nonce this server issued to this browser and not yet spent; the
      // server keeps one per browser, so the last one posted is the one signed in.
      if (sessions.length === 0) return signOut()
      for (const session of sessions) await add(session)
    },
    getRequired: () => options.required ?? false,
  }
}
