import { z } from 'zod'
import { bitcoinTestChains, type BitcoinLedger } from '../bitcoin-ledger'
import { HttpError, json, parseBody, type Route } from '../http'

const transferBody = z.object({
  chain: z.enum(Object.keys(bitcoinTestChains) as [keyof typeof bitcoinTestChains]),
  from: z.string().min(1),
  to: z.string().regex(/^(tb|bcrt)1[02-9ac-hj-np-z]{8,87}$/, 'a test-network bech32 address'),
  amount: z.string().regex(/^[1-9][0-9]*$/, 'satoshis as a decimal string'),
  // The fee the wallet pays on top (satoshis); a wallet that names none pays none.
  fee: z
    .string()
    .regex(/^(0|[1-9][0-9]*)$/, 'fee satoshis as a decimal string')
    .optional(),
})

/**
 * The Bitcoin ledger's write side, for the test wallet only: POST /dev/bip122/transfer moves
 * satoshis and takes the sender's fee (what a broadcast would do on a real chain) and answers a txid.
 */
export function bitcoinRoutes(ledger: BitcoinLedger): Route[] {
  return [
    {
      method: 'POST',
      path: '/dev/bip122/transfer',
      handle(ctx) {
        const body = parseBody(ctx, transferBody)
        try {
          const record = ledger.transfer({
            caipNetworkId: bitcoinTestChains[body.chain],
            from: body.from,
            to: body.to,
            amount: BigInt(body.amount),
            fee: BigInt(body.fee ?? '0'),
          })
          return json({ txid: record.txid })
        } catch (error) {
          throw new HttpError(400, error instanceof Error ? error.message : 'transfer refused')
        }
      },
    },
  ]
}
