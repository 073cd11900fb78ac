'use client'

import { useMemo } from 'react'
import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { getBitcoinProvider, type BitcoinProvider } from '@/registry/lib/state/provider/bitcoin-provider'

/** The provider's calls with the payment address they act for now, as a value that changes when the account does. */
export type UseBitcoinProviderResult = BitcoinProvider & { connected: boolean }

/**
 * The connected Bitcoin wallet for the app's own code: `getAddresses` (payment and ordinals),
 * `signMessage` (BIP-322), `signPsbt` and `sendTransfer`, whichever Bitcoin wallet the modal
 * connected. A new value when the account changes, so effects and memos keyed on it rerun; calls
 * while disconnected reject with 4900, a declined prompt with 4001.
 *
 * @example
 * const bitcoin = useBitcoinProvider()
 * const { signature } = await bitcoin.signMessage({ message: 'Sign in to example.com' })
 */
export function useBitcoinProvider(): UseBitcoinProviderResult {
  const { kit } = useWalletKitContext('useBitcoinProvider')
  const address = useStore(kit.connection.store, (s) => (s.accounts.bip122?.status === 'connected' ? s.accounts.bip122.address : undefined))
  return useMemo(() => {
    const provider = getBitcoinProvider(kit)
    return {
      address,
      connected: address !== undefined,
      getAddresses: provider.getAddresses,
      signMessage: provider.signMessage,
      signPsbt: provider.signPsbt,
      sendTransfer: provider.sendTransfer,
    }
  }, [kit, address])
}
