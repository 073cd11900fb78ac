import { randomBytes, randomInt, randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'

// In-memory accounts of the reference secure site. A restart forgets everything, which is what
// a dev stand-in wants; keys are not here at all (they live in the frame page's storage).

export type User = { id: string; email: string | null; userName: string | null; devices: Set<string> }
type Code = { code: string; expires: number; attempts: number }

const codeLifetimeMs = 10 * 60_000
const maxAttempts = 5

export function createAuthStore() {
  const users = new Map<string, User>()
  const byEmail = new Map<string, string>()
  const byHandle = new Map<string, string>()
  const codes = new Map<string, Code>()
  const sessions = new Map<string, string>()
  const approvedDevices = new Set<string>()
  const changes = new EventEmitter()
  changes.setMaxListeners(0)

  function userForEmail(email: string): User | undefined {
    const id = byEmail.get(email.toLowerCase())
    return id ? users.get(id) : undefined
  }

  return {
    changes,
    userForEmail,
    user: (id: string) => users.get(id),
    /** The account of an e-mail, created on first verified login. */
    ensureEmailUser(email: string): User {
      const existing = userForEmail(email)
      if (existing) return existing
      const user: User = { id: randomUUID(), email: email.toLowerCase(), userName: null, devices: new Set() }
      users.set(user.id, user)
      byEmail.set(user.email ?? '', user.id)
      return user
    },
    /** The account of a social or Farcaster handle (`provider:name`). */
    ensureHandleUser(handle: string, userName: string): User {
      const id = byHandle.get(handle)
      const found = id ? users.get(id) : undefined
      if (found) return found
      const user: User = { id: randomUUID(), email: null, userName, devices: new Set() }
      users.set(user.id, user)
      byHandle.set(handle, user.id)
      return user
    },
    /** Moves the account to `email`; an address another account holds is never taken from it. */
    changeEmail(user: User, email: string): void {
      const holder = userForEmail(email)
      if (holder && holder.id !== user.id) throw new Error('changeEmail: the address belongs to another account')
      if (user.email) byEmail.delete(user.email)
      user.email = email.toLowerCase()
      byEmail.set(user.email, user.id)
    },
    /** A fresh 6-digit code for a purpose key; replaces any earlier one. */
    issueCode(key: string): string {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      codes.set(key, { code, expires: Date.now() + codeLifetimeMs, attempts: 0 })
      return code
    },
    /** Voids every code whose key starts with `prefix` (a new request supersedes pending ones). */
    dropCodes(prefix: string): void {
      for (const key of codes.keys()) if (key.startsWith(prefix)) codes.delete(key)
    },
    checkCode(key: string, code: string): boolean {
      const entry = codes.get(key)
      if (!entry || entry.expires < Date.now() || entry.attempts >= maxAttempts) return false
      entry.attempts += 1
      if (entry.code !== code) return false
      codes.delete(key)
      return true
    },
    openSession(userId: string): string {
      const token = randomBytes(32).toString('base64url')
      sessions.set(token, userId)
      return token
    },
    sessionUser(token: string): User | undefined {
      const id = sessions.get(token)
      return id ? users.get(id) : undefined
    },
    closeSession(token: string): void {
      sessions.delete(token)
    },
    approveDevice(key: string): void {
      approvedDevices.add(key)
      changes.emit('change')
    },
    isDeviceApproved: (key: string) => approvedDevices.has(key),
  }
}

export type AuthStore = ReturnType<typeof createAuthStore>

/** Resolves with `check()`'s value once it is defined, or undefined after `ms` (a long poll). */
export function waitForChange<T>(store: AuthStore, check: () => T | undefined, ms: number): Promise<T | undefined> {
  const now = check()
  if (now !== undefined) return Promise.resolve(now)
  return new Promise((resolve) => {
    const onChange = () => {
      const value = check()
      if (value === undefined) return
      cleanup()
      resolve(value)
    }
    const timer = setTimeout(() => {
      cleanup()
      resolve(undefined)
    }, ms)
    const cleanup = () => {
      clearTimeout(timer)
      store.changes.off('change', onChange)
    }
    store.changes.on('change', onChange)
  })
}
