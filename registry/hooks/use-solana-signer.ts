'use client'

import { useMemo } from 'react'
import { useStore } from 'zustand'
import type { PublicKey } from '@solana/web3.js'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { getSolanaSigner, type SolanaSigner } from '@/registry/lib/state/provider/solana-signer'

/** The signer's calls with the account they act for now, as a value that changes when the account does. */
export type UseSolanaSignerResult = Omit<SolanaSigner, 'publicKey'> & { publicKey: PublicKey | undefined; connected: boolean }

/**
 * The connected Solana wallet for the app's own @solana/web3.js code: `publicKey` plus
 * `signTransaction`, `signAllTransactions`, `signAndSendTransaction` and `signMessage`, the
 * shape wallet-adapter and Anchor's `Wallet` take. A new value when the account changes, so
 * effects and memos keyed on it rerun; calls while disconnected reject with 4900.
 *
 * @example
 * const { publicKey, signTransaction } = useSolanaSigner()
 * const signed = await signTransaction(transaction)
 * await connection.sendRawTransaction(signed.serialize())
 */
export function useSolanaSigner(): UseSolanaSignerResult {
  const { kit } = useWalletKitContext('useSolanaSigner')
  const address = useStore(kit.connection.store, (s) => (s.accounts.solana?.status === 'connected' ? s.accounts.solana.address : undefined))
  return useMemo(() => {
    const signer = getSolanaSigner(kit)
    return {
      publicKey: address ? signer.publicKey : undefined,
      connected: address !== undefined,
      signTransaction: signer.signTransaction,
      signAllTransactions: signer.signAllTransactions,
      signAndSendTransaction: signer.signAndSendTransaction,
      signMessage: signer.signMessage,
    }
  }, [kit, address])
}
