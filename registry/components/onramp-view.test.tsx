// @vitest-environment happy-dom

import { afterEach, describe, expect, test, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { OnrampPanel, type OnrampPanelState } from '@/registry/components/onramp-view'
import { defaultOnrampOptions } from '@/registry/lib/api/blockchain/get-onramp-options'
import { OnrampUrlError } from '@/registry/lib/errors/onramp-errors'
import { onrampProviders } from '@/registry/lib/state/onramp/onramp-flow'

afterEach(cleanup)

const networks = [{ name: 'devnet-31337', display_name: 'Devnet', chain_id: '31337', contract_address: '' }]
const purchaseCurrencies = [{ id: 'ETH', name: 'Ether', symbol: 'ETH', networks }]
const money = (amount: string, currency = 'USD') => ({ amount, currency })
const quote = {
  paymentTotal: money('100.00'),
  paymentSubtotal: money('98.50'),
  purchaseAmount: money('0.039400', 'ETH'),
  coinbaseFee: money('1.00'),
  networkFee: money('0.50'),
  quoteId: 'q',
}
const state = (over: Partial<OnrampPanelState> = {}): OnrampPanelState => ({
  status: 'ready',
  usingDefaults: false,
  paymentCurrencies: defaultOnrampOptions.paymentCurrencies,
  purchaseCurrencies,
  paymentCurrency: defaultOnrampOptions.paymentCurrencies[0],
  purchaseCurrency: purchaseCurrencies[0],
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
  providers: onrampProviders,
  setAmount: vi.fn(),
  selectPaymentCurrency: vi.fn(),
  selectPurchaseCurrency: vi.fn(),
  selectPaymentMethod: vi.fn(),
  buy: vi.fn(),
  ...over,
})

describe('OnrampPanel', () => {
  test('default: currencies and methods to choose, providers disabled until a quote exists', () => {
    const onramp = state()
    render(<OnrampPanel onramp={onramp} onBack={() => {}} />)
    expect(screen.getByRole('radio', { name: 'USD' }).getAttribute('aria-checked')).toBe('true')
    fireEvent.click(screen.getByRole('radio', { name: 'EUR' }))
    expect(onramp.selectPaymentCurrency).toHaveBeenCalledWith('EUR')
    fireEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }))
    expect(onramp.selectPaymentMethod).toHaveBeenCalledWith('ach_bank_account')
    expect((document.querySelector('[data-slot="onramp-view-provider"]') as HTMLButtonElement).disabled).toBe(true)
  })

  test('parameters: amountLimits: the limits are named', () => {
    render(<OnrampPanel onramp={state({ amount: '5', amountLimits: { min: '10.00', max: '7500.00' } })} onBack={() => {}} />)
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount between 10.00 and 7500.00 USD')
  })

  test('parameters: quote: what you get and the fees; a provider click buys; a mocked quote is marked as an estimate', () => {
    const onramp = state({ amount: '100', amountValid: true, quoteStatus: 'ready', quote })
    render(<OnrampPanel onramp={onramp} onBack={() => {}} />)
    expect(document.querySelector('[data-slot="onramp-quote-purchase"]')?.textContent).toBe('0.039 ETH')
    expect(document.querySelector('[data-slot="onramp-quote-total"]')?.textContent).toBe('100.00 USD')
    fireEvent.click(document.querySelector('[data-slot="onramp-view-provider"]') as HTMLButtonElement)
    expect(onramp.buy).toHaveBeenCalledOnce()
    cleanup()
    render(
      <OnrampPanel
        onramp={state({ quoteStatus: 'ready', quote: { ...quote, quoteId: 'mocked-quote-id' }, quoteIsEstimate: true })}
        onBack={() => {}}
      />,
    )
    expect(document.querySelector('[data-slot="onramp-quote-purchase"]')?.textContent).toBe('≈ 0.039 ETH')
    expect(document.querySelector('[data-slot="onramp-quote-estimate"]')).not.toBeNull()
  })

  test('behavior: the purchase shows pending, then done with the amount and a way back; a URL failure shows the SPEC text', () => {
    const onBack = vi.fn()
    render(<OnrampPanel onramp={state({ purchase: 'pending' })} onBack={onBack} />)
    expect(screen.getByText('Complete your purchase in the Coinbase window')).toBeTruthy()
    cleanup()
    render(<OnrampPanel onramp={state({ purchase: 'done', purchased: { amount: '98.5', symbol: 'DUSD' } })} onBack={onBack} />)
    expect(screen.getByText('Purchase complete: 98.5 DUSD')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back to account' }))
    expect(onBack).toHaveBeenCalledOnce()
    cleanup()
    render(<OnrampPanel onramp={state({ quoteStatus: 'ready', quote, error: new OnrampUrlError() })} onBack={onBack} />)
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong')
  })
})
