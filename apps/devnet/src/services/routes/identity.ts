import { z } from 'zod'
import { json, parseBody, type Route } from '../http'
import { plainAddress } from '../local-chains'

export type Identity = { name: string | null; avatar: string | null }

const setBody = z.object({ address: z.string(), name: z.string().nullable(), avatar: z.string().nullable().default(null) })

/**
 * GET /v1/identity/{address}: ENS-like identity from memory, { name: null, avatar: null } unless a
 * test set one with POST /dev/identity.
 */
export function identityRoutes(options: { registeredName?: ((address: string) => string | undefined) | undefined } = {}): Route[] {
  const identities = new Map<string, Identity>()
  // A name registered through the profile endpoints resolves here, as it does on the real service.
  const registered = (address: string): Identity | undefined => {
    const name = options.registeredName?.(address)
    return name ? { name, avatar: null } : undefined
  }
  return [
    {
      method: 'GET',
      path: '/v1/identity/:address',
      requiresProjectId: true,
      handle: (ctx) => {
        const address = plainAddress(ctx.params.address ?? '').toLowerCase()
        return json(identities.get(address) ?? registered(address) ?? { name: null, avatar: null })
      },
    },
    {
      method: 'POST',
      path: '/dev/identity',
      handle: (ctx) => {
        const { address, name, avatar } = parseBody(ctx, setBody)
        identities.set(plainAddress(address).toLowerCase(), { name, avatar })
        return json({ ok: true })
      },
    },
  ]
}
