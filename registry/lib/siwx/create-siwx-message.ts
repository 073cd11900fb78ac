import { getAddress } from 'viem'
import { parseCaipNetworkId } from '@/registry/lib/caip/parse-caip-network-id'
import type { CaipNetworkId } from '@/registry/lib/caip/caip-types'
import { formatSiwxMessage } from '@/registry/lib/siwx/format-siwx-message'
import type { SiwxMessage, SiwxMessageData } from '@/registry/lib/siwx/siwx-types'

export type CreateSiwxMessageParameters = {
  accountAddress: string
  chainId: CaipNetworkId
  domain: string
  uri: string
  statement?: string | undefined
  /** How long the session lasts; none means no expiration time. */
  expiresInMs?: number | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
  /** A server-issued nonce; otherwise 16 random letters and digits. */
  nonce?: string | undefined
  now?: number | undefined
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** 16 characters from 62 (~95 bits), from the platform's CSPRNG. */
function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')
}

/**
 * A fresh sign-in message for an account: version 1, a random nonce, issued now, expiring
 * after `expiresInMs` when given.
 *
 * @example
 * const { text } = createSiwxMessage({ accountAddress, chainId: 'eip155:1', domain: location.host, uri: location.origin })
 */
export function createSiwxMessage(parameters: CreateSiwxMessageParameters): SiwxMessage {
  const now = parameters.now ?? Date.now()
  const data: SiwxMessageData = {
    domain: parameters.domain,
    // EIP-4361: the address in its EIP-55 checksum form (wallets often report it lower-case).
    accountAddress:
      parseCaipNetworkId(parameters.chainId).chainNamespace === 'eip155'
        ? getAddress(parameters.accountAddress)
        : parameters.accountAddress,
    uri: parameters.uri,
    version: '1',
    chainId: parameters.chainId,
    nonce: parameters.nonce ?? randomNonce(),
    issuedAt: new Date(now).toISOString(),
  }
  if (parameters.statement) data.statement = parameters.statement
  if (parameters.expiresInMs !== undefined) data.expirationTime = new Date(now + parameters.expiresInMs).toISOString()
  if (parameters.notBefore) data.notBefore = parameters.notBefore
  if (parameters.requestId) data.requestId = parameters.requestId
  if (parameters.resources?.length) data.resources = parameters.resources
  return { data, text: formatSiwxMessage(data) }
}
