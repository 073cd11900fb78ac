import { z } from 'zod'
import { InvalidChainIdError } from '@/registry/lib/errors/network'
import { toEvmChainNumber } from '@/registry/lib/frame/chain-id'
import { FrameRefusal } from '../public-errors'

// A signature or transaction is only made for the chain the frame signs on: a typed-data domain,
// a transaction or a call batch naming another chain is refused before the user is asked, so a
// page cannot get a signature replayable on a chain the user never saw.

const chainValue = z.union([z.number(), z.string(), z.bigint()])

function toNumber(value: unknown): number | undefined {
  const parsed = chainValue.safeParse(value)
  if (!parsed.success) return undefined
  if (typeof parsed.data === 'bigint') return parsed.data <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(parsed.data) : undefined
  return toEvmChainNumber(parsed.data)
}

function expectChain(value: unknown, chainId: number, where: string): void {
  if (value === undefined || value === null) return
  const named = toNumber(value)
  if (named !== chainId)
    throw new FrameRefusal(InvalidChainIdError.shortMessage, `${where} names chain ${String(value)}, the frame signs on ${chainId}`)
}

function typedDataOf(params: unknown): unknown {
  const raw = Array.isArray(params) ? params[1] : undefined
  if (typeof raw !== 'string') return raw
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}

/**
 * Throws a FrameRefusal ('Invalid chainId') when an EVM request names a chain other than
 * `chainId`: the request's own chainId, a typed-data domain.chainId, a transaction's chainId or a
 * wallet_sendCalls batch chainId. Fields that are absent are not checked.
 *
 * @example
 * checkRequestChain('eth_signTypedData_v4', [from, { domain: { chainId: 1 }, ... }], 31337) // throws
 */
export function checkRequestChain(method: string, params: unknown, chainId: number, requestChainId?: string | number): void {
  if (requestChainId !== undefined) expectChain(requestChainId, chainId, 'the request')
  if (method === 'eth_signTypedData_v4') {
    const typed = typedDataOf(params) as { domain?: { chainId?: unknown } } | undefined
    expectChain(typed?.domain?.chainId, chainId, 'domain.chainId')
  } else if (method === 'eth_sendTransaction') {
    const tx = (Array.isArray(params) ? params[0] : undefined) as { chainId?: unknown } | undefined
    expectChain(tx?.chainId, chainId, 'the transaction')
  } else if (method === 'wallet_sendCalls') {
    for (const batch of Array.isArray(params) ? (params as Array<{ chainId?: unknown }>) : [])
      expectChain(batch?.chainId, chainId, 'a call batch')
  }
}
