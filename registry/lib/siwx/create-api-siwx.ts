import * as z from 'zod/mini'
import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { pathSegment } from '@/registry/lib/api/http-client/path-segment'
import type { CaipNetworkId } from '@/registry/lib/caip/caip-types'
import { createSiwxMessage } from '@/registry/lib/siwx/create-siwx-message'
import { DEFAULT_SIWX_SESSION_LIFETIME_MS } from '@/registry/lib/siwx/siwx-session-defaults'
import { isSiwxSessionActive } from '@/registry/lib/siwx/is-siwx-session-active'
import { siwxSessionsSchema, toSiwxSessions } from '@/registry/lib/siwx/siwx-session-schema'
import type { SiwxConfig, SiwxSession } from '@/registry/lib/siwx/siwx-types'

export type ApiSiwxOptions = {
  /** The blockchain API client (devnet's services locally). */
  api: BlockchainApiClient
  domain?: string | undefined
  uri?: string | undefined
  statement?: string | undefined
  /** Session lifetime; 7 days unless given. */
  expiresInMs?: number | undefined
  required?: boolean | undefined
  now?: (() => number) | undefined
}

// API.md: the service answers smart sessions as `pcis`; sign-in sessions come beside them as
// `sessions` (our design, the public contract has no type here). Absent means none.
const listSchema = z.object({ sessions: z._default(siwxSessionsSchema, []) })
const okSchema = z.object({ success: z.boolean() })

const caipAddress = (chainId: CaipNetworkId, address: string): string => `${chainId}:${address}`

/**
 * SIWX with the sessions kept by the blockchain API: the service verifies each signature and
 * stores it under the account's CAIP-10 id (`POST /v1/sessions/{id}`), lists them
 * (`GET /v1/sessions/{id}`) and revokes one by its nonce and signature
 * (`POST /v1/sessions/{id}/revoke`, `{ pci, signature }`).
 *
 * @example
 * <WalletKitProvider siwx={createApiSiwx({ api, required: true })} … />
 */
export function createApiSiwx(options: ApiSiwxOptions): SiwxConfig {
  const { api } = options
  const now = options.now ?? (() => Date.now())
  const location = typeof window === 'undefined' ? undefined : window.location
  // What this page last saw per account, so setSessions([]) knows what to revoke.
  const known = new Map<string, SiwxSession[]>()

  async function list(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]> {
    const { sessions } = await api.http.get({
      path: `/v1/sessions/${pathSegment(caipAddress(chainId, address))}`,
      params: api.std(),
      schema: listSchema,
    })
    const active = toSiwxSessions(sessions).filter((s) => isSiwxSessionActive(s.data, now()))
    known.set(caipAddress(chainId, address), active)
    return active
  }

  async function revoke(session: SiwxSession): Promise<void> {
    await api.http.post({
      path: `/v1/sessions/${pathSegment(caipAddress(session.data.chainId, session.data.accountAddress))}/revoke`,
      params: { projectId: api.projectId },
      headers: { 'Content-Type': 'application/json' },
      body: { pci: session.data.nonce, signature: session.signature },
      schema: okSchema,
    })
  }

  async function add(session: SiwxSession): Promise<void> {
    await api.http.post({
      path: `/v1/sessions/${pathSegment(caipAddress(session.data.chainId, session.data.accountAddress))}`,
      params: { projectId: api.projectId },
      headers: { 'Content-Type': 'application/json' },
      body: { message: session.message, signature: session.signature, data: session.data },
      schema: okSchema,
    })
  }

  return {
    async createMessage({ accountAddress, chainId }) {
      return createSiwxMessage({
        accountAddress,
        chainId,
        domain: options.domain ?? location?.host ?? 'localhost',
        uri: options.uri ?? location?.origin ?? 'http://localhost',
        statement: options.statement,
        expiresInMs: options.expiresInMs ?? DEFAULT_SIWX_SESSION_LIFETIME_MS,
        now: now(),
      })
    },
    addSession: add,
    getSessions: list,
    async revokeSession(chainId, address) {
      for (const session of await list(chainId, address)) await revoke(session)
      known.delete(caipAddress(chainId, address))
    },
    async setSessions(sessions) {
      for (const held of known.values()) for (const session of held) await revoke(session)
      known.clear()
      for (const session of sessions) await add(session)
    },
    getRequired: () => options.required ?? false,
  }
}
