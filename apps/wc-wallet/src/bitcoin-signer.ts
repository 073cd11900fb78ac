import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { NETWORK, p2wpkh, TEST_NETWORK } from '@scure/btc-signer'
import { z } from 'zod'
import { base64 } from '@scure/base'
import { bip322MessageHash, signBip322 } from '../../btc-wallet/src/bip322'
import { PsbtRefusal, signPsbt, type PsbtSignRequest } from '../../btc-wallet/src/sign-psbt'
import { bitcoinTestChains } from '../../devnet/src/services/bitcoin-ledger'
import { WalletRpcError } from './handle-request'

/** Bitcoin mainnet's CAIP-2 reference: bc1 addresses there, tb1 on every test chain. */
const MAINNET = 'bip122:000000000019d6689c085ae165831e93'
const hexToBytes = (hex: string): Uint8Array => Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))

// Requests arrive from a remote dapp: parsed before the key touches them (WalletConnect's Bitcoin RPC shapes).
const signMessageParams = z.object({
  account: z.string().min(1),
  message: z.string(),
  address: z.string().min(1).optional(),
  protocol: z.enum(['ecdsa', 'bip322']).optional(),
})
const addressesParams = z.object({ account: z.string().min(1), intentions: z.array(z.string()).optional() })
const transferParams = z.object({
  account: z.string().min(1),
  recipientAddress: z.string().min(1),
  amount: z.string().regex(/^[1-9][0-9]*$/),
  memo: z.string().optional(),
  changeAddress: z.string().optional(),
})
const transferReply = z.object({ txid: z.string().regex(/^[0-9a-f]{64}$/) })
const psbtParams = z.object({
  account: z.string().min(1),
  psbt: z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'a base64 PSBT'),
  signInputs: z
    .array(
      z.object({
        address: z.string().min(1),
        index: z.number().int().nonnegative(),
        sighashTypes: z.array(z.number().int().nonnegative()).max(1).optional(),
      }),
    )
    .min(1),
  broadcast: z.boolean().optional(),
})

/** Groups the requested inputs by address and sighash, the shape the Devnet Bitcoin Wallet's signer takes. */
function signRequests(inputs: z.output<typeof psbtParams>['signInputs']): PsbtSignRequest[] {
  const groups = new Map<string, { address: string; signingIndexes: number[]; sigHash?: number | undefined }>()
  for (const { address, index, sighashTypes } of inputs) {
    const key = `${address}|${sighashTypes?.[0] ?? ''}`
    const group = groups.get(key) ?? { address, signingIndexes: [], sigHash: sighashTypes?.[0] }
    group.signingIndexes.push(index)
    groups.set(key, group)
  }
  return [...groups.values()]
}

export type BitcoinSigner = {
  /** The payment (P2WPKH) address on a bip122 chain (CAIP-2). */
  addressOn(chain: string): string
  /** Answers one bip122 session request on `chain`. */
  handle(chain: string, method: string, params: unknown): Promise<unknown>
}

/**
 * The wallet's Bitcoin side: one P2WPKH payment key (a devnet dev key, hex), BIP-322 "simple"
 * signatures built by the Devnet Bitcoin Wallet's code (apps/btc-wallet), answered as base64.
 * With devnet's services URL, sendTransfer records the transfer in its Bitcoin ledger stand-in
 * (test chains only), as the Devnet Bitcoin Wallet does. signPsbt signs the named inputs that
 * spend the payment key's output (with the Devnet Bitcoin Wallet's signer): an input of another
 * key is refused, never skipped; there is no node to broadcast to, so broadcast is refused.
 */
export function createBitcoinSigner(privateKeyHex: string, servicesUrl?: string): BitcoinSigner {
  const privateKey = hexToBytes(privateKeyHex)
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  const networkOf = (chain: string) => (chain === MAINNET ? NETWORK : TEST_NETWORK)
  const addressOn = (chain: string): string => p2wpkh(publicKey, networkOf(chain)).address ?? ''
  return {
    addressOn,
    async handle(chain, method, params) {
      const mine = addressOn(chain)
      if (method === 'sendTransfer') {
        const { account, recipientAddress, amount } = transferParams.parse(params)
        if (account !== mine) throw new WalletRpcError(4100, `No key for ${account}`)
        const ledgerChain = Object.entries(bitcoinTestChains).find(([, caip]) => caip === chain)?.[0]
        if (!servicesUrl || !ledgerChain) throw new WalletRpcError(4200, `No ledger for ${chain}`)
        const response = await fetch(new URL('/dev/bip122/transfer', servicesUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ chain: ledgerChain, from: mine, to: recipientAddress, amount }),
        })
        const body: unknown = await response.json()
        if (!response.ok)
          throw new WalletRpcError(
            -32000,
            z.object({ message: z.string() }).safeParse(body).data?.message ?? `transfer refused (${response.status})`,
          )
        return transferReply.parse(body)
      }
      if (method === 'signPsbt') {
        const parsed = psbtParams.safeParse(params)
        if (!parsed.success)
          throw new WalletRpcError(
            -32602,
            `Invalid PSBT request: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
          )
        const { account, psbt, signInputs, broadcast } = parsed.data
        if (account !== mine) throw new WalletRpcError(4100, `No key for ${account}`)
        if (broadcast) throw new WalletRpcError(4200, 'This wallet cannot broadcast: no Bitcoin node behind it')
        const owned = { address: mine, script: p2wpkh(publicKey, networkOf(chain)).script, privateKey }
        try {
          // A base64 string the regex lets through can still be badly padded: the signer sees no bytes then.
          const bytes = (() => {
            try {
              return base64.decode(psbt)
            } catch {
              throw new PsbtRefusal(-32602, 'Invalid PSBT: not base64')
            }
          })()
          return { psbt: base64.encode(signPsbt(bytes, signRequests(signInputs), [owned])) }
        } catch (error) {
          throw error instanceof PsbtRefusal ? new WalletRpcError(error.code, error.message) : error
        }
      }
      if (method === 'getAccountAddresses') {
        const { account, intentions } = addressesParams.parse(params)
        if (account !== mine) throw new WalletRpcError(4100, `Unknown Bitcoin account ${account}`)
        if (intentions?.length && !intentions.includes('payment')) return []
        return [{ address: mine, publicKey: bytesToHex(publicKey), path: "m/84'/1'/0'/0/0", intention: 'payment' }]
      }
      if (method === 'signMessage') {
        const { account, address, message, protocol } = signMessageParams.parse(params)
        if (account !== mine || (address !== undefined && address !== mine))
          throw new WalletRpcError(4100, `No key for ${address ?? account}`)
        if (protocol === 'ecdsa') throw new WalletRpcError(4200, 'Only BIP-322 signatures')
        return {
          address: mine,
          signature: signBip322(message, privateKey, publicKey, networkOf(chain)),
          messageHash: bytesToHex(bip322MessageHash(message)),
        }
      }
      throw new WalletRpcError(4200, `Unsupported method: ${method}`)
    },
  }
}
