import type { Connection } from '@solana/web3.js'
import { buildSolTransfer } from '@/registry/lib/solana/build-sol-transfer'
import { buildSplTransfer } from '@/registry/lib/solana/build-spl-transfer'
import { sendWithWallet, type SolanaWalletRequest } from '@/registry/lib/solana/send-with-wallet'

export type SolanaTransferParameters = {
  connection: Connection
  request: SolanaWalletRequest
  from: string
  to: string | undefined
  amount: string | undefined
  /** The SPL token's mint and decimals; absent for SOL. */
  token?: { mint: string; decimals: number } | undefined
}

/**
 * Builds a SOL or SPL transfer, has the wallet sign and send it and waits for confirmation.
 * Input errors are 'Please enter a valid amount and receiver address', chain failures 'Failed to
 * send transaction. Please try again.' (SPEC §5, §8).
 *
 * @example
 * const signature = await transferWithSolanaWallet({ connection, request, from, to, amount: '0.1' })
 */
export async function transferWithSolanaWallet({
  connection,
  request,
  from,
  to,
  amount,
  token,
}: SolanaTransferParameters): Promise<string> {
  const transaction = token
    ? await buildSplTransfer(connection, { from, to, amount, mint: token.mint, decimals: token.decimals })
    : await buildSolTransfer(connection, { from, to, amount })
  return sendWithWallet(connection, request, transaction)
}
