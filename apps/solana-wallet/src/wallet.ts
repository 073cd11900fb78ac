import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { ed25519 } from '@noble/curves/ed25519'
import { Keypair, VersionedTransaction } from '@solana/web3.js'

export type SolanaWalletConfig = { secretKey: number[]; rpcUrl: string }
/** Where the wallet keeps whether this site is connected, so a reload restores it silently. */
export type SolanaWalletAuthorization = { read(): boolean; write(connected: boolean): void }

const chains = ['solana:mainnet', 'solana:devnet', 'solana:testnet'] as const
// Wallet-standard icons are base64 data URIs.
const icon =
  `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#14f195"/><path d="M8 11h14l2-3H10zm0 7h14l2-3H10zm0 7h14l2-3H10z" fill="#1b1b1f"/></svg>')}` as const

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
 * The wallet object: one account (the configured key), signing with it, and sending through the
 * local SVM's JSON-RPC. `controls` lets a test decline the next request. With `authorization` it
 * remembers the site across reloads, as an extension does; without, every page load starts
 * disconnected.
 */
export function createSolanaWallet(config: SolanaWalletConfig, authorization?: SolanaWalletAuthorization) {
  const keypair = Keypair.fromSecretKey(Uint8Array.from(config.secretKey))
  const account: WalletAccount = {
    address: keypair.publicKey.toBase58(),
    publicKey: keypair.publicKey.toBytes(),
    chains,
    features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
  }
  const listeners = new Set<(props: { accounts?: readonly WalletAccount[] }) => void>()
  let connected = authorization?.read() ?? false
  let rejectNext = false
  const controls = { signed: 0, connected: () => connected, rejectNextRequest: () => void (rejectNext = true) }

  const guard = (): void => {
    if (rejectNext) {
      rejectNext = false
      throw new WalletError(4001, 'User rejected the request.')
    }
  }
  const emit = () => listeners.forEach((listener) => listener({ accounts: wallet.accounts }))

  function sign(bytes: Uint8Array): VersionedTransaction {
    guard()
    const transaction = VersionedTransaction.deserialize(bytes)
    transaction.sign([keypair])
    controls.signed++
    return transaction
  }

  async function sendRaw(transaction: VersionedTransaction): Promise<Uint8Array> {
    const response = await fetch(config.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [Buffer.from(transaction.serialize()).toString('base64'), { encoding: 'base64' }],
      }),
    })
    const body = (await response.json()) as { result?: string; error?: { code: number; message: string } }
    if (body.error) throw new WalletError(body.error.code, body.error.message)
    // The signature is the transaction's first signature; the RPC answers it base58-encoded.
    return transaction.signatures[0] as Uint8Array
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: 'Devnet Solana Wallet',
    icon,
    chains,
    get accounts() {
      return connected ? [account] : []
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          if (!connected && input?.silent) return { accounts: [] }
          if (!connected) guard()
          connected = true
          authorization?.write(true)
          emit()
          return { accounts: [account] }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          connected = false
          authorization?.write(false)
          emit()
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: (props: { accounts?: readonly WalletAccount[] }) => void) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: Array<{ message: Uint8Array }>) => {
          guard()
          return inputs.map(({ message }) => ({ signedMessage: message, signature: ed25519.sign(message, keypair.secretKey.slice(0, 32)) }))
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: Array<{ transaction: Uint8Array }>) =>
          inputs.map(({ transaction }) => ({ signedTransaction: sign(transaction).serialize() })),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (...inputs: Array<{ transaction: Uint8Array }>) => {
          const outputs: Array<{ signature: Uint8Array }> = []
          for (const { transaction } of inputs) outputs.push({ signature: await sendRaw(sign(transaction)) })
          return outputs
        },
      },
    },
  }
  return { wallet, controls }
}
