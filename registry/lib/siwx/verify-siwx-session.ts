import type { Client } from 'viem'
import { parseCaipNetworkId } from '@/registry/lib/caip/parse-caip-network-id'
import type { CaipNetworkId } from '@/registry/lib/caip/caip-types'
import { SiwxSessionInvalidError } from '@/registry/lib/errors/siwx-errors'
import { formatSiwxMessage } from '@/registry/lib/siwx/format-siwx-message'
import { isSiwxSessionActive } from '@/registry/lib/siwx/is-siwx-session-active'
import { parseSiwxMessage } from '@/registry/lib/siwx/parse-siwx-message'
import type { SiwxSession } from '@/registry/lib/siwx/siwx-types'
import { verifyEvmSignature } from '@/registry/lib/siwx/verify-evm-signature'
import { verifySolanaSignature } from '@/registry/lib/siwx/verify-solana-signature'

export type VerifySiwxSessionParameters = {
  /** A viem client for an eip155 network; contract accounts are checked on that chain. */
  getEvmClient?: ((chainId: CaipNetworkId) => Client | undefined) | undefined
  /** When set, the message must name this domain (a server passes its own host). */
  domain?: string | undefined
  now?: number | undefined
}

const iso8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/**
 * Checks a signed session from scratch and throws SiwxSessionInvalidError with the reason when
 * it does not hold: the text must be the message of its fields (parsed, not trusted), version
 * 1, an alphanumeric nonce of 8 or more, RFC 3339 times inside their window, the expected
 * domain, and a signature by the account (EIP-191, ERC-1271, ERC-6492 or ed25519).
 *
 * @example
 * await verifySiwxSession(session, { getEvmClient: () => client, domain: 'example.com' })
 */
export async function verifySiwxSession(session: SiwxSession, parameters: VerifySiwxSessionParameters = {}): Promise<void> {
  const invalid = (details: string, cause?: unknown): never => {
    throw new SiwxSessionInvalidError({ details, cause })
  }
  let data: ReturnType<typeof parseSiwxMessage>
  try {
    data = parseSiwxMessage(session.message)
  } catch (cause) {
    return invalid('the signed text is not a sign-in message', cause)
  }
  let text: string | undefined
  try {
    text = formatSiwxMessage(session.data)
  } catch (cause) {
    invalid('the fields are not a sign-in message', cause)
  }
  if (text !== session.message) invalid('the fields do not match the signed text')
  if (data.version !== '1') invalid(`unsupported version ${data.version}`)
  if (!/^[A-Za-z0-9]{8,}$/.test(data.nonce)) invalid('the nonce must be 8 or more letters and digits')
  for (const time of [data.issuedAt, data.expirationTime, data.notBefore])
    if (time !== undefined && !iso8601.test(time)) invalid(`"${time}" is not an RFC 3339 time`)
  if (!isSiwxSessionActive(data, parameters.now)) invalid('the session is expired or not yet valid')
  if (parameters.domain !== undefined && data.domain !== parameters.domain)
    invalid(`the message is for ${data.domain}, not ${parameters.domain}`)

  // parseSiwxMessage only gives CAIP-2 ids.
  if (parseCaipNetworkId(data.chainId).chainNamespace === 'solana') {
    if (!verifySolanaSignature({ address: data.accountAddress, message: session.message, signature: session.signature }))
      invalid('the signature is not the account’s')
    return
  }
  const client = parameters.getEvmClient?.(data.chainId) ?? invalid(`no client for ${data.chainId}`)
  const valid = await verifyEvmSignature({
    client,
    address: data.accountAddress,
    message: session.message,
    signature: session.signature,
  }).catch((cause: unknown) => invalid('the signature could not be checked', cause))
  if (!valid) invalid('the signature is not the account’s')
}
