import { z } from 'zod'
import type { Network } from '@/registry/lib/chains/chain-types'
import type { RequestArguments } from '@/registry/lib/connectors/connector-interface'
import { InvalidWalletResponseError } from '@/registry/lib/errors/connector'
import { InvalidSendInputError } from '@/registry/lib/errors/send'
import { isBitcoinAddress } from '@/registry/lib/bitcoin/is-bitcoin-address'
import { btcToSats } from '@/registry/lib/bitcoin/sats'

const reply = z.object({ txid: z.string().regex(/^[0-9a-fA-F]{64}$/) })

/**
 * Sends `amount` BTC to `to` through the connected wallet's transfer feature
 * (`bip122_sendTransfer`, the wallet-standard `bitcoin:sendTransfer`, amount in satoshis); the
 * wallet picks the inputs and the fee and broadcasts. The receiver must be an address of
 * `network` and the amount positive with at most 8 decimals, else InvalidSendInputError before
 * the wallet is asked. Resolves the txid.
 *
 * @example
 * const txid = await transferWithBitcoinWallet({ request, network: bitcoinTestnet, to: 'tb1q…', amount: '0.1' })
 */
export async function transferWithBitcoinWallet(parameters: {
  request: (args: RequestArguments) => Promise<unknown>
  network: Network
  to: string | undefined
  amount: string | undefined
}): Promise<string> {
  const { request, network, to, amount } = parameters
  const sats = btcToSats(amount)
  if (!isBitcoinAddress(to, network) || sats === undefined)
    throw new InvalidSendInputError({
      details: `Bitcoin send needs an address of ${network.caipNetworkId} and an amount of at most 8 decimals`,
    })
  const parsed = reply.safeParse(await request({ method: 'bip122_sendTransfer', params: { recipient: to, amount: sats.toString() } }))
  if (!parsed.success) throw new InvalidWalletResponseError('bip122_sendTransfer', { details: parsed.error.message })
  return parsed.data.txid.toLowerCase()
}
