'use client'

import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { eip155Wallet, type Eip1193Provider } from '@/registry/lib/state/provider/eip1193-provider'
import type { WalletProviderSource } from '@/registry/lib/state/provider/provider-source'

/**
 * The connected wallet of a namespace as the provider its ecosystem's libraries take. Without an
 * argument (or with `'eip155'`) the EIP-1193 provider (ethers' `BrowserProvider`, viem's
 * `custom()`); for another namespace pass its source from that namespace's provider module:
 * `solanaWallet` (a signer for @solana/web3.js transactions), `bip122Wallet` (PSBTs, messages,
 * transfers) or `polkadotWallet` (a @polkadot/api `Signer`). Passing the source, not a name, keeps
 * the other namespaces' code out of the app's bundle. One object per namespace for the page that
 * always reaches the wallet connected there now, so it can be held on to; the component renders
 * again when that account changes. For a value that changes with the account, use
 * `useSolanaSigner`, `useBitcoinProvider` or `usePolkadotSigner`.
 *
 * @example
 * const provider = useWalletProvider() // eip155
 * const solana = useWalletProvider(solanaWallet) // import { solanaWallet } from '@/lib/walletkit/state/provider/solana-signer'
 * // later, in an event handler:
 * const signer = await new BrowserProvider(provider).getSigner()
 * const { signature } = await solana.signMessage('hello')
 */
export function useWalletProvider(namespace?: 'eip155'): Eip1193Provider
export function useWalletProvider<Provider>(source: WalletProviderSource<Provider>): Provider
export function useWalletProvider<Provider>(source: WalletProviderSource<Provider> | 'eip155' = 'eip155'): Provider | Eip1193Provider {
  const { kit } = useWalletKitContext('useWalletProvider')
  const { namespace, get } = source === 'eip155' ? eip155Wallet : source
  // Getters such as the signer's `publicKey` read the account now: render again when it changes.
  useStore(kit.connection.store, (s) => s.accounts[namespace]?.address)
  return get(kit)
}
