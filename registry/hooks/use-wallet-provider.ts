'use client'

import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { getBitcoinProvider, type BitcoinProvider } from '@/registry/lib/state/provider/bitcoin-provider'
import { getEip1193Provider, type Eip1193Provider } from '@/registry/lib/state/provider/eip1193-provider'
import { getPolkadotSigner, type PolkadotSigner } from '@/registry/lib/state/provider/polkadot-signer'
import { getSolanaSigner, type SolanaSigner } from '@/registry/lib/state/provider/solana-signer'

/** What the app gets for each namespace: what that ecosystem's own libraries take. */
export type WalletProviders = {
  eip155: Eip1193Provider
  solana: SolanaSigner
  bip122: BitcoinProvider
  polkadot: PolkadotSigner
}

/** The namespaces with a provider the app can use. */
export type WalletProviderNamespace = keyof WalletProviders

const providerOf: { [N in WalletProviderNamespace]: (kit: WalletKit) => WalletProviders[N] } = {
  eip155: getEip1193Provider,
  solana: getSolanaSigner,
  bip122: getBitcoinProvider,
  polkadot: getPolkadotSigner,
}

/**
 * The connected wallet of a namespace as the provider its ecosystem's libraries take: eip155 an
 * EIP-1193 provider (ethers' `BrowserProvider`, viem's `custom()`), solana a signer for
 * @solana/web3.js transactions, bip122 a PSBT and message provider, polkadot a @polkadot/api
 * `Signer`. One object per namespace for the page that always reaches the wallet connected there
 * now, so it can be held on to; the component renders again when that account changes. For a
 * value that changes with the account, use `useSolanaSigner`, `useBitcoinProvider` or
 * `usePolkadotSigner`.
 *
 * @example
 * const provider = useWalletProvider() // eip155
 * const solana = useWalletProvider('solana')
 * // later, in an event handler:
 * const signer = await new BrowserProvider(provider).getSigner()
 * const { signature } = await solana.signMessage('hello')
 */
export function useWalletProvider(): Eip1193Provider
export function useWalletProvider<N extends WalletProviderNamespace>(namespace: N): WalletProviders[N]
export function useWalletProvider(namespace: WalletProviderNamespace = 'eip155'): WalletProviders[WalletProviderNamespace] {
  const { kit } = useWalletKitContext('useWalletProvider')
  // Getters such as the signer's `publicKey` read the account now: render again when it changes.
  useStore(kit.connection.store, (s) => s.accounts[namespace]?.address)
  return providerOf[namespace](kit)
}
