import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { NETWORK, p2tr, p2wpkh, TEST_NETWORK } from '@scure/btc-signer'
import { signBip322 } from './bip322'

export type BitcoinWalletConfig = {
  /** Two 32-byte keys as hex: the payment (P2WPKH) and the ordinals (P2TR) account. */
  paymentKey: string
  ordinalsKey: string
  /** devnet's services URL: transfers go to its Bitcoin ledger (a stand-in, not a node). */
  servicesUrl: string
  /** 'bitcoin:mainnet' addresses (bc1) or test ones (tb1) for testnet, signet and regtest. */
  network: 'mainnet' | 'test'
}

/** Where the wallet remembers that the site is authorised (a real wallet keeps its trusted sites). */
export type Authorization = { get(): boolean; set(authorised: boolean): void }

type Purpose = 'payment' | 'ordinals'
export type BitcoinWalletAccount = { address: string; publicKey: string; purpose: Purpose }

const chains = ['bitcoin:mainnet', 'bitcoin:testnet', 'bitcoin:signet', 'bitcoin:regtest'] as const
const icon = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#f7931a"/><path d="M12 8h7a4 4 0 0 1 1 7.9A4.5 4.5 0 0 1 19 24h-7zm3 3v3h3a1.5 1.5 0 0 0 0-3zm0 6v4h3.5a2 2 0 0 0 0-4z" fill="#fff"/></svg>')}` as const
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
 * transfers recorded in devnet's Bitcoin ledger. `controls` lets a test decline the next request.
 */
export function createBitcoinWallet(config: BitcoinWalletConfig, authorization?: Authorization) {
  const network = config.network === 'mainnet' ? NETWORK : TEST_NETWORK
  const paymentKey = hexToBytes(config.paymentKey)
  const paymentPublic = secp256k1.getPublicKey(paymentKey, true)
  const ordinalsPublic = secp256k1.getPublicKey(hexToBytes(config.ordinalsKey), true).slice(1)
  const accounts: BitcoinWalletAccount[] = [
    { address: p2wpkh(paymentPublic, network).address ?? '', publicKey: bytesToHex(paymentPublic), purpose: 'payment' },
    { address: p2tr(ordinalsPublic, undefined, network).address ?? '', publicKey: bytesToHex(ordinalsPublic), purpose: 'ordinals' },
  ]
  const standardAccounts: WalletAccount[] = accounts.map((a) => ({ address: a.address, publicKey: hexToBytes(a.publicKey), chains, features: ['bitcoin:signMessage', 'bitcoin:sendTransfer'] }))
  let connected = authorization?.get() ?? false
  const setConnected = (value: boolean): void => {
    connected = value
    authorization?.set(value)
  }
  let rejectNext = false
  const controls = { signed: 0, accounts, connected: () => connected, rejectNextRequest: () => void (rejectNext = true) }
  const guard = (): void => {
    if (rejectNext) {
      rejectNext = false
      throw new WalletError(4001, 'User rejected the request.')
    }
  }
  const [payment] = accounts
  if (!payment) throw new Error('no payment account')

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
        connect: async (input?: { purposes?: Purpose[]; silent?: boolean }) => {
          if (!connected && input?.silent) return { accounts: [] }
          if (!connected) guard()
          setConnected(true)
          const purposes = input?.purposes ?? ['payment']
          return { accounts: accounts.filter((a) => purposes.includes(a.purpose)) }
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
          if (input.address !== payment.address) throw new WalletError(4100, `No key for ${input.address}`)
          controls.signed++
          return { address: payment.address, signature: signBip322(input.message, paymentKey, paymentPublic, network), protocol: 'bip322' }
        },
      },
      'bitcoin:sendTransfer': {
        version: '1.0.0',
        sendTransfer: async (input: { chain?: string; recipients: Array<{ address: string; amount: string }> }) => {
          guard()
          const [recipient] = input.recipients
          if (!recipient || input.recipients.length !== 1) throw new WalletError(-32602, 'One recipient per transfer')
          const response = await fetch(new URL('/dev/bip122/transfer', config.servicesUrl), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ chain: input.chain ?? 'bitcoin:regtest', from: payment.address, to: recipient.address, amount: recipient.amount }),
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
    (wallet.features['bitcoin:sendTransfer'] as { sendTransfer(input: unknown): Promise<unknown> }).sendTransfer({ chain: 'bitcoin:regtest', recipients: [{ address: to, amount: sats }] })
  return { wallet, controls: Object.assign(controls, { send }) }
}
