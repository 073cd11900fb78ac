import { SiwxSecretMissingError } from '@/registry/lib/errors/siwx-errors'

// Development only: one random key per server process, so `next dev` works before a secret is set.
let developmentSecret: string | undefined

/**
 * For servers: the HMAC key that seals SIWX nonce and session cookies, from `SIWX_SECRET` (32 or
 * more characters, e.g. `openssl rand -hex 32`). The same key on every instance is what lets a
 * stateless deployment check a cookie another instance wrote. Without it, outside production, a
 * random per-process key; in production SiwxSecretMissingError.
 *
 * @example
 * const secret = siwxSecretFromEnv(process.env)
 */
export function siwxSecretFromEnv(env: Readonly<Record<string, string | undefined>>): string {
  const secret = env.SIWX_SECRET
  if (secret !== undefined && secret.length >= 32) return secret
  if (secret !== undefined || env.NODE_ENV === 'production') {
    throw new SiwxSecretMissingError({
      details: secret === undefined ? 'SIWX_SECRET is unset' : `SIWX_SECRET has ${secret.length} characters`,
    })
  }
  developmentSecret ??= Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('')
  return developmentSecret
}
