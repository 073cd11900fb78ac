import { formatCaipNetworkId } from '@/registry/lib/caip/format-caip-network-id'
import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import { SiwxMessageInvalidError } from '@/registry/lib/errors/siwx-errors'
import { siwxNamespaceLabels } from '@/registry/lib/siwx/namespace-labels'
import type { SiwxMessageData } from '@/registry/lib/siwx/siwx-types'

// Numbered groups: named ones need an ES2018 target, and hosts may target ES2017.
const header = /^(\S+) wants you to sign in with your (\w+) account:$/
const optionalFields = [
  ['Expiration Time', 'expirationTime'],
  ['Not Before', 'notBefore'],
  ['Request ID', 'requestId'],
] as const

/**
 * Reads a CAIP-122 / EIP-4361 text back into its fields; anything that is not exactly that
 * shape throws SiwxMessageInvalidError, so a server never trusts a field it did not find in
 * its place. `formatSiwxMessage(parseSiwxMessage(text)) === text` for every valid text.
 *
 * @example
 * const { accountAddress, chainId, nonce } = parseSiwxMessage(text)
 */
export function parseSiwxMessage(text: string): SiwxMessageData {
  const lines = text.split('\n')
  let index = 0
  const invalid = (what: string): never => {
    throw new SiwxMessageInvalidError({ details: `${what} (line ${index + 1})` })
  }
  const next = (): string => lines[index++] ?? invalid('the message ends early')
  const field = (name: string): string => {
    const line = next()
    if (!line.startsWith(`${name}: `)) invalid(`expected "${name}: "`)
    const value = line.slice(name.length + 2)
    return value.length ? value : invalid(`"${name}" is empty`)
  }

  const [, headDomain, headLabel] = header.exec(next()) ?? invalid('expected "<domain> wants you to sign in with your <chain> account:"')
  const namespace =
    Object.entries(siwxNamespaceLabels).find(([, label]) => label === headLabel)?.[0] ?? invalid(`unknown chain "${headLabel ?? ''}"`)
  const accountAddress = next()
  if (!/^\S+$/.test(accountAddress)) invalid('expected the account address')
  if (next() !== '') invalid('expected an empty line after the address')
  let statement: string | undefined
  if (lines[index] !== '') {
    statement = next()
    if (next() !== '') invalid('expected an empty line after the statement')
  } else index++

  const data: SiwxMessageData = {
    domain: headDomain ?? '',
    accountAddress,
    uri: field('URI'),
    version: field('Version'),
    chainId: 'eip155:0',
    nonce: '',
    issuedAt: '',
  }
  if (statement !== undefined) data.statement = statement
  const reference = field('Chain ID')
  try {
    data.chainId = formatCaipNetworkId({ chainNamespace: namespace as ChainNamespace, chainId: reference })
  } catch {
    index--
    invalid(`"${reference}" is not a CAIP-2 chain reference`)
  }
  data.nonce = field('Nonce')
  data.issuedAt = field('Issued At')
  for (const [name, key] of optionalFields) if (lines[index]?.startsWith(`${name}: `)) data[key] = field(name)
  if (lines[index] === 'Resources:') {
    index++
    const resources: string[] = []
    while (index < lines.length) resources.push(/^- (\S.*)$/.exec(next())?.[1] ?? invalid('expected "- <resource>"'))
    // An empty list is written as no "Resources:" line at all, so it cannot round-trip.
    data.resources = resources.length ? resources : invalid('"Resources:" lists nothing')
  }
  if (index < lines.length) invalid('unexpected text after the fields')
  return data
}
