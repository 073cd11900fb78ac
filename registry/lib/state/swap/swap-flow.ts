import { createStore } from 'zustand/vanilla'
import { formatCaipAddress } from '@/registry/lib/caip/format-caip-address'
import { parseCaipAddress } from '@/registry/lib/caip/parse-caip-address'
import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { fetchGasPrice } from '@/registry/lib/api/blockchain/fetch-gas-price'
import { fetchSwapTokens } from '@/registry/lib/api/blockchain/fetch-swap-tokens'
import { fetchTokenPrice } from '@/registry/lib/api/blockchain/fetch-token-price'
import type { SwapToken } from '@/registry/lib/api/blockchain/schemas/swap'
import { GasPriceUnsupportedNetworkError, SwapUnsupportedNetworkError } from '@/registry/lib/errors/swap-errors'
import { BaseError } from '@/registry/lib/errors/base'
import { InvalidDecimalNumberError } from '@/registry/lib/errors/decimal'
import { parseDecimal } from '@/registry/lib/evm/parse-decimal'
import { logger } from '@/registry/lib/logger/logger'
import type { WalletRequest } from '@/registry/lib/connectors/connector-interface'
import { INPUT_DEBOUNCE_MS } from '@/registry/lib/state/modal/input-debounce'
import { sendSwapTransaction } from '@/registry/lib/state/swap/swap-transaction'
import { isNativeToken, nativeTokenAddress, prepareSwapQuote, type SwapQuote } from '@/registry/lib/state/swap/swap-quote'

export type SwapStatus = 'idle' | 'loading' | 'ready' | 'error'
export type SwapSubmitStatus = 'idle' | 'approving' | 'swapping' | 'success' | 'error'

export type SwapFlowState = {
  /** Token list and gas price. */
  status: SwapStatus
  tokens: readonly SwapToken[]
  from: SwapToken | undefined
  to: SwapToken | undefined
  /** What the user typed, in `from` units. */
  amount: string
  quoteStatus: SwapStatus
  quote: SwapQuote | undefined
  submitStatus: SwapSubmitStatus
  /** What the account holds of `from` (base units), when the balances know it. */
  balance: bigint | undefined
  txHash: `0x${string}` | undefined
  /** The error behind the current 'error' status; views turn it into text with toUserMessage. */
  error: unknown
}

export type SwapFlowDependencies = {
  getApi: () => Promise<BlockchainApiClient>
  /** The connected EVM account as CAIP-10, or undefined. */
  getAccount: () => string | undefined
  /** EIP-1193 request of the active EVM connector. */
  getRequest: () => WalletRequest | undefined
  /** What the account holds of a token, when known (base units). */
  getBalance?: ((token: SwapToken) => bigint | undefined) | undefined
  /** Called after a swap lands (e.g. reload balances). */
  onSwapped?: (() => void) | undefined
  /** Typing pause before a quote; INPUT_DEBOUNCE_MS (SPEC §9) unless a test passes its own. */
  debounceMs?: number | undefined
  /** How often an open view refreshes its quote. */
  refreshMs?: number | undefined
  /** How long a sent approval or swap is awaited; SPEC §9: 25000 ms (the send-swap default). */
  receiptTimeoutMs?: number | undefined
}

const initialState: SwapFlowState = {
  status: 'idle',
  tokens: [],
  from: undefined,
  to: undefined,
  amount: '',
  quoteStatus: 'idle',
  quote: undefined,
  submitStatus: 'idle',
  balance: undefined,
  txHash: undefined,
  error: undefined,
}

/**
 * The swap flow (SPEC §7 convert endpoints): token list, debounced quotes that a newer input
 * cancels, price impact and network fee, approval when the allowance is short, then the swap
 * sent through the connected wallet. The quote refreshes while the flow is open.
 *
 * @example
 * const swap = createSwapFlow({ getApi, getAccount, getRequest })
 * await swap.open(); swap.setAmount('0.5'); await swap.submit()
 */
