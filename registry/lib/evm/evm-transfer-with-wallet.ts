import { createClient, custom, type Address, type Client, type Hash } from 'viem'
import { buildTransferRequest } from '@/registry/lib/evm/build-transfer-request'
import { sendTransaction } from '@/registry/lib/evm/send-transaction'
import { waitForTransaction, type WaitForTransactionOutcome } from '@/registry/lib/evm/wait-for-transaction'

export type EvmWalletRequest = (args: {
  method: string
  params?: readonly unknown[] | Record<string, unknown> | undefined
}) => Promise<unknown>

export type TransferWithWalletParameters = {
  /** The connected wallet's EIP-1193 `request` (injected, WalletConnect or the embedded wallet). */
  request: EvmWalletRequest
  /** A node client of the same chain, for the receipt. */
  nodeClient: Client
  from: Address
  to: Address
  amount: bigint
  /** ERC-20 contract; absent for the native coin. */
  token?: Address | undefined
  /** How long to wait for the receipt, in ms (0: no limit). */
  timeout: number
}

/**
 * Asks the wallet to send a native or ERC-20 transfer, then waits for its receipt on the node.
 * The wallet prompt itself has no time limit: the user may take as long as they need.
 *
 * @example
 * const { hash, outcome } = await transferWithWallet({ request, nodeClient, from, to, amount: 1n, timeout: 25_000 })
 */
export async function transferWithWallet(
  parameters: TransferWithWalletParameters,
): Promise<{ hash: Hash; outcome: WaitForTransactionOutcome }> {
  const { request, nodeClient, from, to, amount, token, timeout } = parameters
  // retryCount 0: a declined or failed prompt must not pop up again.
  const wallet = createClient({ transport: custom({ request: request as Parameters<typeof custom>[0]['request'] }, { retryCount: 0 }) })
  const hash = await sendTransaction(wallet, buildTransferRequest({ from, to, amount, token }))
  const outcome = await waitForTransaction(nodeClient, { hash, timeout })
  return { hash, outcome }
}
