import { createStore } from 'zustand/vanilla'
import type { ChainNamespace } from '@/registry/lib/caip/types'
import type { Network } from '@/registry/lib/chains/types'
import type { BlockchainApiClient } from '@/registry/lib/api/blockchain/create-blockchain-api-client'
import { createEmitter } from '@/registry/lib/connectors/emitter'
import { InvalidSendInputError, SendTransactionError, SolanaSendTransactionError } from '@/registry/lib/errors/send'
import { toUserMessage } from '@/registry/lib/errors/to-user-message'
import type { Balances, TokenBalance } from '@/registry/lib/state/balances/balances-store'
import type { Connection } from '@/registry/lib/state/connection/connection-store'
import type { Networks } from '@/registry/lib/state/networks/networks-store'
import type { Router } from '@/registry/lib/state/modal/router-store'
import { INPUT_DEBOUNCE_MS } from '@/registry/lib/state/modal/input-debounce'
import type { Snackbar } from '@/registry/lib/state/modal/snackbar-store'
import { resolveReceiver, type ReceiverProfile } from '@/registry/lib/state/send/send-receiver'
import { createSendChains, type SendChains } from '@/registry/lib/state/send/send-chains'
import { initialSendState, type SendFlowEvents, type SendState } from '@/registry/lib/state/send/send-state'
import { createSendGas } from '@/registry/lib/state/send/send-gas'
import { submitTransfer } from '@/registry/lib/state/send/send-submit'
import {
  BITCOIN_MAX_FEE_RESERVE_SATS,
  SOLANA_FEE_LAMPORTS,
  TRANSACTION_STARTED_MESSAGE,
  assertSendInput,
  isNativeBalance,
  maxSendAmount,
} from '@/registry/lib/state/send/send-rules'
import { isUserRejection } from '@/registry/lib/errors/user-rejection'

export type SendFlowDependencies = {
  connection: Pick<Connection, 'store' | 'getActiveConnector'>
  networks: Pick<Networks, 'store' | 'getActiveNetwork'>
  balances: Pick<Balances, 'store' | 'load'>
  snackbar: Pick<Snackbar, 'showSuccess' | 'showError' | 'showLoading' | 'close'>
  router: Pick<Router, 'store' | 'push' | 'goBackTo'>
  getApi: () => Promise<BlockchainApiClient>
  /** Base URL of the blockchain API, whose node proxy the default chain access uses. */
  blockchainApiUrl: string
  /** Chain access; by default through the blockchain API's node proxy, loaded on first send. */
  chains?: SendChains | undefined
  now?: (() => number) | undefined
}

export { GAS_PRICE_RETRY_BLOCK_MS } from '@/registry/lib/state/send/send-gas'

/**
 * The send flow (SPEC §4): pick a token from the balances, type an amount (max keeps the fee
 * for the native coin) and a receiver (address or name), then submit through the connected
 * wallet. Submitting moves the modal to Account; success shows 'Transaction started' and resets,
 * a failure shows the SPEC text ('Something went wrong' on EVM and Bitcoin with SEND_ERROR,
 * 'Failed to send transaction. Please try again.' on Solana) and keeps the input; a declined
 * prompt is no error. Bitcoin (bip122) sends BTC through the wallet's transfer feature; the
 * last hash or txid stays in `lastTransaction`.
 *
 * @example
 * const flow = createSendFlow({ connection, networks, balances, snackbar, router, getApi })
 * const stop = flow.start()
 * flow.setAmount('0.1'); flow.setReceiver('0x…'); await flow.send()
 */
