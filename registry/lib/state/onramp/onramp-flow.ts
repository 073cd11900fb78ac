import { createStore } from 'zustand/vanilla'
import { parseCaipAddress } from '@/registry/lib/caip/parse-caip-address'
import { parseCaipNetworkId } from '@/registry/lib/caip/parse-caip-network-id'
import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { generateOnrampUrl } from '@/registry/lib/api/blockchain/generate-onramp-url'
import { getOnrampOptions } from '@/registry/lib/api/blockchain/get-onramp-options'
import { getOnrampQuote } from '@/registry/lib/api/blockchain/get-onramp-quote'
import type { OnrampQuote, PaymentCurrency, PurchaseCurrency } from '@/registry/lib/api/blockchain/schemas/onramp'
import { OnrampUrlError } from '@/registry/lib/errors/onramp-errors'
import { logger } from '@/registry/lib/logger/logger'
import { INPUT_DEBOUNCE_MS } from '@/registry/lib/state/modal/input-debounce'
import { fetchOnrampPurchases, purchaseOutcome } from '@/registry/lib/state/onramp/onramp-purchase'

/** Where a purchase stands: checkout opening, paid and awaited, arrived, or refused. */
export type OnrampPurchaseStatus = 'idle' | 'opening' | 'pending' | 'done' | 'failed'

export type OnrampProvider = { id: 'coinbase'; name: string; feeRange: string }
/** The providers the blockchain API generates checkout URLs for. */
export const onrampProviders: readonly OnrampProvider[] = [{ id: 'coinbase', name: 'Coinbase', feeRange: '1-2%' }]

/** A popup the flow can point at the provider and watch. */
export type PurchaseWindow = { location: { href: string }; readonly closed: boolean; close(): void }

export type OnrampFlowState = {
  status: 'idle' | 'loading' | 'ready'
  /** The service's options failed and SPEC §8's defaults stand in. */
  usingDefaults: boolean
  paymentCurrencies: readonly PaymentCurrency[]
  purchaseCurrencies: readonly PurchaseCurrency[]
  paymentCurrency: PaymentCurrency | undefined
  purchaseCurrency: PurchaseCurrency | undefined
  paymentMethod: string
  amount: string
  /** Set when the amount is outside the payment method's limits (or no number). */
  amountLimits: { min: string; max: string } | undefined
  amountValid: boolean
  quoteStatus: 'idle' | 'loading' | 'ready'
  quote: OnrampQuote | undefined
  /** The quote is SPEC §8's mocked fallback, shown as an estimate. */
  quoteIsEstimate: boolean
  purchase: OnrampPurchaseStatus
  purchased: { amount: string | undefined; symbol: string | undefined } | undefined
  error: unknown
}

export type OnrampNetwork = { caipNetworkId: string; name: string; nativeCurrency: { name: string; symbol: string } }

export type OnrampFlowDependencies = {
  getApi: () => Promise<BlockchainApiClient>
  /** Connected account as CAIP-10. */
  getAccount: () => string | undefined
  getNetwork: () => OnrampNetwork | undefined
  /** Opens the (blank) checkout popup; called synchronously inside the click so no blocker stops it. */
  openWindow: () => PurchaseWindow | null
  onPurchased?: (() => void) | undefined
  /** Back to Account after the purchase settles. */
  returnToAccount?: (() => void) | undefined
  /** Typing pause before a quote; INPUT_DEBOUNCE_MS (SPEC §9) unless a test passes its own. */
  debounceMs?: number | undefined
  pollMs?: number | undefined
  /** How long a settled purchase stays on screen before Account returns. */
  returnDelayMs?: number | undefined
}

const initialState: OnrampFlowState = {
  status: 'idle',
  usingDefaults: false,
  paymentCurrencies: [],
  purchaseCurrencies: [],
  paymentCurrency: undefined,
  purchaseCurrency: undefined,
  paymentMethod: 'card',
  amount: '',
  amountLimits: undefined,
  amountValid: false,
  quoteStatus: 'idle',
  quote: undefined,
  quoteIsEstimate: false,
  purchase: 'idle',
  purchased: undefined,
  error: undefined,
}

const amountPattern = /^\d+(\.\d{1,2})?$/

/** The chain reference of a network's CAIP-2 id ('1' of 'eip155:1'); 'Invalid CAIP-2 network id' otherwise. */
const referenceOf = (network: OnrampNetwork | undefined): string | undefined =>
  network ? parseCaipNetworkId(network.caipNetworkId).chainId : undefined

