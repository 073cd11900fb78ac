import type { Address, Client } from 'viem'
import { estimateGas } from 'viem/actions'
import { buildTransferRequest } from '@/registry/lib/evm/build-transfer-request'
import { nativeTransferGas, tokenTransferGas } from '@/registry/lib/evm/transfer-gas'

export type EstimateTransferGasParameters = {
  from: Address
  to?: Address | undefined
  amount?: bigint | undefined
  token?: Address | undefined
}

/**
 * Gas units a transfer will use, asked of the node (eth_estimateGas). Before a receiver and
 * amount are known, or when the node refuses (e.g. the amount exceeds the balance), the typical
 * figure for the kind of transfer is returned, so the fee shown is never blank.
 *
 * @example
 * const gas = await estimateTransferGas(nodeClient, { from, to, amount: 1n })
 */
export async function estimateTransferGas(client: Client, { from, to, amount, token }: EstimateTransferGasParameters): Promise<bigint> {
  const typical = token ? tokenTransferGas : nativeTransferGas
  if (!to || amount === undefined || amount <= BigInt(0)) return typical
  const request = buildTransferRequest({ from, to, amount, token })
  try {
    return await estimateGas(client, { account: from, to: request.to, value: request.value, data: request.data })
  } catch {
    return typical
  }
}
