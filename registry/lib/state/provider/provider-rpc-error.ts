import { alerts } from '@/registry/lib/errors/alerts'
import { FrameRequestError, RequestRejectedError } from '@/registry/lib/errors/frame'
import { getProviderErrorCode, ProviderRpcError } from '@/registry/lib/connectors/provider-errors'
import { isUserRejection } from '@/registry/lib/errors/user-rejection'
import { rpcErrorCodes } from '@/registry/lib/errors/rpc-codes'

/** The EIP-1193 codes the kit's provider answers with. */
export const eip1193Codes = {
  userRejected: rpcErrorCodes.userRejectedRequest,
  unauthorized: rpcErrorCodes.unauthorized,
  unsupportedMethod: rpcErrorCodes.unsupportedMethod,
  disconnected: rpcErrorCodes.disconnected,
  chainDisconnected: rpcErrorCodes.chainDisconnected,
  unrecognizedChain: rpcErrorCodes.unrecognizedChain,
} as const

const textByCode: Record<number, string> = {
  [eip1193Codes.userRejected]: alerts.userRejectedRequest.title,
  [eip1193Codes.unauthorized]: alerts.walletUnauthorized.title,
  [eip1193Codes.unsupportedMethod]: alerts.walletMethodUnsupported.title,
  [eip1193Codes.disconnected]: alerts.walletDisconnected.title,
  [eip1193Codes.chainDisconnected]: alerts.walletChainDisconnected.title,
  [eip1193Codes.unrecognizedChain]: alerts.switchNetworkNotFound.title,
}

/**
 * An error of the kit's EIP-1193 provider, shaped as EIP-1193 says (`code` a number, `message`,
 * optional `data`) so viem, wagmi and ethers map it (viem: 4001 -> UserRejectedRequestError; ethers:
 * ACTION_REJECTED). It is the one kit error that is not a BaseError: EIP-1193 fixes `code` as the
 * number a BaseError keeps in its string `code`. `cause` is what the wallet threw.
 *
 * @example
 * catch (error) { if ((error as Eip1193RpcError).code === 4001) return }
 */
export class Eip1193RpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown
  constructor(code: number, message = textByCode[code] ?? 'Request failed', options: { cause?: unknown; data?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.data = options.data
  }
}

// The secure frame answers a request its user rejected with RequestRejectedError's text, which
// reaches the page as a FrameRequestError carrying that text (the frame protocol sends messages only).
const FRAME_REJECTION_TEXT = new RequestRejectedError().shortMessage
const rejectedInFrame = (error: unknown): boolean => error instanceof FrameRequestError && error.shortMessage === FRAME_REJECTION_TEXT

// JSON-RPC "method not found": a wallet saying so means EIP-1193's unsupported method.
const METHOD_NOT_FOUND = -32601

/**
 * What the provider throws for anything a connector or the kit threw: the user declining
 * (walletkit's USER_REJECTED, 4001 anywhere on the cause chain, the secure frame's rejection) is 4001; other EIP-1193 and
 * JSON-RPC codes the wallet gave are kept (method not found is 4200); an error without a code
 * is kept as given, since viem and ethers wrap those themselves.
 *
 * @example
 * try { await connector.request(args) } catch (error) { throw toEip1193Error(error) }
 */
export function toEip1193Error(error: unknown): unknown {
  if (error instanceof Eip1193RpcError) return error
  const message = error instanceof Error ? error.message : undefined
  if (isUserRejection(error) || rejectedInFrame(error))
    return new Eip1193RpcError(eip1193Codes.userRejected, textByCode[eip1193Codes.userRejected], { cause: error })
  // The kit's own wallet errors carry the wallet's code as rpcCode.
  const code = error instanceof ProviderRpcError ? error.rpcCode : getProviderErrorCode(error)
  if (code === METHOD_NOT_FOUND) return new Eip1193RpcError(eip1193Codes.unsupportedMethod, undefined, { cause: error })
  if (code !== undefined)
    return new Eip1193RpcError(code, message ?? textByCode[code], { cause: error, data: (error as { data?: unknown }).data })
  return error
}
