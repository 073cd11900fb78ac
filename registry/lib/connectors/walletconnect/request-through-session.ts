import { z } from 'zod'
import { isHexSignedMessage } from '@/registry/lib/caip/is-hex-signed-message'
import { isTransactionHash } from '@/registry/lib/caip/is-transaction-hash'
import type { Network } from '@/registry/lib/chains/chain-types'
import { ignoredReplySchema } from '@/registry/lib/connectors/eip1193-schemas'
import { InvalidWalletResponseError } from '@/registry/lib/errors/connector'
import { mapProviderError } from '@/registry/lib/connectors/provider-errors'
import type { RequestArguments } from '@/registry/lib/connectors/connector-interface'
import type { WalletConnectClient } from '@/registry/lib/connectors/walletconnect/client'
import { toSessionRequest } from '@/registry/lib/connectors/walletconnect/namespace-requests'

// SPEC §5's rules from lib/caip, not copies: a hex signed message, a transaction hash.
const hexSignature = z.string().refine(isHexSignedMessage, 'not a hex signed message')
const txHash = z.string().refine(isTransactionHash, 'not a transaction hash')
const solanaSignature = z.object({ signature: z.string().min(1) }).loose()

// Replies from the remote wallet are parsed per method before they reach the kit.
const replySchemas: Record<string, z.ZodType> = {
  personal_sign: hexSignature,
  eth_signTypedData_v4: hexSignature,
  eth_sendTransaction: txHash,
  wallet_switchEthereumChain: ignoredReplySchema,
  wallet_addEthereumChain: ignoredReplySchema,
  solana_signMessage: solanaSignature,
  solana_signAndSendTransaction: solanaSignature,
  solana_signTransaction: z.object({ signature: z.string().optional(), transaction: z.string().optional() }).loose(),
}

const nodeReplySchema = z.object({ result: z.unknown().optional(), error: z.object({ code: z.number(), message: z.string() }).optional() })

/** Read-only calls a wallet session does not carry go to the network's own node. */
async function requestNode(network: Network, args: RequestArguments): Promise<unknown> {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new InvalidWalletResponseError(args.method, { details: `${network.name} has no RPC URL` })
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 1, jsonrpc: '2.0', method: args.method, params: args.params ?? [] }),
  })
  const reply = nodeReplySchema.parse(await response.json())
  if (reply.error) throw mapProviderError(reply.error)
  return reply.result
}

export type SessionRequestTarget = {
  topic: string
  network: Network
  sessionMethods: readonly string[]
  /** The session's account on `network`, which bip122 and polkadot requests name. */
  account?: string | undefined
  /** Called as the request leaves for the wallet (not for reads the network's node answers). */
  onWalletRequest?: (() => void) | undefined
}

/**
 * Sends one request to the wallet through the session on `network` (CAIP-2 chain id), or to the
 * network's node when the session does not list the method and it is an eth_ read. bip122 and
 * polkadot requests are first put in the shape wallets answer over WalletConnect (namespace-requests).
 */
export async function requestThroughSession(
  client: WalletConnectClient,
  target: SessionRequestTarget,
  args: RequestArguments,
): Promise<unknown> {
  const translated = target.account === undefined ? undefined : toSessionRequest(args, target.account)
  const method = translated?.method ?? args.method
  if (!translated && !target.sessionMethods.includes(method) && method.startsWith('eth_') && !replySchemas[method]) {
    return requestNode(target.network, args)
  }
  let reply: unknown
  target.onWalletRequest?.()
  try {
    reply = await client.request(target.topic, target.network.caipNetworkId, {
      method,
      params: translated ? translated.params : args.params,
    })
  } catch (error) {
    throw mapProviderError(error)
  }
  const parsed = (translated?.reply ?? replySchemas[method] ?? z.unknown()).safeParse(reply)
  if (!parsed.success) throw new InvalidWalletResponseError(method, { cause: parsed.error })
  return parsed.data
}
