/**
 * Numeric codes the kit reads from or hands to wallets (SPEC §8), beside the EIP-1193 provider
 * codes the alert mapping needs. 32603 is positive on purpose: that is the value SPEC names for
 * an invalid chain id, distinct from JSON-RPC's -32603 internal error.
 */
export const rpcErrorCodes = {
  unrecognizedChain: 4902,
  default: 5000,
  invalidChainId: 32603,
  revert: 3,
  userRejectedRequest: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
} as const

export type RpcErrorCode = (typeof rpcErrorCodes)[keyof typeof rpcErrorCodes]
