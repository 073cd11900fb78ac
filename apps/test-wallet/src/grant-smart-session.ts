// The stand-in wallets' answer to wallet_grantPermissions (ERC-7715), shared by the injected
// Devnet Wallet and the WalletConnect test wallet: the grant is recorded with devnet's blockchain
// API stand-in, which then lists it under the account and revokes it. Plain checks, no zod: this
// file is bundled into the script every browser test injects.

/** A refused grant: the EIP-1193 code and message a wallet would answer with. */
export class GrantRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

type GrantRequest = { chainId: string; expiry: number; permissions: unknown[]; policies?: unknown[] | undefined }

function readRequest(params: unknown): GrantRequest {
  const request: unknown = Array.isArray(params) ? params[0] : undefined
  const fields = typeof request === 'object' && request !== null ? (request as Record<string, unknown>) : {}
  const { chainId, expiry, permissions, policies } = fields
  const valid =
    typeof chainId === 'string' &&
    /^0x[0-9a-fA-F]+$/.test(chainId) &&
    typeof expiry === 'number' &&
    Number.isInteger(expiry) &&
    expiry > 0 &&
    Array.isArray(permissions) &&
    permissions.length > 0 &&
    (policies === undefined || Array.isArray(policies))
  if (!valid) throw new GrantRefusal(-32602, 'wallet_grantPermissions needs chainId, expiry and permissions')
  return { ...fields, chainId, expiry, permissions, policies } as GrantRequest
}

/** Records the grant for `address` with the services at `servicesUrl`; resolves with the wallet's reply (the request plus `context`). */
export async function grantSmartSession(servicesUrl: string, address: string, params: unknown): Promise<Record<string, unknown>> {
  const request = readRequest(params)
  const id = `eip155:${Number.parseInt(request.chainId, 16)}:${address}`
  const response = await fetch(`${servicesUrl}/dev/smart-sessions/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      project: { id: 'devnet', name: 'Devnet dapp' },
      expiry: request.expiry,
      permissions: request.permissions,
      policies: request.policies ?? [],
    }),
  })
  if (!response.ok) throw new GrantRefusal(-32603, `the session service answered ${response.status}`)
  const { context } = (await response.json()) as { context?: unknown }
  if (typeof context !== 'string') throw new GrantRefusal(-32603, 'the session service answered without a context')
  return { ...request, address, context }
}