/** The chain's native coin as a purchase currency, when the service offers nothing for this chain. */
function nativePurchaseCurrency(network: OnrampNetwork, chainId: string): PurchaseCurrency {
  const { name, symbol } = network.nativeCurrency
  return {
    id: symbol,
    name,
    symbol,
    networks: [{ name: network.name.toLowerCase(), display_name: network.name, chain_id: chainId, contract_address: '' }],
  }
}

/**
 * The on-ramp flow (SPEC §3, §7, §8): options (or the SPEC defaults), amount within the payment
 * method's limits, a debounced quote (or the mocked estimate), then the provider's checkout in a
 * popup; the purchase is followed through history's on-ramp entries until it settles.
 *
 * @example
 * const onramp = createOnrampFlow({ getApi, getAccount, getNetwork, openWindow })
 * await onramp.open(); onramp.setAmount('100'); onramp.buy()
 */
export function createOnrampFlow(deps: OnrampFlowDependencies) {
  const store = createStore<OnrampFlowState>()(() => initialState)
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let debounce: ReturnType<typeof setTimeout> | undefined
  let generation = 0
  let quoteGeneration = 0
  const later = (ms: number, task: () => void) => {
    const timer = setTimeout(() => (timers.delete(timer), task()), ms)
    timers.add(timer)
  }

  async function open(): Promise<void> {
    close()
    const opened = ++generation
    const network = deps.getNetwork()
    let chainId: string | undefined
    try {
      chainId = referenceOf(network)
    } catch (error) {
      return void store.setState({ ...initialState, error })
    }
    store.setState({ ...initialState, status: 'loading' })
    const api = await deps.getApi()
    const options = await getOnrampOptions(api)
    if (opened !== generation) return
    const usingDefaults = options.purchaseCurrencies.length === 0
    const offered = options.purchaseCurrencies.filter((c) => c.networks.some((n) => n.chain_id === chainId))
    const purchaseCurrencies =
      offered.length > 0 ? offered : network && chainId !== undefined ? [nativePurchaseCurrency(network, chainId)] : []
    const paymentCurrency = options.paymentCurrencies.find((c) => c.id === 'USD') ?? options.paymentCurrencies[0]
    store.setState({
      status: 'ready',
      usingDefaults,
      paymentCurrencies: options.paymentCurrencies,
      purchaseCurrencies,
      paymentCurrency,
      purchaseCurrency: purchaseCurrencies[0],
    })
  }

  function close(): void {
    generation++
    quoteGeneration++
    clearTimeout(debounce)
    for (const timer of timers) clearTimeout(timer)
    timers.clear()
  }

  function limitsOf(state: OnrampFlowState) {
    return (
      state.paymentCurrency?.payment_method_limits.find((l) => l.id === state.paymentMethod) ??
      state.paymentCurrency?.payment_method_limits[0]
    )
  }

  function requote(): void {
    clearTimeout(debounce)
    const state = store.getState()
    const limits = limitsOf(state)
    const value = Number(state.amount)
    const valid =
      amountPattern.test(state.amount.trim()) && limits !== undefined && value >= Number(limits.min) && value <= Number(limits.max)
    const amountLimits = limits && state.amount.trim() !== '' && !valid ? { min: limits.min, max: limits.max } : undefined
    const mine = ++quoteGeneration
    store.setState({ amountValid: valid, amountLimits, quote: undefined, quoteIsEstimate: false, quoteStatus: valid ? 'loading' : 'idle' })
    if (!valid || !state.paymentCurrency || !state.purchaseCurrency) return
    const { paymentCurrency, purchaseCurrency, amount } = state
    let reference: string | undefined
    try {
      reference = referenceOf(deps.getNetwork())
    } catch (error) {
      return void store.setState({ quoteStatus: 'idle', error })
    }
    const network = purchaseCurrency.networks.find((n) => n.chain_id === reference) ?? purchaseCurrency.networks[0]
    debounce = setTimeout(async () => {
      const api = await deps.getApi()
      const quote = await getOnrampQuote(api, { purchaseCurrency, paymentCurrency, amount: amount.trim(), network: network?.name ?? '' })
      if (mine === quoteGeneration) store.setState({ quoteStatus: 'ready', quote, quoteIsEstimate: quote.quoteId === 'mocked-quote-id' })
    }, deps.debounceMs ?? INPUT_DEBOUNCE_MS)
  }

  function setAmount(amount: string): void {
    store.setState({ amount })
    requote()
  }

  function selectPaymentCurrency(id: string): void {
    store.setState((s) => ({ paymentCurrency: s.paymentCurrencies.find((c) => c.id === id) ?? s.paymentCurrency }))
    requote()
  }

  function selectPurchaseCurrency(id: string): void {
    store.setState((s) => ({ purchaseCurrency: s.purchaseCurrencies.find((c) => c.id === id) ?? s.purchaseCurrency }))
    requote()
  }

  function selectPaymentMethod(id: string): void {
    store.setState({ paymentMethod: id })
    requote()
  }

  /** Opens the checkout for the current quote. Call it from the click handler: the popup opens at once. */
  function buy(): void {
    const state = store.getState()
    const account = deps.getAccount()
    const network = deps.getNetwork()
    if (!account || !network || !state.quote || !state.purchaseCurrency || state.purchase === 'opening' || state.purchase === 'pending')
      return
    let parsed: { address: string; chainId: string; reference: string }
    try {
      // Checked before the popup opens: a malformed account or network opens no checkout.
      const { address } = parseCaipAddress(account)
      const { caipNetworkId, chainId: reference } = parseCaipNetworkId(network.caipNetworkId)
      parsed = { address, chainId: caipNetworkId, reference }
    } catch (error) {
      return void store.setState({ error })
    }
    const popup = deps.openWindow()
    const mine = generation
    store.setState({ purchase: 'opening', purchased: undefined, error: undefined })
    void start(popup, parsed, network, state, mine)
  }

  async function start(
    popup: PurchaseWindow | null,
    { address, chainId, reference }: { address: string; chainId: string; reference: string },
    network: OnrampNetwork,
    state: OnrampFlowState,
    mine: number,
  ): Promise<void> {
    const purchaseCurrency = state.purchaseCurrency as PurchaseCurrency
    const networkName = purchaseCurrency.networks.find((n) => n.chain_id === reference)?.name ?? network.name.toLowerCase()
    const api = await deps.getApi()
    try {
      // What history already holds, so the purchase is the first entry that is new.
      const known = new Set((await fetchOnrampPurchases(api, { account: address, chainId }).catch(() => [])).map((t) => t.id))
      const url = await generateOnrampUrl(api, {
        destinationWallets: [{ address, blockchains: [networkName], assets: [purchaseCurrency.symbol] }],
        partnerUserId: address,
        defaultNetwork: networkName,
        presetCryptoAmount: Number(state.quote?.purchaseAmount.amount),
        presetFiatAmount: Number(state.amount),
      })
      if (mine !== generation) return
      if (!popup) throw new OnrampUrlError({ details: 'the browser blocked the checkout window' })
      popup.location.href = url
      store.setState({ purchase: 'pending' })
      follow(api, popup, address, chainId, known, mine, 0)
    } catch (cause) {
      popup?.close()
      if (mine === generation)
        store.setState({ purchase: 'idle', error: cause instanceof OnrampUrlError ? cause : new OnrampUrlError({ cause }) })
    }
  }

  function follow(
    api: BlockchainApiClient,
    popup: PurchaseWindow,
    address: string,
    chainId: string,
    known: Set<string>,
    mine: number,
    closedPolls: number,
  ): void {
    later(deps.pollMs ?? 2_000, async () => {
      if (mine !== generation) return
      const entries = await fetchOnrampPurchases(api, { account: address, chainId }).catch(
        (error: unknown) => (logger.warn('on-ramp: history unavailable', error), []),
      )
      if (mine !== generation) return
      const entry = entries.find((t) => !known.has(t.id))
      const outcome = entry ? purchaseOutcome(entry) : undefined
      if (outcome && outcome.status !== 'pending') {
        store.setState({ purchase: outcome.status, purchased: { amount: outcome.amount, symbol: outcome.symbol } })
        if (outcome.status === 'done') deps.onPurchased?.()
        later(deps.returnDelayMs ?? 2_500, () => deps.returnToAccount?.())
        return
      }
      // A closed checkout with nothing recorded a few polls later was abandoned.
      const closed = popup.closed && !entry ? closedPolls + 1 : 0
      if (closed > 3) return void store.setState({ purchase: 'idle' })
      follow(api, popup, address, chainId, known, mine, closed)
    })
  }

  return { store, open, close, setAmount, selectPaymentCurrency, selectPurchaseCurrency, selectPaymentMethod, buy }
}

export type OnrampFlow = ReturnType<typeof createOnrampFlow>
