import { ed25519 } from '@noble/curves/ed25519'
import { isAddress, type Hex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { z } from 'zod'
import { decodeBase58 } from '../../solana/base58'
import { HttpError, errorBody, json, parseBody, type Route } from '../http'
import { findEvmChain, type LocalChains } from '../local-chains'

/** A sign-in session as the kit sends it; the service trusts only what it reads from `message`. */
const sessionBody = z.object({ message: z.string().min(1), signature: z.string().min(1), data: z.record(z.string(), z.unknown()) })
const revokeBody = z.object({ pci: z.string(), signature: z.string() })
/** What a stand-in wallet reports when it grants permissions (the wallet side of a smart session). */
const smartSessionBody = z.object({
  project: z.object({ id: z.string(), name: z.string(), url: z.string().optional(), iconUrl: z.string().optional() }),
  expiry: z.number().int().positive(),
  permissions: z.array(z.unknown()),
  policies: z.array(z.unknown()),
})
type SmartSession = z.infer<typeof smartSessionBody> & { pci: string; createdAt: number; context: string; revokedAt?: number | undefined }
type StoredSession = z.infer<typeof sessionBody> & { expiresAt: number | undefined; nonce: string }

function refuse(status: number, name: string, description: string): never {
  throw new HttpError(status, description, errorBody(description, name))
}

/** `namespace:reference:address`, as the kit puts it in the path. */
function parseAccountId(id: string): { chainId: string; address: string } {
  const match = /^(eip155|solana):([^:]+):(.+)$/.exec(id)
  if (!match) return refuse(400, 'id', `Not a CAIP-10 account id: ${id}`)
  return { chainId: `${match[1]}:${match[2]}`, address: match[3] ?? '' }
}

// Only the lines the service acts on; the kit's own parser is not used here, so the two check each other.
function readSolanaMessage(message: string): {
  address: string
  chainReference: string
  nonce: string
  expirationTime?: string | undefined
} {
  const lines = message.split('\n')
  const field = (name: string): string | undefined => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2)
  if (!/ wants you to sign in with your Solana account:$/.test(lines[0] ?? '')) refuse(400, 'message', 'Not a Solana sign-in message')
  return {
    address: lines[1] ?? '',
    chainReference: field('Chain ID') ?? '',
    nonce: field('Nonce') ?? '',
    expirationTime: field('Expiration Time'),
  }
}

/** Verifies a session with viem (EOA, ERC-1271, ERC-6492 on the local chain) or ed25519 (Solana). */
async function verify(
  chains: LocalChains,
  id: { chainId: string; address: string },
  body: z.infer<typeof sessionBody>,
): Promise<StoredSession> {
  if (id.chainId.startsWith('solana:')) {
    const message = readSolanaMessage(body.message)
    if (message.address !== id.address || `solana:${message.chainReference}` !== id.chainId)
      refuse(400, 'message', 'The message is for another account')
    let valid = false
    try {
      valid = ed25519.verify(decodeBase58(body.signature), new TextEncoder().encode(body.message), decodeBase58(id.address))
    } catch {
      valid = false
    }
    if (!valid) refuse(401, 'signature', 'Invalid signature')
    return { ...body, nonce: message.nonce, expiresAt: message.expirationTime ? Date.parse(message.expirationTime) : undefined }
  }
  const message = parseSiweMessage(body.message)
  if (!message.address || !message.nonce || message.version !== '1') refuse(400, 'message', 'Not an EIP-4361 message')
  if (message.address.toLowerCase() !== id.address.toLowerCase() || `eip155:${message.chainId}` !== id.chainId)
    refuse(400, 'message', 'The message is for another account')
  const chain = findEvmChain(chains, id.chainId) ?? refuse(400, 'chainId', `Unsupported chainId: ${id.chainId}`)
  if (!isAddress(id.address, { strict: false }) || !/^0x[0-9a-fA-F]+$/.test(body.signature)) refuse(401, 'signature', 'Invalid signature')
  const valid = await chain.client
    .verifyMessage({ address: id.address as Hex, message: body.message, signature: body.signature as Hex })
    .catch(() => false)
  if (!valid) refuse(401, 'signature', 'Invalid signature')
  return { ...body, nonce: message.nonce, expiresAt: message.expirationTime?.getTime() }
}

