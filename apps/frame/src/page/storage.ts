import { z } from 'zod'
import { generatePrivateKey } from 'viem/accounts'

// Everything the frame keeps lives in its own origin's localStorage: the host page cannot read it
// (cross-origin), and none of it is ever put in a message.

const prefix = 'wk-frame:'
const sessionSchema = z.object({ token: z.string(), userId: z.string(), email: z.string().nullable(), userName: z.string().nullable() })
export type Session = z.infer<typeof sessionSchema>

// Browsers that block third-party storage deny the frame its localStorage; this copy keeps the
// key and session stable for the page's lifetime (a reload then starts signed out).
const memory = new Map<string, string>()

function read(key: string): string | null {
  try {
    return localStorage.getItem(prefix + key) ?? memory.get(key) ?? null
  } catch {
    return memory.get(key) ?? null
  }
}

function write(key: string, value: string | null): void {
  if (value === null) memory.delete(key)
  else memory.set(key, value)
  try {
    if (value === null) localStorage.removeItem(prefix + key)
    else localStorage.setItem(prefix + key, value)
  } catch {
    // Storage blocked: the memory copy above is all there is.
  }
}

export function deviceId(): string {
  const existing = read('device')
  if (existing) return existing
  const id = crypto.randomUUID()
  write('device', id)
  return id
}

export function loadSession(): Session | null {
  const raw = read('session')
  if (!raw) return null
  try {
    const parsed = sessionSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function saveSession(session: Session | null): void {
  write('session', session ? JSON.stringify(session) : null)
}

/** The user's EVM key, generated here on first use and kept per user id. */
export function privateKeyFor(userId: string): `0x${string}` {
  const existing = read(`key:${userId}`)
  if (existing && /^0x[0-9a-f]{64}$/i.test(existing)) return existing as `0x${string}`
  const key = generatePrivateKey()
  write(`key:${userId}`, key)
  return key
}

export function readPreference(userId: string): string | null {
  return read(`preferred:${userId}`)
}

export function writePreference(userId: string, type: string): void {
  write(`preferred:${userId}`, type)
}

/** The user's Solana ed25519 seed (32 bytes), generated here on first use. */
export function solanaSeedFor(userId: string): Uint8Array {
  const existing = read(`solana:${userId}`)
  if (existing && /^[0-9a-f]{64}$/.test(existing)) return Uint8Array.from(existing.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
  const seed = crypto.getRandomValues(new Uint8Array(32))
  write(`solana:${userId}`, Array.from(seed, (byte) => byte.toString(16).padStart(2, '0')).join(''))
  return seed
}
