import type { Client, Hex } from 'viem'
import { verifyMessage } from 'viem/actions'
import { isHexSignedMessage } from '@/registry/lib/caip/is-hex-signed-message'

export type VerifyEvmSignatureParameters = {
  /** A client of the network the message names; contract accounts are asked through it. */
  client: Client
  address: string
  message: string
  signature: string
}

/**
 * Whether `signature` signs `message` for `address`: EIP-191 for an ordinary account,
 * ERC-1271 for a deployed smart account, ERC-6492 for one not deployed yet (the wrapper's
 * factory call is simulated, then the account is asked). A malformed input is `false`.
 *
 * @example
 * const valid = await verifyEvmSignature({ client, address, message, signature })
 */
export async function verifyEvmSignature({ client, address, message, signature }: VerifyEvmSignatureParameters): Promise<boolean> {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address) || !isHexSignedMessage(signature)) return false
  return verifyMessage(client, { address: address as Hex, message, signature })
}
