// @vitest-environment happy-dom

import { afterEach, describe, expect, test, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { SwapPanel, type SwapPanelState } from '@/registry/components/swap-view'
import type { SwapToken } from '@/registry/lib/api/blockchain/schemas/swap'
import { ExecutionRevertedError, TransactionConfirmationTimeoutError } from '@/registry/lib/errors/chain'
import { GasPriceUnsupportedNetworkError } from '@/registry/lib/errors/swap-errors'

afterEach(cleanup)

const token = (symbol: string, address: string, decimals: number): SwapToken => ({
  symbol,
  name: symbol,
  address: `eip155:31337:${address}`,
  decimals,
  logoUri: '',
})
const eth = token('ETH', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 18)
const dusd = token('DUSD', '0x5FbDB2315678afecb367f032d93F642f64180aa3', 6)
const tx = { to: '0x00000000000000000000000000000000000000aa', data: '0x', value: 0n, gas: 1n, gasPrice: 1n } as const
const state = (over: Partial<SwapPanelState> = {}): SwapPanelState => ({
  status: 'ready',
  tokens: [eth, dusd],
  from: eth,
  to: dusd,
  amount: '',
  quoteStatus: 'idle',
  quote: undefined,
  submitStatus: 'idle',
  balance: undefined,
  txHash: undefined,
  error: undefined,
  setAmount: vi.fn(),
  selectFrom: vi.fn(),
  selectTo: vi.fn(),
  flip: vi.fn(),
  submit: vi.fn(async () => {}),
  reload: vi.fn(async () => {}),
  ...over,
})
const submitButton = () => document.querySelector('[data-slot="swap-view-submit"]') as HTMLButtonElement

describe('SwapPanel', () => {
  test('default: nothing typed: the button asks for an amount and is disabled; typing calls setAmount', () => {
    const swap = state()
    render(<SwapPanel swap={swap} />)
    expect(submitButton().textContent).toBe('Enter an amount')
    expect(submitButton().disabled).toBe(true)
    fireEvent.change(screen.getByLabelText('Amount to swap'), { target: { value: '0.5' } })
    expect(swap.setAmount).toHaveBeenCalledWith('0.5')
  })

  test('parameters: quote: received amount, rate, impact, fee, the 1% slippage, and Swap submits', () => {
    const swap = state({
      amount: '1',
      quoteStatus: 'ready',
      quote: {
        fromAmount: 10n ** 18n,
        toAmount: 2_490_017_452n,
        priceImpact: 0.0039,
        networkFeeUsd: 0.16,
        slippage: 1,
        approval: undefined,
        swap: tx,
      },
    })
    render(<SwapPanel swap={swap} />)
    expect(document.querySelector('[data-slot="swap-view-receive-amount"]')?.textContent).toBe('2,490.017')
    expect(document.querySelector('[data-slot="swap-details-rate"]')?.textContent).toBe('1 ETH = 2,490.017 DUSD')
    expect(document.querySelector('[data-slot="swap-details-price-impact"]')?.textContent).toBe('0.39%')
    expect(document.querySelector('[data-slot="swap-details-network-fee"]')?.textContent).toBe('$0.16')
    expect(document.querySelector('[data-slot="swap-details-slippage"]')?.textContent).toBe('1.00%')
    fireEvent.click(submitButton())
    expect(swap.submit).toHaveBeenCalledOnce()
  })

  test('parameters: quote.approval: the button approves the token first', () => {
    render(
      <SwapPanel
        swap={state({
          from: dusd,
          to: eth,
          amount: '5',
          quoteStatus: 'ready',
          quote: {
            fromAmount: 5n,
            toAmount: 1n,
            priceImpact: undefined,
            networkFeeUsd: undefined,
            slippage: 1,
            approval: tx,
            swap: undefined,
          },
        })}
      />,
    )
    expect(submitButton().textContent).toBe('Approve DUSD')
    expect(document.querySelector('[data-slot="swap-details-network-fee"]')?.textContent).toBe('—')
  })

  test('behavior: errors show their SPEC text: unsupported network, and the revert reason', () => {
    render(<SwapPanel swap={state({ status: 'error', error: new GasPriceUnsupportedNetworkError() })} />)
    expect(screen.getByRole('alert').textContent).toBe('Network not supported for Gas Price')
    cleanup()
    render(
      <SwapPanel
        swap={state({ submitStatus: 'error', error: new ExecutionRevertedError({ reason: 'DevMarket: price moved beyond slippage' }) })}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe('Execution reverted: DevMarket: price moved beyond slippage')
  })

  test('behavior: a swap not mined within 25 s says so, and Swap can be pressed again', () => {
    const quote = {
      fromAmount: 10n ** 17n,
      toAmount: 249_001_745n,
      priceImpact: 0.0039,
      networkFeeUsd: 0.16,
      slippage: 1,
      approval: undefined,
      swap: tx,
    }
    const swap = state({
      amount: '0.1',
      quoteStatus: 'ready',
      quote,
      submitStatus: 'error',
      error: new TransactionConfirmationTimeoutError({ details: '0xabc' }),
    })
    render(<SwapPanel swap={swap} />)
    expect(screen.getByRole('alert').textContent).toBe('Timed out while waiting for the transaction to be confirmed')
    expect(submitButton().disabled).toBe(false)
    expect(document.querySelector('[data-slot="swap-view-success"]')).toBeNull()
  })

  test('behavior: a token picked from the list is handed to selectTo', () => {
    const swap = state()
    render(<SwapPanel swap={swap} />)
    fireEvent.click(screen.getByRole('button', { name: 'You receive: DUSD' }))
    fireEvent.click(screen.getByRole('option', { name: /ETH/ }))
    expect(swap.selectTo).toHaveBeenCalledWith(eth)
  })

  test('parameters: balance: shown under the amount; a quote above it disables the button and says why', () => {
    const quote = {
      fromAmount: 2n * 10n ** 18n,
      toAmount: 1n,
      priceImpact: undefined,
      networkFeeUsd: undefined,
      slippage: 1,
      approval: undefined,
      swap: tx,
    }
    render(<SwapPanel swap={state({ amount: '2', balance: 15n * 10n ** 17n, quoteStatus: 'ready', quote })} />)
    expect(document.querySelector('[data-slot="swap-view-balance"]')?.textContent).toBe('Balance: 1.5 ETH')
    expect(submitButton().textContent).toBe('Insufficient ETH balance')
    expect(submitButton().disabled).toBe(true)
  })
})
