import { parseCaipNetworkId } from '@/registry/lib/caip/parse-caip-network-id'
import { SiwxMessageInvalidError } from '@/registry/lib/errors/siwx-errors'
import { siwxNamespaceLabels } from '@/registry/lib/siwx/namespace-labels'
import type { SiwxMessageData } from '@/registry/lib/siwx/siwx-types'

/**
 * The CAIP-122 text of a sign-in request. For eip155 it is the EIP-4361 message byte for byte
 * (ABNF: address LF LF [statement LF] LF "URI: "…); solana uses the same lines with its
 * account. The chain id line carries the CAIP-2 reference.
 *
 * @example
 * const text = formatSiwxMessage({ domain: 'example.com', accountAddress, uri, version: '1', chainId: 'eip155:1', nonce, issuedAt })
 */
export function formatSiwxMessage(data: SiwxMessageData): string {
  let network: ReturnType<typeof parseCaipNetworkId> | undefined
  try {
    network = parseCaipNetworkId(data.chainId)
  } catch (cause) {
    throw new SiwxMessageInvalidError({ details: `no sign-in message for network ${String(data.chainId)}`, cause })
  }
  const label = siwxNamespaceLabels[network.chainNamespace]
  const reference = network.chainId
  if (!label) throw new SiwxMessageInvalidError({ details: `no sign-in message for network ${data.chainId}` })
  if (data.statement?.includes('\n')) throw new SiwxMessageInvalidError({ details: 'the statement must be one line' })
  const lines = [`${data.domain} wants you to sign in with your ${label} account:`, data.accountAddress, '']
  if (data.statement) lines.push(data.statement)
  lines.push(
    '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  )
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}