export function createSwapFlow(deps: SwapFlowDependencies) {
  const store = createStore<SwapFlowState>()(() => initialState)
  const debounceMs = deps.debounceMs ?? INPUT_DEBOUNCE_MS
  const refreshMs = deps.refreshMs ?? 10_000
  let gasPrice = '0'
  let prices: Record<string, number> = {}
  let debounce: ReturnType<typeof setTimeout> | undefined
  let refresh: ReturnType<typeof setTimeout> | undefined
  let inFlight: AbortController | undefined
  let generation = 0

  async function open(): Promise<void> {
    close()
    const account = deps.getAccount()
    const opened = ++generation
    store.setState({ ...initialState, status: 'loading' })
    if (!account)
      return void store.setState({ status: 'error', error: new SwapUnsupportedNetworkError({ details: 'no connected EVM account' }) })
    try {
      const api = await deps.getApi()
      const chainId = parseCaipAddress(account).caipNetworkId
      const tokens = await fetchSwapTokens(api, { chainId }).catch((cause: unknown) => {
        throw cause instanceof BaseError && cause.code === SwapUnsupportedNetworkError.code
          ? cause
          : new SwapUnsupportedNetworkError({ cause, details: chainId })
      })
      if (tokens.length < 2) throw new SwapUnsupportedNetworkError({ details: chainId })
      const gas = await fetchGasPrice(api, { chainId }).catch((cause: unknown) => {
        throw cause instanceof BaseError && cause.code === GasPriceUnsupportedNetworkError.code
          ? cause
          : new GasPriceUnsupportedNetworkError({ cause, details: chainId })
      })
      gasPrice = gas.standard
      // Prices only value the fee and the impact: without them the swap still works.
      prices = await fetchTokenPrice(api, { addresses: tokens.map((t) => t.address) })
        .then(({ fungibles }) => Object.fromEntries(fungibles.map((f) => [f.address.toLowerCase(), f.price])))
        .catch((error: unknown) => (logger.warn('swap: token prices unavailable', error), {}))
      if (opened !== generation) return
      const from = tokens.find((t) => isNativeToken(t.address)) ?? tokens[0]
      const to = tokens.find((t) => t !== from)
      store.setState({ status: 'ready', tokens, from, to, balance: from ? deps.getBalance?.(from) : undefined })
    } catch (error) {
      if (opened === generation) store.setState({ status: 'error', error })
    }
  }

  function close(): void {
    generation++
    clearTimeout(debounce)
    clearTimeout(refresh)
    inFlight?.abort()
  }

  /** Re-reads the balance of `from` (after the balances reload). */
  function refreshBalance(): void {
    const { from } = store.getState()
    store.setState({ balance: from ? deps.getBalance?.(from) : undefined })
  }

  function schedule(): void {
    clearTimeout(debounce)
    inFlight?.abort()
    refreshBalance()
    const { amount, from, to } = store.getState()
    if (!from || !to || amount.trim() === '' || Number(amount) === 0)
      return void store.setState({ quoteStatus: 'idle', quote: undefined, error: undefined })
    try {
      // A swap sells a positive amount: '-1' is a decimal, but not one this input takes.
      if (parseDecimal(amount, from.decimals) < BigInt(0)) throw new InvalidDecimalNumberError({ value: amount })
    } catch (error) {
      return void store.setState({ quoteStatus: 'error', quote: undefined, error })
    }
    store.setState({ quoteStatus: 'loading', submitStatus: 'idle', error: undefined })
    debounce = setTimeout(() => void requote(false), debounceMs)
  }

  /** One quote for the current input; a newer input or close() cancels it. */
  async function requote(silent: boolean): Promise<void> {
    const { amount, from, to } = store.getState()
    const account = deps.getAccount()
    if (!from || !to || !account) return
    inFlight?.abort()
    const controller = (inFlight = new AbortController())
    if (!silent) store.setState({ quoteStatus: 'loading' })
    try {
      const api = await deps.getApi()
      const nativeAddress =
        store.getState().tokens.find((t) => isNativeToken(t.address))?.address ??
        formatCaipAddress({ caipNetworkId: parseCaipAddress(account).caipNetworkId, address: nativeTokenAddress })
      const quote = await prepareSwapQuote(api, {
        from,
        to,
        amount: parseDecimal(amount, from.decimals),
        userAddress: account,
        gasPrice,
        prices,
        nativeAddress,
        signal: controller.signal,
      })
      if (controller.signal.aborted) return
      store.setState({ quoteStatus: 'ready', quote, error: undefined })
      scheduleRefresh()
    } catch (error) {
      if (!controller.signal.aborted) store.setState({ quoteStatus: 'error', quote: undefined, error })
    }
  }

  // Re-armed after every quote, so a refresh never lands right after the quote the user is reading.
  function scheduleRefresh(): void {
    clearTimeout(refresh)
    refresh = setTimeout(() => {
      const { quoteStatus, submitStatus } = store.getState()
      if (quoteStatus === 'ready' && (submitStatus === 'idle' || submitStatus === 'error')) void requote(true)
    }, refreshMs)
  }

  function setAmount(amount: string): void {
    store.setState({ amount })
    schedule()
  }

  function select(side: 'from' | 'to', token: SwapToken): void {
    const other = side === 'from' ? store.getState().to : store.getState().from
    // Picking the other side's token swaps the pair rather than quoting a token against itself.
    if (other?.address === token.address) return flip()
    store.setState(side === 'from' ? { from: token } : { to: token })
    schedule()
  }

  function flip(): void {
    const { from, to } = store.getState()
    store.setState({ from: to, to: from })
    schedule()
  }

  /** Approves when needed, then swaps; the outcome lands in submitStatus and error. */
  async function submit(): Promise<void> {
    const request = deps.getRequest()
    const account = deps.getAccount()
    let { quote } = store.getState()
    if (!request || !account || !quote) return
    clearTimeout(debounce)
    inFlight?.abort()
    try {
      const user = parseCaipAddress(account).address
      if (quote.approval) {
        store.setState({ submitStatus: 'approving', error: undefined })
        await sendSwapTransaction(request, user, quote.approval, { timeout: deps.receiptTimeoutMs })
        await requote(true)
        quote = store.getState().quote
        if (!quote?.swap) throw store.getState().error ?? new SwapUnsupportedNetworkError({ details: 'no swap after approval' })
      }
      if (!quote.swap) return
      store.setState({ submitStatus: 'swapping', error: undefined })
      const txHash = await sendSwapTransaction(request, user, quote.swap, { timeout: deps.receiptTimeoutMs })
      store.setState({ submitStatus: 'success', txHash, amount: '', quote: undefined, quoteStatus: 'idle' })
      deps.onSwapped?.()
    } catch (error) {
      store.setState({ submitStatus: 'error', error })
    }
  }

  return {
    store,
    open,
    close,
    refreshBalance,
    setAmount,
    selectFrom: (t: SwapToken) => select('from', t),
    selectTo: (t: SwapToken) => select('to', t),
    flip,
    submit,
  }
}

export type SwapFlow = ReturnType<typeof createSwapFlow>
