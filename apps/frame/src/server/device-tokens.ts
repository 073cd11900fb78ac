import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

// Device approval links: an HMAC-signed token naming the e-mail and device it approves, valid
// for a limited time and usable once. Only the mailbox of the account ever sees it.

const claimsSchema = z.object({ email: z.string(), deviceId: z.string(), exp: z.number(), nonce: z.string() })
export type DeviceClaims = z.infer<typeof claimsSchema>

const lifetimeMs = 15 * 60_000

export function createDeviceTokens(secret: Buffer = randomBytes(32), now: () => number = Date.now) {
  const used = new Set<string>()
  const sign = (body: string) => createHmac('sha256', secret).update(body).digest()

  return {
    /** A token approving `deviceId` for `email`. */
    issue(email: string, deviceId: string): string {
      const claims: DeviceClaims = {
        email: email.toLowerCase(),
        deviceId,
        exp: now() + lifetimeMs,
        nonce: randomBytes(16).toString('base64url'),
      }
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
      return `${body}.${sign(body).toString('base64url')}`
    },
    /** The claims of a genuine, unexpired, unused token (not consumed), else null. */
    read(token: string): DeviceClaims | null {
      const [body, mac, extra] = token.split('.')
      if (!body || !mac || extra !== undefined) return null
      const given = Buffer.from(mac, 'base64url')
      const expected = sign(body)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      let claims: DeviceClaims
      try {
        claims = claimsSchema.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')))
      } catch {
        return null
      }
      if (claims.exp < now() || used.has(claims.nonce)) return null
      return claims
    },
    /** Marks a token used; false when it was not valid (or already used). */
    consume(token: string): DeviceClaims | null {
      const claims = this.read(token)
      if (claims) used.add(claims.nonce)
      return claims
    },
  }
}

export type DeviceTokens = ReturnType<typeof createDeviceTokens>
