import type { Address } from 'viem'
import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { Network } from '@/registry/lib/chains/chain-types'
import type { TokenBalance } from '@/registry/lib/state/balances/balances-store'
import type { WalletRequest } from '@/registry/lib/connectors/connector-interface'
import type { SendChains } from '@/registry/lib/state/send/send-chains'
import { SENT_TRANSACTION_TIMEOUT_MS } from '@/registry/lib/evm/receipt-timeout'
import { amountUnits, tokenAddressOf } from '@/registry/lib/state/send/send-rules'

/**
 * Sends what the send state holds on the namespace's chain: EVM (native or ERC-20, awaiting the
 * receipt), Solana (SOL or SPL) or Bitcoin (BTC through the wallet's transfer feature). Resolves
 * the transaction hash (the txid on Bitcoin).
 *
 * @example
 * const hash = await submitTransfer({ namespace: 'bip122', chains, request, network, from, to, amount: '0.1', token })
 */
export function submitTransfer(parameters: {
  namespace: ChainNamespace
  chains: SendChains
  request: WalletRequest
  network: Network
  from: string
  to: string | undefined
  amount: string | undefined
  token: TokenBalance
}): Promise<string> {
  const { namespace, chains, request, network, from, to, amount, token } = parameters
  const tokenAddress = tokenAddressOf(token)
  if (namespace === 'bip122') return chains.sendBitcoin({ request, network, to, amount })
  if (namespace === 'solana')
    return chains.sendSolana({
      request,
      network,
      from,
      to,
      amount,
      token: tokenAddress ? { mint: tokenAddress, decimals: Number(token.quantity.decimals) } : undefined,
    })
  return chains.sendEvm({
    request,
    network,
    from: from as Address,
    to: to as Address,
    amount: amountUnits(amount, Number(token.quantity.decimals)) ?? BigInt(0),
    token: tokenAddress as Address | undefined,
    // SPEC §9: the receipt is awaited 25000 ms; the wallet's prompt itself has no timeout ("timeout 0").
    timeout: SENT_TRANSACTION_TIMEOUT_MS,
  })
}
