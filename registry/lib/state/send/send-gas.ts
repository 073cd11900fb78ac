import type { StoreApi } from 'zustand/vanilla'
import type { Address } from 'viem'
import type { Network } from '@/registry/lib/chains/chain-types'
import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { BALANCE_RETRY_BLOCK_MS } from '@/registry/lib/state/balances/balances-store'
import { nativeTransferGas, tokenTransferGas } from '@/registry/lib/evm/transfer-gas'
import type { SendChains } from '@/registry/lib/state/send/send-chains'
import type { SendState } from '@/registry/lib/state/send/send-state'
import { amountUnits, isNativeBalance, tokenAddressOf } from '@/registry/lib/state/send/send-rules'

/** Send state's lastRetry (SPEC §3) blocks another gas price request for SPEC §9's retry block, the balances' 30 s. */
export const GAS_PRICE_RETRY_BLOCK_MS = BALANCE_RETRY_BLOCK_MS

export type SendGasContext = {
  store: StoreApi<SendState>
  chains: SendChains
  getApi: () => Promise<BlockchainApiClient>
  network: () => Network | undefined
  /** The sending account's address on the active namespace. */
  from: () => string | undefined
  now: () => number
  /** Whether the Send view is open: only then is a failed gas price asked again by itself. */
  running: () => boolean
}

/**
 * The send flow's fee side on EVM: the gas price (with its retry block), the gas units of what is
 * typed (late answers of older inputs dropped), and the fee in USD from the native balance's price.
 *
 * @example
 * const gas = createSendGas({ store, chains, getApi, network, from, now, running })
 * await gas.loadGasPrice()
 */
export function createSendGas(context: SendGasContext) {
  const { store } = context
  let estimateSequence = 0
  let gasRetry: ReturnType<typeof setTimeout> | undefined

  function updateGasInUsd(): void {
    const { gasPrice, gasUnits, tokenBalances } = store.getState()
    const native = tokenBalances.find(isNativeBalance)
    if (gasPrice === undefined || !native) return store.setState({ gasPriceInUSD: undefined })
    const decimals = Number(native.quantity.decimals)
    const fee = gasPrice * (gasUnits ?? BigInt(0))
    store.setState({ gasPriceInUSD: (Number(fee) / 10 ** decimals) * native.price })
  }

  async function loadGasPrice(): Promise<void> {
    const target = context.network()
    if (target?.chainNamespace !== 'eip155') return store.setState({ gasPrice: undefined, gasPriceInUSD: undefined })
    const { lastRetry } = store.getState()
    if (lastRetry !== undefined && context.now() - lastRetry < GAS_PRICE_RETRY_BLOCK_MS) return
    try {
      const [api, { fetchGasPrice }] = await Promise.all([context.getApi(), import('@/registry/lib/api/blockchain/fetch-gas-price')])
      const { standard } = await fetchGasPrice(api, { chainId: target.caipNetworkId })
      store.setState({ gasPrice: BigInt(standard), lastRetry: undefined })
      await estimate()
    } catch {
      // Without a gas price a native send is not allowed (SPEC §5); the view says why.
      store.setState({ gasPrice: undefined, lastRetry: context.now() })
      if (!context.running() || context.network()?.caipNetworkId !== target.caipNetworkId) return
      clearTimeout(gasRetry)
      gasRetry = setTimeout(() => (store.setState({ lastRetry: undefined }), void loadGasPrice()), GAS_PRICE_RETRY_BLOCK_MS)
    }
  }

  /** Re-estimates the gas units of what is typed; late answers of older inputs are dropped. */
  async function estimate(): Promise<void> {
    const target = context.network()
    const from = context.from()
    const { token, sendTokenAmount, receiverAddress } = store.getState()
    if (target?.chainNamespace !== 'eip155' || !from || !token) return
    const sequence = ++estimateSequence
    const amount = amountUnits(sendTokenAmount, Number(token.quantity.decimals))
    // Until there is a transfer to ask about, the typical figure: opening Send loads no chain code.
    if (!receiverAddress || amount === undefined) {
      store.setState({ gasUnits: isNativeBalance(token) ? nativeTransferGas : tokenTransferGas })
      return updateGasInUsd()
    }
    // A token address that does not parse is estimated as nothing; sending it shows the CAIP error.
    const units = await Promise.resolve()
      .then(() =>
        context.chains.estimateEvmGas({
          network: target,
          from: from as Address,
          to: receiverAddress as Address | undefined,
          amount,
          token: tokenAddressOf(token) as Address | undefined,
        }),
      )
      .catch(() => undefined)
    if (sequence !== estimateSequence || units === undefined) return
    store.setState({ gasUnits: units })
    updateGasInUsd()
  }

  return {
    updateGasInUsd,
    loadGasPrice,
    estimate,
    /** Drops a pending re-ask of the gas price (the view closed, or the network changed). */
    stopRetry: (): void => clearTimeout(gasRetry),
  }
}
