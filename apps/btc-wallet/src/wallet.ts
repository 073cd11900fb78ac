import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { NETWORK, p2tr, p2wpkh, TEST_NETWORK } from '@scure/btc-signer'
import { signBip322 } from './bip322'
import { PsbtRefusal, signPsbt, type OwnedKey } from './sign-psbt'

export type BitcoinWalletConfig = {
  /** Two 32-byte keys as hex: the payment (P2WPKH) and the ordinals (P2TR) account. */
  paymentKey: string
  ordinalsKey: string
  /** devnet's services URL: transfers go to its Bitcoin ledger (a stand-in, not a node). */
  servicesUrl: string
  /**
   * The addresses answered when a request names no chain: 'mainnet' (bc1) or 'test' (tb1, for
   * testnet, signet and regtest). A connect that names a chain gets that chain's addresses.
   */
  network: 'mainnet' | 'test'
  /** The fee rate the wallet pays, in sat/vB (default 2, a quiet test chain's). */
  feeRate?: number
}

/**
 * vsize of the transfer the wallet makes: one P2WPKH input, the recipient's output and a P2WPKH
 * change output (10.5 + 68 + 2 × 31 vB, rounded up). Like a real wallet, it pays rate × size on
 * top of the amount, so a transfer of the whole balance cannot pay its fee and is refused.
 */
export const TRANSFER_VSIZE = 141

/** Where the wallet remembers that the site is authorised (a real wallet keeps its trusted sites). */
export type Authorization = { get(): boolean; set(authorised: boolean): void }

type Purpose = 'payment' | 'ordinals'
export type BitcoinWalletAccount = { address: string; publicKey: string; purpose: Purpose }

const chains = ['bitcoin:mainnet', 'bitcoin:testnet', 'bitcoin:signet', 'bitcoin:regtest'] as const
const icon =
  `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#f7931a"/><path d="M12 8h7a4 4 0 0 1 1 7.9A4.5 4.5 0 0 1 19 24h-7zm3 3v3h3a1.5 1.5 0 0 0 0-3zm0 6v4h3.5a2 2 0 0 0 0-4z" fill="#fff"/></svg>')}` as const
const hexToBytes = (hex: string): Uint8Array => Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))

/** A wallet refusal in the EIP-1193 shape wallets use (the connector maps code 4001). */
class WalletError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

/**
 * The Devnet Bitcoin Wallet: a wallet-standard wallet with a payment (P2WPKH) and an ordinals
 * (P2TR) account from fixed dev keys (@scure/btc-signer), BIP-322 message signatures, and
 * transfers recorded in devnet's Bitcoin ledger, paying a fee of feeRate × TRANSFER_VSIZE. `controls` lets a test decline the next request.
 */
