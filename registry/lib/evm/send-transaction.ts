import * as z from 'zod/mini'
import type { Address, Client, Hex } from 'viem'
import { numberToHex } from 'viem/utils'
import { createLruMap } from '@/registry/lib/cache/create-lru-map'
import { isTransactionHash } from '@/registry/lib/caip/is-transaction-hash'
import { toChainError } from '@/registry/lib/errors/to-chain-error'

export type SendTransactionRequest = {
  from: Address
  to?: Address | undefined
  value?: bigint | undefined
  data?: Hex | undefined
  gas?: bigint | undefined
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
  nonce?: number | undefined
}

type Method = 'eth_sendTransaction' | 'wallet_sendTransaction'

/** SPEC §9: the send-transaction support cache holds 128 entries. */
export const SEND_SUPPORT_CACHE_MAX_ENTRIES = 128

// Which send method each client's node or wallet accepts, learnt on first use; an LRU of 128
// clients, so a page that makes many clients keeps only the recent ones.
const sendMethods = createLruMap<Client, Method>(SEND_SUPPORT_CACHE_MAX_ENTRIES)

// SPEC §5's transaction hash, the one rule in lib/caip.
const hashSchema = z.string().check(z.refine(isTransactionHash, 'not a transaction hash'))

// viem's names for the replies that mean "this method or its input is not for me".
const tryOtherMethod = new Set(['InvalidInputRpcError', 'InvalidParamsRpcError', 'MethodNotFoundRpcError', 'MethodNotSupportedRpcError'])
const methodMissing = new Set(['MethodNotFoundRpcError', 'MethodNotSupportedRpcError'])

/**
 * Sends a transaction with eth_sendTransaction, falling back to wallet_sendTransaction when the
 * node or wallet answers invalid-input, invalid-params or method-not-found/supported (SPEC §7).
 * Whichever works is remembered per client, so later sends go straight to it.
 *
 * @example
 * const hash = await sendTransaction(client, { from, to, value: 1n })
 */
export async function sendTransaction(client: Client, request: SendTransactionRequest): Promise<Hex> {
  const params = [toRpcRequest(request)]
  const send = async (method: Method) => z.parse(hashSchema, await client.request({ method, params } as never)) as Hex
  const known = sendMethods.get(client)
  try {
    if (known) return await send(known)
    try {
      const hash = await send('eth_sendTransaction')
      sendMethods.set(client, 'eth_sendTransaction')
      return hash
    } catch (error) {
      if (!(error instanceof Error) || !tryOtherMethod.has(error.name)) throw error
      try {
        const hash = await send('wallet_sendTransaction')
        sendMethods.set(client, 'wallet_sendTransaction')
        return hash
      } catch (walletError) {
        if (walletError instanceof Error && methodMissing.has(walletError.name)) sendMethods.set(client, 'eth_sendTransaction')
        throw error
      }
    }
  } catch (error) {
    throw toChainError(error)
  }
}

function toRpcRequest(request: SendTransactionRequest): Record<string, string> {
  const hex = (value: bigint | number | undefined) => (value === undefined ? undefined : numberToHex(value))
  const fields = {
    from: request.from,
    to: request.to,
    data: request.data,
    value: hex(request.value),
    gas: hex(request.gas),
    gasPrice: hex(request.gasPrice),
    maxFeePerGas: hex(request.maxFeePerGas),
    maxPriorityFeePerGas: hex(request.maxPriorityFeePerGas),
    nonce: hex(request.nonce),
  }
  const rpc: Record<string, string> = {}
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) rpc[key] = value
  return rpc
}
