import { z } from 'zod'

// The stand-in wallets' answer to wallet_grantPermissions (ERC-7715), shared by the injected
// Devnet Wallet and the WalletConnect test wallet: the grant is recorded with devnet's blockchain
// API stand-in, which then lists it under the account and revokes it.

const grantRequest = z
  .object({
    chainId: z.string().regex(/^0x[0-9a-fA-F]+$/),
    expiry: z.number().int().positive(),
    permissions: z.array(z.unknown()).min(1),
    policies: z.array(z.unknown()).optional(),
  })
  .loose()

/** A refused grant: the EIP-1193 code and message a wallet would answer with. */
export class GrantRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** Records the grant for `address` with the services at `servicesUrl`; resolves with the wallet's reply (the request plus `context`). */
export async function grantSmartSession(servicesUrl: string, address: string, params: unknown): Promise<Record<string, unknown>> {
  const parsed = z.tuple([grantRequest]).rest(z.unknown()).safeParse(params)
  if (!parsed.success) throw new GrantRefusal(-32602, 'wallet_grantPermissions needs chainId, expiry and permissions')
  const [request] = parsed.data
  const id = `eip155:${Number.parseInt(request.chainId, 16)}:${address}`
  const response = await fetch(`${servicesUrl}/dev/smart-sessions/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ project: { id: 'devnet', name: 'Devnet dapp' }, expiry: request.expiry, permissions: request.permissions, policies: request.policies ?? [] }),
  })
  if (!response.ok) throw new GrantRefusal(-32603, `the session service answered ${response.status}`)
  const { context } = z.object({ context: z.string() }).parse(await response.json())
  return { ...request, address, context }
}
