'use client'

import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { getEip1193Provider, type Eip1193Provider } from '@/registry/lib/state/provider/eip1193-provider'

/** The namespaces with a provider the app can use; eip155 (EIP-1193) today. */
export type WalletProviderNamespace = 'eip155'

/**
 * The connected wallet as a provider for the app's own code. For eip155 it is the kit's EIP-1193
 * provider: one object for the page that always reaches the wallet connected on eip155 now
 * (injected, WalletConnect, the embedded wallet), for ethers' `BrowserProvider`, viem's `custom()`
 * or any EIP-1193 library. `eth_requestAccounts` opens the modal when nothing is connected.
 *
 * @example
 * const provider = useWalletProvider()
 * const signer = await new BrowserProvider(provider).getSigner()
 */
export function useWalletProvider(namespace: WalletProviderNamespace = 'eip155'): Eip1193Provider {
  const { kit } = useWalletKitContext('useWalletProvider')
  if (namespace !== 'eip155') throw new Error(`useWalletProvider: no provider for ${String(namespace)}`)
  return getEip1193Provider(kit)
}
