'use client'

import { useCallback, useState } from 'react'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import type { SignPsbtResult } from '@/registry/lib/connectors/bitcoin-psbt'
import { signPsbt as sign, type SignPsbtParameters } from '@/registry/lib/state/connection/sign-psbt'

type SignPsbtState = { status: 'idle' | 'signing' | 'signed' | 'error'; result: SignPsbtResult | undefined; error: unknown }

/**
 * Has the connected Bitcoin wallet sign inputs of a PSBT (base64 or bytes); `result.psbt` is the
 * signed PSBT (base64), or `result.txid` when `broadcast` was asked. A malformed PSBT is an error
 * ('Invalid PSBT') before the wallet is asked.
 *
 * @example
 * const { signPsbt, result } = useSignPsbt(); await signPsbt({ psbt, signInputs: [{ index: 0 }] })
 */
export function useSignPsbt() {
  const { kit } = useWalletKitContext('useSignPsbt')
  const [state, setState] = useState<SignPsbtState>({ status: 'idle', result: undefined, error: undefined })
  const signPsbt = useCallback(
    async (parameters: SignPsbtParameters): Promise<SignPsbtResult | undefined> => {
      setState({ status: 'signing', result: undefined, error: undefined })
      try {
        const result = await sign(kit, parameters)
        setState({ status: 'signed', result, error: undefined })
        return result
      } catch (error) {
        setState({ status: 'error', result: undefined, error })
        return undefined
      }
    },
    [kit],
  )
  return { ...state, signPsbt }
}
