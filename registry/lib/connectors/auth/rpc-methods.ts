import { isUnsafeMethod } from '@/registry/lib/frame/is-unsafe-method'

/**
 * SPEC §6 / §7 classification of the embedded wallet's RPC methods.
 * - local: answered without the frame (chain id from the cache, the known accounts);
 * - safe: read-only node queries and raw-transaction sending, sent straight to the frame;
 * - unsafe: the frame asks its user first (the one list, `isUnsafeMethod` from lib/frame);
 * - blocked: refused with 'Requested RPC call is not allowed' (legacy or blind signing).
 */
export type RpcMethodKind = 'local' | 'safe' | 'unsafe' | 'blocked' | 'unknown'

const local = new Set(['eth_chainId', 'eth_accounts', 'eth_requestAccounts', 'wallet_switchEthereumChain'])

export const safeRpcMethods: ReadonlySet<string> = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'net_version',
  'net_listening',
  'web3_clientVersion',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getAssets',
])

const blocked = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_decrypt',
  'eth_getEncryptionPublicKey',
  'personal_ecRecover',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
  'eth_coinbase',
])

/**
 * @example
 * classifyRpcMethod('personal_sign') // 'unsafe'
 */
export function classifyRpcMethod(method: string): RpcMethodKind {
  if (local.has(method)) return 'local'
  if (safeRpcMethods.has(method)) return 'safe'
  if (isUnsafeMethod(method)) return 'unsafe'
  if (blocked.has(method)) return 'blocked'
  return 'unknown'
}
