import {
  createPublicClient,
  createWalletClient,
  decodeFunctionResult,
  defineChain,
  encodeFunctionData,
  http,
  isHex,
  keccak256,
  parseAbi,
  serializeErc6492Signature,
  toHex,
  type Hex,
  type LocalAccount,
} from 'viem'
import { z } from 'zod'
import { RpcCallNotAllowedError } from '@/registry/lib/errors/rpc'
import { toEvmChainNumber } from '@/registry/lib/frame/chain-id'
import { FrameRefusal } from './public-errors'

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
  // Checked against the frame's chain before the user is asked (check-request-chain.ts).
  chainId: z.union([hex, z.number()]).optional(),
})
// One or more batches (API.md §5); their chainId was checked before the user was asked.
const sendCallsParams = z
  .array(z.looseObject({ calls: z.array(z.object({ to: address, data: hex.optional(), value: z.string().optional() })) }))
  .min(1)

// Read-only node methods the frame forwards to the chain's RPC (SPEC §6 safe list).
const readMethods = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
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
  'eth_feeHistory',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'net_version',
  'net_listening',
  'web3_clientVersion',
])

export async function rpcCall(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = z
    .object({ result: z.unknown().optional(), error: z.object({ message: z.string() }).optional() })
    .parse(await response.json())
  if (body.error) throw new Error(body.error.message)
  return body.result
}

/** A placeholder address for chains without the smart-account factory: listed, never usable. */
export function counterfactualSmartAccount(owner: Hex): Hex {
  return `0x${keccak256(toHex(`walletkit-smart-account:${owner.toLowerCase()}`)).slice(-40)}`
}

// Only the functions the frame calls on devnet's DevSmartAccountFactory and DevSmartAccount.
const factoryAbi = parseAbi([
  'function getAddress(address owner) view returns (address)',
  'function deploy(address owner) returns (address)',
])
const accountAbi = parseAbi(['function execute(address to, uint256 value, bytes data) returns (bytes)'])

/** A smart account the owner key acts through; `factory` deploys it on first use. */
export type SmartAccount = { address: Hex; factory: Hex }

/** Whether the factory has code on this chain, i.e. smart accounts can be used there. */
export async function hasFactory(rpcUrl: string, factory: Hex): Promise<boolean> {
  const code = await rpcCall(rpcUrl, 'eth_getCode', [factory, 'latest']).catch(() => '0x')
  return typeof code === 'string' && code !== '0x'
}

/** The owner's account address as the factory computes it (CREATE2), deployed or not. */
export async function smartAccountAddress(rpcUrl: string, factory: Hex, owner: Hex): Promise<Hex> {
  const data = encodeFunctionData({ abi: factoryAbi, functionName: 'getAddress', args: [owner] })
  const result = await rpcCall(rpcUrl, 'eth_call', [{ to: factory, data }, 'latest'])
  if (typeof result !== 'string' || !isHex(result)) throw new Error('Smart account factory did not answer')
  return decodeFunctionResult({ abi: factoryAbi, functionName: 'getAddress', data: result })
}

/**
 * Checks an unsafe request before the user is asked: its parameters parse and any `from` is the
 * account the app sees, so nobody approves something that can only fail.
 */
export function validateEvmRequest(method: string, params: unknown, shown: Hex): void {
  const from = (() => {
    switch (method) {
      case 'personal_sign':
        return personalSignParams.parse(params)[1]
      case 'eth_signTypedData_v4': {
        const [address, raw] = typedDataParams.parse(params)
        typedDataSchema.parse(typeof raw === 'string' ? JSON.parse(raw) : raw)
        return address
      }
      case 'eth_sendTransaction':
        return z.tuple([txSchema]).parse(params)[0].from
      case 'wallet_sendCalls':
        sendCallsParams.parse(params)
        return undefined
      default:
        return undefined
    }
  })()
  if (from && from.toLowerCase() !== shown.toLowerCase()) throw new Error('Address does not match the signed-in account')
}

/**
 * Answers one EVM request. With `smart`, the app sees the smart account: the owner key signs for it
 * (ERC-1271 accepts the owner's signature once deployed) and sends its calls through `execute`.
 */
