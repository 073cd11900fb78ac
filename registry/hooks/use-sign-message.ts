'use client'

import { useCallback, useState } from 'react'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { signMessage as sign } from '@/registry/lib/state/connection/sign-message'

type SignState = { status: 'idle' | 'signing' | 'signed' | 'error'; signature: string | undefined; error: unknown }

/**
 * Signs a message with the connected wallet, whichever connector it came through.
 *
 * @example
 * const { signMessage, signature, status } = useSignMessage(); await signMessage('hello')
 */
export function useSignMessage() {
  const { kit } = useWalletKitContext('useSignMessage')
  const [state, setState] = useState<SignState>({ status: 'idle', signature: undefined, error: undefined })
  const signMessage = useCallback(
    async (text: string): Promise<string | undefined> => {
      setState({ status: 'signing', signature: undefined, error: undefined })
      try {
        const signature = await sign(kit, text)
        setState({ status: 'signed', signature, error: undefined })
        return signature
      } catch (error) {
        setState({ status: 'error', signature: undefined, error })
        return undefined
      }
    },
    [kit],
  )
  return { ...state, signMessage }
}
