import { createWalletClient, defineChain, http, isHex, keccak256, toHex, type Hex, type LocalAccount } from 'viem'
import { z } from 'zod'

// The frame's EVM side: signs with the local key and sends through the chain's own RPC.

type Chain = { chainId: number; rpcUrl: string; name: string }
const hex = z.string().regex(/^0x[0-9a-fA-F]*$/)
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const personalSignParams = z.tuple([z.string(), address]).or(z.tuple([z.string()]))
const typedDataParams = z.tuple([address, z.union([z.string(), z.record(z.string(), z.unknown())])])
const typedDataSchema = z.object({
  domain: z.record(z.string(), z.unknown()).optional(),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})
const txSchema = z.object({
  from: address.optional(),
  to: address.optional(),
  value: hex.optional(),
  data: hex.optional(),
  gas: hex.optional(),
  nonce: hex.optional(),
})
const sendCallsParams = z.tuple([z.looseObject({ calls: z.array(z.object({ to: address, data: hex.optional(), value: z.string().optional() })) })])

// Read-only node methods the frame forwards to the chain's RPC (SPEC §6 safe list).
const readMethods = new Set([
  'eth_blockNumber', 'eth_call', 'eth_estimateGas', 'eth_gasPrice', 'eth_getBalance', 'eth_getBlockByHash', 'eth_getBlockByNumber',
  'eth_getCode', 'eth_getLogs', 'eth_getStorageAt', 'eth_getTransactionByHash', 'eth_getTransactionCount', 'eth_getTransactionReceipt',
  'eth_feeHistory', 'eth_maxPriorityFeePerGas', 'eth_sendRawTransaction', 'net_version', 'net_listening', 'web3_clientVersion',
])

export async function rpcCall(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  const body = z.object({ result: z.unknown().optional(), error: z.object({ message: z.string() }).optional() }).parse(await response.json())
  if (body.error) throw new Error(body.error.message)
  return body.result
}

/** The address a smart account of this owner would get; none is deployed on the local chains. */
export function counterfactualSmartAccount(owner: Hex): Hex {
  return `0x${keccak256(toHex(`walletkit-smart-account:${owner.toLowerCase()}`)).slice(-40)}`
}

export async function handleEvmRpc(account: LocalAccount, chain: Chain, method: string, params: unknown): Promise<unknown> {
  const checkFrom = (from: string | undefined) => {
    if (from && from.toLowerCase() !== account.address.toLowerCase()) throw new Error('Address does not match the signed-in account')
  }
  const client = createWalletClient({
    account,
    chain: defineChain({ id: chain.chainId, name: chain.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } }),
    transport: http(chain.rpcUrl),
  })
  const send = (tx: z.infer<typeof txSchema>) =>
    client.sendTransaction({
      to: tx.to as Hex | undefined,
      data: tx.data as Hex | undefined,
      value: tx.value ? BigInt(tx.value) : undefined,
      gas: tx.gas ? BigInt(tx.gas) : undefined,
      nonce: tx.nonce ? Number(BigInt(tx.nonce)) : undefined,
    })

  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [account.address]
    case 'personal_sign': {
      const [message, from] = personalSignParams.parse(params)
      checkFrom(from)
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const [from, raw] = typedDataParams.parse(params)
      checkFrom(from)
      const typed = typedDataSchema.parse(typeof raw === 'string' ? JSON.parse(raw) : raw)
      const { EIP712Domain: _domain, ...types } = typed.types
      return account.signTypedData({ domain: typed.domain, types, primaryType: typed.primaryType, message: typed.message } as Parameters<LocalAccount['signTypedData']>[0])
    }
    case 'eth_sendTransaction': {
      const [tx] = z.tuple([txSchema]).parse(params)
      checkFrom(tx.from)
      return send(tx)
    }
    case 'wallet_sendCalls': {
      const [{ calls }] = sendCallsParams.parse(params)
      const hashes: Hex[] = []
      for (const call of calls) hashes.push(await send({ to: call.to, data: call.data, value: call.value }))
      return { id: hashes.join(',') }
    }
    case 'wallet_getCallsStatus': {
      const [id] = z.tuple([z.string()]).parse(params)
      const receipts = await Promise.all(id.split(',').map((hash) => rpcCall(chain.rpcUrl, 'eth_getTransactionReceipt', [hash])))
      const done = receipts.every((receipt) => receipt !== null)
      return { version: '2.0.0', id, chainId: toHex(chain.chainId), status: done ? 200 : 100, atomic: false, receipts: receipts.filter(Boolean) }
    }
    case 'wallet_getCapabilities':
      return {}
    case 'wallet_grantPermissions':
    case 'wallet_revokePermissions':
      throw new Error('Permissions need a smart account, which is not deployed on this network')
    default:
      if (readMethods.has(method)) return rpcCall(chain.rpcUrl, method, params ?? [])
      throw new Error(`Unsupported method: ${method}`)
  }
}