export function createBitcoinWallet(config: BitcoinWalletConfig, authorization?: Authorization) {
  const paymentKey = hexToBytes(config.paymentKey)
  const ordinalsKey = hexToBytes(config.ordinalsKey)
  const paymentPublic = secp256k1.getPublicKey(paymentKey, true)
  const ordinalsPublic = secp256k1.getPublicKey(ordinalsKey, true).slice(1)
  // Like real wallets, the same keys give bc1 addresses on mainnet and tb1 ones on the test chains.
  const keysFor = (network: typeof NETWORK): Array<BitcoinWalletAccount & { key: OwnedKey }> => {
    const pay = p2wpkh(paymentPublic, network)
    const ord = p2tr(ordinalsPublic, undefined, network)
    return [
      {
        address: pay.address ?? '',
        publicKey: bytesToHex(paymentPublic),
        purpose: 'payment',
        key: { address: pay.address ?? '', script: pay.script, privateKey: paymentKey },
      },
      {
        address: ord.address ?? '',
        publicKey: bytesToHex(ordinalsPublic),
        purpose: 'ordinals',
        key: { address: ord.address ?? '', script: ord.script, privateKey: ordinalsKey },
      },
    ]
  }
  const byNetwork = { mainnet: keysFor(NETWORK), test: keysFor(TEST_NETWORK) }
  const networkOf = (chain: string | undefined): 'mainnet' | 'test' =>
    chain === undefined ? config.network : chain === 'bitcoin:mainnet' ? 'mainnet' : 'test'
  const publicAccount = ({ address, publicKey, purpose }: BitcoinWalletAccount): BitcoinWalletAccount => ({ address, publicKey, purpose })
  const accounts: BitcoinWalletAccount[] = byNetwork[config.network].map(publicAccount)
  const owned = [...byNetwork.mainnet, ...byNetwork.test]
  const features = ['bitcoin:signMessage', 'bitcoin:sendTransfer', 'bitcoin:signTransaction'] as const
  const standardAccounts: WalletAccount[] = owned.map((a) => ({ address: a.address, publicKey: hexToBytes(a.publicKey), chains, features }))
  let connected = authorization?.get() ?? false
  const setConnected = (value: boolean): void => {
    connected = value
    authorization?.set(value)
  }
  const transferFee = BigInt(Math.ceil((config.feeRate ?? 2) * TRANSFER_VSIZE))
  let rejectNext = false
  const controls = { signed: 0, accounts, transferFee, connected: () => connected, rejectNextRequest: () => void (rejectNext = true) }
  const guard = (): void => {
    if (rejectNext) {
      rejectNext = false
      throw new WalletError(4001, 'User rejected the request.')
    }
  }
  const paymentOn = (chain: string | undefined): BitcoinWalletAccount => byNetwork[networkOf(chain)][0] as BitcoinWalletAccount

  const wallet: Wallet = {
    version: '1.0.0',
    name: 'Devnet Bitcoin Wallet',
    icon,
    chains,
    get accounts() {
      return connected ? standardAccounts : []
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async (input?: { purposes?: Purpose[]; silent?: boolean; chain?: string }) => {
          if (!connected && input?.silent) return { accounts: [] }
          if (!connected) guard()
          setConnected(true)
          const purposes = input?.purposes ?? ['payment']
          return { accounts: byNetwork[networkOf(input?.chain)].filter((a) => purposes.includes(a.purpose)).map(publicAccount) }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => setConnected(false),
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: async (input: { address: string; message: string }) => {
          guard()
          const network =
            byNetwork.mainnet[0]?.address === input.address
              ? NETWORK
              : byNetwork.test[0]?.address === input.address
                ? TEST_NETWORK
                : undefined
          if (!network) throw new WalletError(4100, `No key for ${input.address}`)
          controls.signed++
          return { address: input.address, signature: signBip322(input.message, paymentKey, paymentPublic, network), protocol: 'bip322' }
        },
      },
      // The wallet-standard PSBT feature: PSBT bytes, and per account the input indexes to sign (and a sighash).
      'bitcoin:signTransaction': {
        version: '1.0.0',
        signTransaction: async (input: {
          psbt: Uint8Array
          inputsToSign: Array<{ account: { address: string }; signingIndexes: number[]; sigHash?: number }>
        }) => {
          guard()
          if (!(input?.psbt instanceof Uint8Array)) throw new WalletError(-32602, 'Invalid PSBT: expected bytes')
          try {
            const requests = (input.inputsToSign ?? []).map((i) => ({
              address: i.account?.address,
              signingIndexes: i.signingIndexes ?? [],
              sigHash: i.sigHash,
            }))
            const signedPsbt = signPsbt(
              input.psbt,
              requests,
              owned.map((a) => a.key),
            )
            controls.signed++
            return { signedPsbt }
          } catch (error) {
            throw error instanceof PsbtRefusal ? new WalletError(error.code, error.message) : error
          }
        },
      },
      'bitcoin:sendTransfer': {
        version: '1.0.0',
        sendTransfer: async (input: { chain?: string; recipients: Array<{ address: string; amount: string }> }) => {
          guard()
          const payment = paymentOn(input.chain)
          const [recipient] = input.recipients
          if (!recipient || input.recipients.length !== 1) throw new WalletError(-32602, 'One recipient per transfer')
          const response = await fetch(new URL('/dev/bip122/transfer', config.servicesUrl), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              chain: input.chain ?? 'bitcoin:regtest',
              from: payment.address,
              to: recipient.address,
              amount: recipient.amount,
              fee: transferFee.toString(),
            }),
          })
          const body = (await response.json()) as { txid?: string; message?: string }
          if (!response.ok || !body.txid) throw new WalletError(-32000, body.message ?? `transfer refused (${response.status})`)
          return { txid: body.txid }
        },
      },
    },
  }
  // A transfer made in the wallet itself (as a user would in the wallet's own window).
  const send = (to: string, sats: string): Promise<unknown> =>
    (wallet.features['bitcoin:sendTransfer'] as { sendTransfer(input: unknown): Promise<unknown> }).sendTransfer({
      chain: 'bitcoin:regtest',
      recipients: [{ address: to, amount: sats }],
    })
  return { wallet, controls: Object.assign(controls, { send }) }
}
