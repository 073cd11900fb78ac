import { isAddress, verifyMessage } from 'viem'
import { z } from 'zod'
import { errorBody, HttpError, json, parseBody, type Route } from '../http'
import { findEvmChain, plainAddress, type LocalChains } from '../local-chains'

type ProfileName = {
  name: string
  registered_at: string
  updated_at: string | undefined
  addresses: Record<string, { address: string; created: string }>
  attributes: Array<{ avatar?: string; bio?: string }>
}

const suffix = '.reown.id'
const registerBody = z.object({ coin_type: z.number().int(), address: z.string(), message: z.string(), signature: z.string() })
const signedMessage = z.object({ name: z.string(), attributes: z.record(z.string(), z.unknown()).optional(), timestamp: z.number() })

function fail(status: number, name: string, description: string): never {
  throw new HttpError(status, description, errorBody(description, name))
}

/** Full name with the zone suffix; a bare label gets `.reown.id`. */
function fullName(name: string): string {
  const lower = name.trim().toLowerCase()
  return lower.endsWith(suffix) || lower.endsWith('.wcn.id') ? lower : `${lower}${suffix}`
}

function label(name: string): string {
  return name.replace(/\.(reown|wcn)\.id$/, '')
}

async function verify(
  chains: LocalChains,
  coinType: number,
  address: `0x${string}`,
  message: string,
  signature: `0x${string}`,
): Promise<boolean> {
  // ENSIP-11: coin type is 0x80000000 | chainId; a local chain can also check contract accounts.
  const chain = findEvmChain(chains, `eip155:${coinType & 0x7fffffff}`)
  if (chain) return chain.client.verifyMessage({ address, message, signature })
  return verifyMessage({ address, message, signature })
}

/** The registered names, shared with the identity endpoint so a new name resolves there too. */
export type ProfileStore = Map<string, ProfileName>

/** The newest name registered to an address (any coin type), as the identity endpoint answers it. */
export function nameOfAddress(profiles: ProfileStore, address: string): string | undefined {
  const wanted = plainAddress(address).toLowerCase()
  const owned = [...profiles.values()].filter((p) => Object.values(p.addresses).some((a) => a.address.toLowerCase() === wanted))
  return owned.sort((a, b) => b.registered_at.localeCompare(a.registered_at))[0]?.name
}

/**
 * The name service: lookups, reverse lookups, suggestions and registration, kept in memory.
 * Registration verifies the signature with viem on the chain of the coin type (EOA, ERC-1271,
 * ERC-6492) and refuses with the service's error body `{ status, reasons: [{ name, description }] }`.
 */
export function profileRoutes(chains: LocalChains, profiles: ProfileStore = new Map()): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/profile/account/:name',
      requiresProjectId: true,
      handle: (ctx) => json(profiles.get(fullName(ctx.params.name ?? '')) ?? fail(404, 'name', 'Name not found')),
    },
    {
      method: 'GET',
      path: '/v1/profile/reverse/:address',
      requiresProjectId: true,
      handle: (ctx) => {
        const address = plainAddress(ctx.params.address ?? '').toLowerCase()
        return json([...profiles.values()].filter((p) => Object.values(p.addresses).some((a) => a.address.toLowerCase() === address)))
      },
    },
    {
      method: 'GET',
      path: '/v1/profile/suggestions/:name',
      requiresProjectId: true,
      handle: (ctx) => {
        const base = label(fullName(ctx.params.name ?? '')).replace(/[^a-z0-9-]/g, '')
        const candidates = [base, `${base}-1`, `${base}-dao`, `my-${base}`, `${base}2026`]
        return json({ suggestions: candidates.map((c) => ({ name: `${c}${suffix}`, registered: profiles.has(`${c}${suffix}`) })) })
      },
    },
    {
      method: 'POST',
      path: '/v1/profile/account',
      async handle(ctx) {
        const body = parseBody(ctx, registerBody)
        let message: z.infer<typeof signedMessage>
        try {
          message = signedMessage.parse(JSON.parse(body.message))
        } catch {
          return fail(400, 'message', 'Message must be the JSON text { name, attributes, timestamp }')
        }
        const name = fullName(message.name)
        if (!/^[a-zA-Z0-9-]{4,}$/.test(label(name))) fail(400, 'name', 'Name must be at least 4 letters, digits or hyphens')
        if (profiles.has(name)) fail(400, 'name', 'Name is already registered')
        // The signed timestamp (seconds) keeps an old signature from registering later.
        if (Math.abs(Date.now() / 1000 - message.timestamp) > 600) fail(400, 'timestamp', 'Message timestamp is too old or in the future')
        if (!isAddress(body.address, { strict: false }) || !/^0x[0-9a-fA-F]+$/.test(body.signature))
          fail(400, 'address', 'Invalid address or signature')
        const valid = await verify(
          chains,
          body.coin_type,
          body.address as `0x${string}`,
          body.message,
          body.signature as `0x${string}`,
        ).catch(() => false)
        if (!valid) fail(401, 'signature', 'Invalid signature')
        const now = new Date().toISOString()
        const profile: ProfileName = {
          name,
          registered_at: now,
          updated_at: now,
          addresses: { [String(body.coin_type)]: { address: body.address, created: now } },
          attributes: [],
        }
        profiles.set(name, profile)
        return json(profile)
      },
    },
  ]
}