/** A smart session is revoked only with the account's personal_sign of its pci, checked on the local chain. */
async function verifyPciSignature(
  chains: LocalChains,
  id: { chainId: string; address: string },
  pci: string,
  signature: string,
): Promise<void> {
  const chain = findEvmChain(chains, id.chainId) ?? refuse(400, 'chainId', `Unsupported chainId: ${id.chainId}`)
  if (!isAddress(id.address, { strict: false }) || !/^0x[0-9a-fA-F]+$/.test(signature)) refuse(401, 'signature', 'Invalid signature')
  const valid = await chain.client
    .verifyMessage({ address: id.address as Hex, message: pci, signature: signature as Hex })
    .catch(() => false)
  if (!valid) refuse(401, 'signature', 'Invalid signature')
}

/**
 * `/v1/sessions/{caip10}`: sign-in sessions and smart sessions kept by the service. POST verifies
 * and stores a signed sign-in message; GET lists the account's unexpired sign-in sessions as
 * `sessions` beside its smart sessions as `pcis` (revoked ones keep `revokedAt`); revoke removes
 * the sign-in session whose nonce is `pci` (with that session's signature) or marks the smart
 * session `pci` revoked (with the account's signature of the pci). Unknown pcis revoke nothing and
 * succeed, as revoking is idempotent. `/dev/smart-sessions/{caip10}` is the stand-in wallets'
 * side: a wallet that grants permissions records the session there and gets its pci.
 */
export function sessionRoutes(chains: LocalChains): Route[] {
  const smart = new Map<string, SmartSession[]>()
  const sessions = new Map<string, StoredSession[]>()
  const key = (id: string) => id.toLowerCase()
  const active = (id: string) => (sessions.get(key(id)) ?? []).filter((s) => s.expiresAt === undefined || s.expiresAt > Date.now())
  return [
    {
      method: 'GET',
      path: '/v1/sessions/:id',
      requiresProjectId: true,
      handle: (ctx) => {
        const id = ctx.params.id ?? ''
        return json({
          pcis: smart.get(key(id)) ?? [],
          sessions: active(id).map(({ message, signature, data }) => ({ message, signature, data })),
        })
      },
    },
    {
      method: 'POST',
      path: '/dev/smart-sessions/:id',
      handle(ctx) {
        const id = ctx.params.id ?? ''
        parseAccountId(id)
        const body = parseBody(ctx, smartSessionBody)
        const pci = crypto.randomUUID()
        const session: SmartSession = {
          ...body,
          pci,
          context: `0x${Buffer.from(pci).toString('hex')}`,
          createdAt: Math.floor(Date.now() / 1000),
        }
        smart.set(key(id), [...(smart.get(key(id)) ?? []), session])
        return json({ pci, context: session.context })
      },
    },
    {
      method: 'POST',
      path: '/v1/sessions/:id',
      requiresProjectId: true,
      async handle(ctx) {
        const id = ctx.params.id ?? ''
        const session = await verify(chains, parseAccountId(id), parseBody(ctx, sessionBody))
        if (session.expiresAt !== undefined && session.expiresAt <= Date.now()) refuse(400, 'message', 'The session has expired')
        sessions.set(key(id), [...active(id).filter((s) => s.nonce !== session.nonce), session])
        return json({ success: true })
      },
    },
    {
      method: 'POST',
      path: '/v1/sessions/:id/revoke',
      requiresProjectId: true,
      async handle(ctx) {
        const id = ctx.params.id ?? ''
        const { pci, signature } = parseBody(ctx, revokeBody)
        const granted = smart.get(key(id))?.find((s) => s.pci === pci)
        if (granted) {
          await verifyPciSignature(chains, parseAccountId(id), pci, signature)
          granted.revokedAt ??= Math.floor(Date.now() / 1000)
          return json({ success: true })
        }
        const held = sessions.get(key(id)) ?? []
        const target = held.find((s) => s.nonce === pci)
        if (target && target.signature !== signature) refuse(401, 'signature', 'Invalid signature')
        if (target)
          sessions.set(
            key(id),
            held.filter((s) => s !== target),
          )
        return json({ success: true })
      },
    },
  ]
}
