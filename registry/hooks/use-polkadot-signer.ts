'use client'

import { useMemo } from 'react'
import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { getPolkadotSigner, type PolkadotSigner } from '@/registry/lib/state/provider/polkadot-signer'

/** The signer with the account it signs for now, as a value that changes when the account does. */
export type UsePolkadotSignerResult = PolkadotSigner & { connected: boolean }

/**
 * The connected Polkadot account as a @polkadot/api `Signer`: pass it as `{ signer }` to
 * `signAndSend(address, …)` or to `api.setSigner`. `signPayload` and `signRaw` reach whichever
 * Polkadot wallet the modal connected and sign only for `address`. A new value when the account
 * changes; calls while disconnected reject with 4900, a declined prompt with 4001.
 *
 * @example
 * const signer = usePolkadotSigner()
 * await api.tx.balances.transferKeepAlive(to, amount).signAndSend(signer.address!, { signer })
 */
export function usePolkadotSigner(): UsePolkadotSignerResult {
  const { kit } = useWalletKitContext('usePolkadotSigner')
  const address = useStore(kit.connection.store, (s) =>
    s.accounts.polkadot?.status === 'connected' ? s.accounts.polkadot.address : undefined,
  )
  return useMemo(() => {
    const signer = getPolkadotSigner(kit)
    return { address, connected: address !== undefined, signPayload: signer.signPayload, signRaw: signer.signRaw }
  }, [kit, address])
}