export function createSendFlow(dependencies: SendFlowDependencies) {
  const { connection, networks, balances, snackbar, router } = dependencies
  const now = dependencies.now ?? Date.now
  const chains = dependencies.chains ?? createSendChains(dependencies.getApi, dependencies.blockchainApiUrl)
  const store = createStore<SendState>()(initialSendState)
  const events = createEmitter<SendFlowEvents>()
  let lookup: { timer: ReturnType<typeof setTimeout> | undefined; sequence: number } = { timer: undefined, sequence: 0 }
  // While open, a failed gas price is asked again after its 30 s block (a native send recovers by itself).
  let running = false

  const namespace = (): ChainNamespace | undefined => networks.store.getState().activeNamespace
  const network = (): Network | undefined => networks.getActiveNetwork()
  const account = () => {
    const ns = namespace()
    return ns ? connection.store.getState().accounts[ns] : undefined
  }
  const accountType = () => account()?.preferredAccountType ?? account()?.allAccounts.find((a) => a.address === account()?.address)?.type
  const { updateGasInUsd, loadGasPrice, estimate, stopRetry } = createSendGas({
    store,
    chains,
    getApi: dependencies.getApi,
    network,
    from: () => account()?.address,
    now,
    running: () => running,
  })

  /** Balances of the active network into the send state, with the network's USD total. */
  function syncBalances(): void {
    const caipNetworkId = network()?.caipNetworkId
    const tokenBalances = balances.store.getState().balances.filter((b) => b.chainId === caipNetworkId)
    const networkBalanceInUSD = tokenBalances.reduce((sum, b) => sum + (b.value ?? Number(b.quantity.numeric) * b.price), 0)
    const current = store.getState().token
    const token =
      (current && tokenBalances.find((b) => b.symbol === current.symbol && b.address === current.address)) ??
      (current ? undefined : tokenBalances.find(isNativeBalance))
    store.setState({ tokenBalances, networkBalanceInUSD, token: token ?? current })
    updateGasInUsd()
    // The first balances pick the token: its transfer can be estimated now.
    if (!current && token) void estimate()
  }

  /** Call when the Send view opens; returns the stop for when it closes. */
  function start(): () => void {
    const loadBalances = () => {
      const caipNetworkId = network()?.caipNetworkId
      const address = account()?.address
      if (address && caipNetworkId) void balances.load({ address, caipNetworkId })
    }
    running = true
    syncBalances()
    loadBalances()
    void loadGasPrice()
    const offBalances = balances.store.subscribe(syncBalances)
    const offNetwork = networks.store.subscribe((state, previous) => {
      // The active network itself, not the map's identity: re-setting the same network keeps the picked token.
      const active = (s: typeof state) => s.activeNamespace && s.activeByNamespace[s.activeNamespace]
      if (active(state) === active(previous)) return
      store.setState({ token: undefined, gasPrice: undefined, gasUnits: undefined, lastRetry: undefined })
      stopRetry()
      syncBalances()
      void loadGasPrice()
    })
    // Another account (or the first one) has other balances and another gas check.
    const offAccount = connection.store.subscribe((state, previous) => {
      if (state.account?.address === previous.account?.address && state.activeNamespace === previous.activeNamespace) return
      store.setState({ token: undefined, gasUnits: undefined })
      loadBalances()
      void estimate()
    })
    return () => {
      offBalances()
      offNetwork()
      offAccount()
      clearTimeout(lookup.timer)
      running = false
      stopRetry()
    }
  }

  function setToken(token: TokenBalance): void {
    store.setState({ token, sendTokenAmount: undefined, gasUnits: undefined })
    updateGasInUsd()
    void estimate()
  }

  function setAmount(sendTokenAmount: string | undefined): void {
    store.setState({ sendTokenAmount })
    void estimate()
  }

  /** The fee Max keeps back for the native coin: Solana's signature fee, Bitcoin's reserve, or EVM gas price × units. */
  function nativeFee(): bigint {
    const { gasPrice, gasUnits } = store.getState()
    const ns = namespace()
    if (ns === 'solana') return SOLANA_FEE_LAMPORTS
    if (ns === 'bip122') return BITCOIN_MAX_FEE_RESERVE_SATS
    return (gasPrice ?? BigInt(0)) * (gasUnits ?? BigInt(0))
  }

  /** The whole balance, less the network fee for the native coin. */
  function setMax(): void {
    const { token } = store.getState()
    if (!token) return
    setAmount(maxSendAmount(token, isNativeBalance(token) ? nativeFee() : BigInt(0)))
  }

  /** An address is taken as typed (its identity is looked up); a name is resolved after a pause in typing. */
  function setReceiver(input: string): void {
    clearTimeout(lookup.timer)
    const sequence = ++lookup.sequence
    const value = input.trim()
    store.setState({
      receiverInput: input,
      receiverAddress: undefined,
      receiverProfileName: undefined,
      receiverProfileImageUrl: undefined,
      receiverError: undefined,
      resolvingReceiver: value !== '',
    })
    if (!value) return
    const apply = (profile: ReceiverProfile) => {
      if (sequence !== lookup.sequence) return
      store.setState({ ...profile, resolvingReceiver: false })
      void estimate()
    }
    const run = () =>
      resolveReceiver({ getApi: dependencies.getApi, network: network(), sender: account()?.address, input: value }).then(
        apply,
        (error: unknown) =>
          apply({
            receiverAddress: undefined,
            receiverProfileName: undefined,
            receiverProfileImageUrl: undefined,
            receiverError: toUserMessage(error),
          }),
      )
    lookup = { sequence, timer: setTimeout(run, INPUT_DEBOUNCE_MS) }
  }

  function reset(): void {
    clearTimeout(lookup.timer)
    lookup.sequence++
    const { tokenBalances, networkBalanceInUSD, gasPrice, lastRetry, lastTransaction } = store.getState()
    store.setState({
      ...initialSendState(),
      tokenBalances,
      networkBalanceInUSD,
      gasPrice,
      lastRetry,
      lastTransaction,
      token: tokenBalances.find(isNativeBalance),
    })
    updateGasInUsd()
  }

  /** Back to Account for the wallet prompt (SPEC §4: start, push Account view, submit). */
  function showAccount(): void {
    if (router.store.getState().history.includes('Account')) router.goBackTo('Account')
    else router.push('Account')
  }

  async function send(): Promise<void> {
    const ns = namespace()
    const state = store.getState()
    if (state.loading) return
    try {
      assertSendInput(ns, state)
    } catch (error) {
      snackbar.showError(toUserMessage(error))
      return
    }
    const target = network()
    const from = account()?.address
    const connector = ns ? connection.getActiveConnector(ns) : undefined
    const request = connector?.request
      ? (args: Parameters<NonNullable<typeof connector.request>>[0]) => connector.request?.(args) ?? Promise.reject(new Error('no request'))
      : undefined
    const token = state.token as TokenBalance
    store.setState({ loading: true })
    showAccount()
    try {
      if (!target || !from || !request || (ns !== 'eip155' && ns !== 'solana' && ns !== 'bip122'))
        throw new Error('no connected wallet for the active network')
      const hash = await submitTransfer({
        namespace: ns,
        chains,
        request,
        network: target,
        from,
        to: state.receiverAddress,
        amount: state.sendTokenAmount,
        token,
      })
      snackbar.showSuccess(TRANSACTION_STARTED_MESSAGE)
      events.emit('SEND_SUCCESS', { namespace: ns, hash, token: token.symbol })
      reset()
      store.setState({ lastTransaction: { namespace: ns, hash, caipNetworkId: target.caipNetworkId } })
      void balances.load({ address: from, caipNetworkId: target.caipNetworkId, forceUpdate: true })
    } catch (error) {
      store.setState({ loading: false })
      if (isUserRejection(error)) {
        snackbar.close()
        events.emit('SEND_REJECTED', { namespace: ns ?? 'eip155' })
        return
      }
      failed(ns, token, error)
    }
  }

  function failed(ns: ChainNamespace | undefined, token: TokenBalance, cause: unknown): void {
    const error =
      cause instanceof InvalidSendInputError || cause instanceof SolanaSendTransactionError
        ? cause
        : ns === 'solana'
          ? new SolanaSendTransactionError({ cause })
          : new SendTransactionError({ cause })
    snackbar.showError(error.shortMessage)
    if (!(error instanceof SendTransactionError)) return
    events.emit('SEND_ERROR', {
      namespace: ns ?? 'eip155',
      message: error.shortMessage,
      token: token.symbol,
      isSmartAccount: accountType() === 'smartAccount',
      address: account()?.address,
      network: network()?.caipNetworkId,
      amount: store.getState().sendTokenAmount,
    })
  }

  return { store, events, start, setToken, setAmount, setMax, setReceiver, send, reset, accountType }
}

export type SendFlow = ReturnType<typeof createSendFlow>
export type { SendFlowEvents, SendState }
