import type { Network } from '@/registry/lib/chains/chain-types'
import { createEvmClientCache } from '@/registry/lib/evm/create-evm-client-cache'
import { logger } from '@/registry/lib/logger/logger'
import { safeStorage, type SafeStorage } from '@/registry/lib/storage/safe-storage'
import { storageKeys } from '@/registry/lib/storage/storage-keys'
import { createSiwxMessage } from '@/registry/lib/siwx/create-siwx-message'
import { DEFAULT_SIWX_SESSION_LIFETIME_MS, isSessionOf } from '@/registry/lib/siwx/siwx-session-defaults'
import { isSiwxSessionActive } from '@/registry/lib/siwx/is-siwx-session-active'
import { siwxSessionsSchema, toSiwxSessions } from '@/registry/lib/siwx/siwx-session-schema'
import type { SiwxConfig, SiwxSession } from '@/registry/lib/siwx/siwx-types'
import { verifySiwxSession } from '@/registry/lib/siwx/verify-siwx-session'

export type BrowserSiwxOptions = {
  /** The networks whose nodes check smart-account signatures (the provider's networks). */
  networks: readonly Network[]
  /**
   * Where contract-account signatures are checked: the blockchain API's node RPC
   * (`<baseUrl>/v1/?chainId=…&projectId=…`). The kit fills it in from its own configuration when
   * left out; with neither, the network's own RPC URLs are used.
   */
  blockchainApi?: { baseUrl: string; projectId: string } | undefined
  /** Defaults to the page's host and origin. */
  domain?: string | undefined
  uri?: string | undefined
  statement?: string | undefined
  /** Session lifetime; 7 days unless given. */
  expiresInMs?: number | undefined
  required?: boolean | undefined
  storage?: SafeStorage | undefined
  now?: (() => number) | undefined
}

/**
 * SIWX with the sessions kept in this browser (localStorage): each signature is verified here
 * before it is kept (EIP-191, ERC-1271/6492 through the network's node, ed25519), expired
 * sessions are dropped on read. For apps without a backend, or as a starting point for one.
 *
 * @example
 * <WalletKitProvider siwx={createBrowserSiwx({ networks, required: true })} … />
 */
export function createBrowserSiwx(options: BrowserSiwxOptions): SiwxConfig {
  const storage = options.storage ?? safeStorage
  const now = options.now ?? (() => Date.now())
  const clients = createEvmClientCache()
  let blockchainApi = options.blockchainApi
  const location = typeof window === 'undefined' ? undefined : window.location

  function read(): SiwxSession[] {
    const parsed = siwxSessionsSchema.safeParse(storage.getJson(storageKeys.siwxSessions) ?? [])
    if (!parsed.success) logger.error('ignoring stored sign-in sessions of unexpected shape')
    return parsed.success ? toSiwxSessions(parsed.data) : []
  }
  const write = (sessions: readonly SiwxSession[]): void =>
    storage.setJson(storageKeys.siwxSessions, sessions.length ? sessions : undefined)

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
    async addSession(session) {
      await verifySiwxSession(session, {
        now: now(),
        getEvmClient(chainId) {
          const network = options.networks.find((n) => n.caipNetworkId === chainId)
          return network ? clients.get({ network, blockchainApi }) : undefined
        },
      })
      const { chainId, accountAddress } = session.data
      write([...read().filter((s) => !isSessionOf(s, chainId, accountAddress)), session])
    },
    async getSessions(chainId, address) {
      const all = read()
      const active = all.filter((s) => isSiwxSessionActive(s.data, now()))
      if (active.length !== all.length) write(active)
      return active.filter((s) => isSessionOf(s, chainId, address))
    },
    async revokeSession(chainId, address) {
      write(read().filter((s) => !isSessionOf(s, chainId, address)))
    },
    async setSessions(sessions) {
      write(sessions)
    },
    getRequired: () => options.required ?? false,
    setBlockchainApi(api) {
      // The host's explicit choice wins over the kit's.
      if (!options.blockchainApi && api.projectId) blockchainApi = api
    },
  }
}
