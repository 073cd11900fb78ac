import { z } from 'zod'
import { generatePrivateKey } from 'viem/accounts'
import { randomUuid } from '@/registry/lib/crypto/random-uuid'

// Everything the frame keeps lives in its own origin's localStorage: the host page cannot read it
// (cross-origin), and none of it is ever put in a message. Every key is scoped by (project id,
// parent origin): browsers partition third-party storage by site, not by port or subdomain, so
// without the scope an app on another local port or subdomain would share the user's session.

const sessionSchema = z.object({ token: z.string(), userId: z.string(), email: z.string().nullable(), userName: z.string().nullable() })
export type Session = z.infer<typeof sessionSchema>

// Browsers that block third-party storage deny the frame its localStorage; this copy keeps the
// key and session stable for the page's lifetime (a reload then starts signed out).
const memory = new Map<string, string>()

/** The storage prefix of one (project, parent origin) pair. */
export function storageScope(projectId: string, parentOrigin: string): string {
  return `wk-frame:${encodeURIComponent(projectId)}@${parentOrigin}:`
}

/** The frame's storage for one (project, parent origin) pair. */
export function openFrameStorage(projectId: string, parentOrigin: string) {
  const prefix = storageScope(projectId, parentOrigin)

  function read(key: string): string | null {
    try {
      return localStorage.getItem(prefix + key) ?? memory.get(prefix + key) ?? null
    } catch {
      return memory.get(prefix + key) ?? null
    }
  }

  function write(key: string, value: string | null): void {
    if (value === null) memory.delete(prefix + key)
    else memory.set(prefix + key, value)
    try {
      if (value === null) localStorage.removeItem(prefix + key)
      else localStorage.setItem(prefix + key, value)
    } catch {
      // Storage blocked: the memory copy above is all there is.
    }
  }

  return {
    deviceId(): string {
      const existing = read('device')
      if (existing) return existing
      const id = randomUuid()
      write('device', id)
      return id
    },
    loadSession(): Session | null {
      const raw = read('session')
      if (!raw) return null
      try {
        const parsed = sessionSchema.safeParse(JSON.parse(raw))
        return parsed.success ? parsed.data : null
      } catch {
        return null
      }
    },
    saveSession(session: Session | null): void {
      write('session', session ? JSON.stringify(session) : null)
    },
    /** The user's EVM key, generated here on first use and kept per user id. */
    privateKeyFor(userId: string): `0x${string}` {
      const existing = read(`key:${userId}`)
      if (existing && /^0x[0-9a-f]{64}$/i.test(existing)) return existing as `0x${string}`
      const key = generatePrivateKey()
      write(`key:${userId}`, key)
      return key
    },
    readPreference: (userId: string): string | null => read(`preferred:${userId}`),
    writePreference: (userId: string, type: string): void => write(`preferred:${userId}`, type),
    /** The user's Solana ed25519 seed (32 bytes), generated here on first use. */
    solanaSeedFor(userId: string): Uint8Array {
      const existing = read(`solana:${userId}`)
      if (existing && /^[0-9a-f]{64}$/.test(existing))
        return Uint8Array.from(existing.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
      const seed = crypto.getRandomValues(new Uint8Array(32))
      write(`solana:${userId}`, Array.from(seed, (byte) => byte.toString(16).padStart(2, '0')).join(''))
      return seed
    },
  }
}

export type FrameStorage = ReturnType<typeof openFrameStorage>
