import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'

/**
 * How an app reaches the connected wallet of one namespace: the namespace, and the kit's one
 * provider for it. Each provider module exports its own (`eip155Wallet`, `solanaWallet`,
 * `bip122Wallet`, `polkadotWallet`), so an app that asks for one namespace bundles only that
 * namespace's code: a single function naming all four pulled @solana/web3.js, the Bitcoin and the
 * Polkadot code into every app that only wanted the EIP-1193 provider (4.1 to 196.6 KiB gzip).
 */
export type WalletProviderSource<Provider> = {
  readonly namespace: ChainNamespace
  get(kit: WalletKit): Provider
}
