import { createWalletClient, http, type Hex, type LocalAccount } from 'viem'
import { z } from 'zod'

export type WalletChain = { chainId: number; rpcUrl: string }

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/) as z.ZodType<Hex>
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/) as z.ZodType<Hex>
// Requests arrive from a remote dapp: each method's params are parsed before the key touches them.
const schemas = {
  personal_sign: z.tuple([hex, address]).rest(z.unknown()),
  eth_signTypedData_v4: z.tuple([address, z.union([z.string(), z.record(z.string(), z.unknown())])]),
  eth_sendTransaction: z.tuple([z.object({ to: address, value: hex.optional(), data: hex.optional(), gas: hex.optional() }).loose()]),
  wallet_switchEthereumChain: z.tuple([z.object({ chainId: hex })]),
}

export class WalletRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/** Answers one session request with the dev account, on the chain the dapp addressed. */
export async function handleRequest(account: LocalAccount, chain: WalletChain, method: string, params: unknown): Promise<unknown> {
  switch (method) {
    case 'personal_sign': {
      const [message] = schemas.personal_sign.parse(params)
      return account.signMessage({ message: { raw: message } })
    }
    case 'eth_signTypedData_v4': {
      const [, raw] = schemas.eth_signTypedData_v4.parse(params)
      const typed = z
        .object({
          domain: z.record(z.string(), z.unknown()),
          types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
          primaryType: z.string(),
          message: z.record(z.string(), z.unknown()),
        })
        .parse(typeof raw === 'string' ? JSON.parse(raw) : raw)
      const { EIP712Domain: _domain, ...types } = typed.types
      return account.signTypedData({ ...typed, types } as Parameters<LocalAccount['signTypedData']>[0])
    }
    case 'eth_sendTransaction': {
      const [tx] = schemas.eth_sendTransaction.parse(params)
      const client = createWalletClient({ account, transport: http(chain.rpcUrl) })
      return client.sendTransaction({
        chain: null,
        to: tx.to,
        value: tx.value === undefined ? undefined : BigInt(tx.value),
        data: tx.data,
        gas: tx.gas === undefined ? undefined : BigInt(tx.gas),
      })
    }
    case 'eth_chainId':
      return `0x${chain.chainId.toString(16)}`
    case 'eth_accounts':
      return [account.address]
    default:
      throw new WalletRpcError(4200, `Unsupported method: ${method}`)
  }
}

export function parseSwitchChain(params: unknown): number {
  return Number(schemas.wallet_switchEthereumChain.parse(params)[0].chainId)
}
