'use client'

import * as React from 'react'
import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { useBalanceRetryIn } from '@/registry/hooks/use-balances'
import { getSendFlow } from '@/registry/lib/state/send/get-send-flow'
import { exceedsBalance, isNativeBalance, isSendGasInsufficient } from '@/registry/lib/state/send/send-rules'

/**
 * The send flow of the provider's kit: SPEC §3 send state, what the view derives from it
 * (insufficient gas, amount above the balance, the explorer page of the last transfer), the
 * balances' loading and error, and the actions. The flow follows the balances and the network while a component uses the hook.
 *
 * @example
 * const { token, tokenBalances, setAmount, setReceiver, send } = useSend()
 */
export function useSend() {
  const { kit } = useWalletKitContext('useSend')
  const flow = getSendFlow(kit)
  const state = useStore(flow.store)
  const namespace = useStore(kit.networks.store, (s) => s.activeNamespace)
  const balancesLoading = useStore(kit.balances.store, (s) => s.loading)
  const balancesError = useStore(kit.balances.store, (s) => s.error)
  const balancesRetryIn = useBalanceRetryIn(kit.balances)
  const accountType = useStore(kit.connection.store, () => flow.accountType())
  React.useEffect(() => flow.start(), [flow])
  const native = state.tokenBalances.find(isNativeBalance)
  const explorer = useStore(
    kit.networks.store,
    (s) => s.networks.find((n) => n.caipNetworkId === state.lastTransaction?.caipNetworkId)?.blockExplorers?.default.url,
  )
  return {
    ...state,
    namespace,
    /** The block explorer page of the last transfer, when its network has an explorer. */
    lastTransactionUrl: state.lastTransaction && explorer ? `${explorer.replace(/\/$/, '')}/tx/${state.lastTransaction.hash}` : undefined,
    balancesLoading,
    balancesError,
    /** Seconds until `reloadBalances` may ask again after a failure (SPEC §8 30 s block); 0 when it would. */
    balancesRetryIn,
    insufficientGas: isSendGasInsufficient({ native, gasPrice: state.gasPrice, accountType }),
    /**
     * SPEC §5: an EVM native send needs the gas price. 'loading' while it is asked for, 'failed'
     * when the API gave none (the flow blocks the retry for 30 s); undefined when it is known or not needed.
     */
    gasPriceStatus: (namespace === 'eip155' && isNativeBalance(state.token) && state.gasPrice === undefined
      ? state.lastRetry === undefined
        ? 'loading'
        : 'failed'
      : undefined) as 'loading' | 'failed' | undefined,
    exceedsBalance: exceedsBalance(state.token, state.sendTokenAmount),
    setToken: flow.setToken,
    setAmount: flow.setAmount,
    setMax: flow.setMax,
    setReceiver: flow.setReceiver,
    send: flow.send,
    reloadBalances: () => {
      const { account } = kit.connection.store.getState()
      const caipNetworkId = kit.networks.getActiveNetwork()?.caipNetworkId
      if (account?.address && caipNetworkId) void kit.balances.load({ address: account.address, caipNetworkId })
    },
  }
}