export async function handleEvmRpc(
  account: LocalAccount,
  chain: Chain,
  method: string,
  params: unknown,
  smart?: SmartAccount,
): Promise<unknown> {
  const shown = smart?.address ?? account.address
  const checkFrom = (from: string | undefined) => {
    if (from && from.toLowerCase() !== shown.toLowerCase()) throw new Error('Address does not match the signed-in account')
  }
  const client = createWalletClient({
    account,
    chain: defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  })
  const sendFromOwner = (tx: z.infer<typeof txSchema>) =>
    client.sendTransaction({
      to: tx.to as Hex | undefined,
      data: tx.data as Hex | undefined,
      value: tx.value ? BigInt(tx.value) : undefined,
      gas: tx.gas ? BigInt(tx.gas) : undefined,
      nonce: tx.nonce ? Number(BigInt(tx.nonce)) : undefined,
    })
  const isDeployed = async (target: Hex) => {
    const code = await rpcCall(chain.rpcUrl, 'eth_getCode', [target, 'latest'])
    return typeof code === 'string' && code !== '0x'
  }
  // The smart account's isValidSignature checks the owner's signature over the very hash a verifier
  // computes (EIP-191 or EIP-712), so the owner's signature serves once the account is deployed.
  // Not deployed yet: ERC-6492 wraps it with the factory call, so verifiers can simulate the
  // deployment and then ask the account (ERC-1271) as if it existed.
  const asShown = async (signature: Hex): Promise<Hex> => {
    if (!smart || (await isDeployed(smart.address))) return signature
    const deploy = encodeFunctionData({ abi: factoryAbi, functionName: 'deploy', args: [account.address] })
    return serializeErc6492Signature({ address: smart.factory, data: deploy, signature })
  }
  const send = async (tx: z.infer<typeof txSchema>): Promise<Hex> => {
    if (!smart) return sendFromOwner(tx)
    if (!tx.to) throw new Error('A smart account cannot deploy contracts directly')
    if (!(await isDeployed(smart.address))) {
      // Deploy on first use, and wait: the execute call below would otherwise hit an empty address.
      const deploy = await sendFromOwner({
        to: smart.factory,
        data: encodeFunctionData({ abi: factoryAbi, functionName: 'deploy', args: [account.address] }),
      })
      const receipt = await createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 100 }).waitForTransactionReceipt({
        hash: deploy,
      })
      if (receipt.status !== 'success') throw new Error('Smart account deployment failed')
    }
    // The owner pays gas; the value and the call come from the smart account. A caller's gas/nonce
    // were meant for the smart account's call, so they are not reused for the owner's transaction.
    const data = encodeFunctionData({
      abi: accountAbi,
      functionName: 'execute',
      args: [tx.to as Hex, tx.value ? BigInt(tx.value) : 0n, (tx.data ?? '0x') as Hex],
    })
    return sendFromOwner({ to: smart.address, data })
  }

  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [shown]
    case 'personal_sign': {
      const [message, from] = personalSignParams.parse(params)
      checkFrom(from)
      return asShown(await account.signMessage({ message: isHex(message) ? { raw: message } : message }))
    }
    case 'eth_signTypedData_v4': {
      const [from, raw] = typedDataParams.parse(params)
      checkFrom(from)
      const typed = typedDataSchema.parse(typeof raw === 'string' ? JSON.parse(raw) : raw)
      const { EIP712Domain: _domain, ...types } = typed.types
      // A hex or decimal string chainId (already checked to be this chain) signs as the number.
      const domain =
        typed.domain?.chainId === undefined ? typed.domain : { ...typed.domain, chainId: toEvmChainNumber(String(typed.domain.chainId)) }
      return asShown(
        await account.signTypedData({ domain, types, primaryType: typed.primaryType, message: typed.message } as Parameters<
          LocalAccount['signTypedData']
        >[0]),
      )
    }
    case 'eth_sendTransaction': {
      const [tx] = z.tuple([txSchema]).parse(params)
      checkFrom(tx.from)
      return send(tx)
    }
    case 'wallet_sendCalls': {
      const calls = sendCallsParams.parse(params).flatMap((batch) => batch.calls)
      const hashes: Hex[] = []
      for (const call of calls) hashes.push(await send({ to: call.to, data: call.data, value: call.value }))
      return { id: hashes.join(',') }
    }
    case 'wallet_getCallsStatus': {
      const [id] = z.tuple([z.string()]).parse(params)
      const receipts = await Promise.all(id.split(',').map((hash) => rpcCall(chain.rpcUrl, 'eth_getTransactionReceipt', [hash])))
      const done = receipts.every((receipt) => receipt !== null)
      return {
        version: '2.0.0',
        id,
        chainId: toHex(chain.chainId),
        status: done ? 200 : 100,
        atomic: false,
        receipts: receipts.filter(Boolean),
      }
    }
    case 'wallet_getCapabilities':
      return {}
    case 'wallet_grantPermissions':
    case 'wallet_revokePermissions':
      throw new Error('Permissions need a smart account, which is not deployed on this network')
    default:
      if (readMethods.has(method)) return rpcCall(chain.rpcUrl, method, params ?? [])
      throw new FrameRefusal(RpcCallNotAllowedError.shortMessage, `unsupported method ${method}`)
  }
}
