// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { TokenPicker, type TokenPickerDisplay } from '@/registry/components/ui/token-picker'

afterEach(cleanup)

type Token = { symbol: string; balance: string }
const tokens: Token[] = [
  { symbol: 'ETH', balance: '1.25' },
  { symbol: 'DUSD', balance: '420' },
]
const display: TokenPickerDisplay<Token> = {
  keyOf: (token) => token.symbol,
  symbolOf: (token) => token.symbol,
  iconOf: () => undefined,
  detail: { slot: 'balance', text: (token) => token.balance },
}

function setup() {
  const onSelect = vi.fn()
  const outerKeys = vi.fn()
  render(
    // biome-ignore lint/a11y/noStaticElementInteractions: stands for the modal, which closes on an Escape that reaches it.
    <div onKeyDown={(e) => outerKeys(e.key)}>
      <TokenPicker slot="t" tokens={tokens} value={tokens[0]} onSelect={onSelect} label="Token" placeholder="Select" display={display} />
      <button type="button">elsewhere</button>
    </div>,
  )
  const trigger = screen.getByRole('button', { name: 'Token: ETH' })
  const list = () => screen.queryByRole('listbox', { name: 'Token' })
  return { onSelect, outerKeys, trigger, list }
}

describe('TokenPicker', () => {
  test('default: the trigger names the chosen token; open, it lists every token with its detail, the chosen one selected', () => {
    const { trigger, list } = setup()
    expect(list()).toBeNull()
    act(() => trigger.click())
    const options = screen.getAllByRole('option')
    expect(options.map((o) => [o.textContent, o.getAttribute('aria-selected')])).toEqual([
      // The icon's initial (no image here), the symbol, the detail.
      ['EETH1.25', 'true'],
      ['DDUSD420', 'false'],
    ])
    expect(document.querySelector('[data-slot="t-option-balance"]')?.textContent).toBe('1.25')
  })

  test('behavior: picking a token hands it over and closes the list', () => {
    const { trigger, list, onSelect } = setup()
    act(() => trigger.click())
    act(() => screen.getByRole('option', { name: /DUSD/ }).click())
    expect(onSelect).toHaveBeenCalledWith(tokens[1])
    expect(list()).toBeNull()
  })

  test('behavior: Escape closes the open list and goes no further (the modal stays); closed, Escape passes on', () => {
    const { trigger, list, outerKeys } = setup()
    act(() => trigger.click())
    fireEvent.keyDown(trigger, { key: 'Escape' })
    expect(list()).toBeNull()
    expect(outerKeys).not.toHaveBeenCalled()
    fireEvent.keyDown(trigger, { key: 'Escape' })
    expect(outerKeys).toHaveBeenCalledWith('Escape')
  })

  test('behavior: focus leaving the picker closes the list; focus moving inside it does not', () => {
    const { trigger, list } = setup()
    act(() => trigger.click())
    fireEvent.blur(trigger, { relatedTarget: screen.getByRole('option', { name: /DUSD/ }) })
    expect(list()).not.toBeNull()
    fireEvent.blur(trigger, { relatedTarget: screen.getByRole('button', { name: 'elsewhere' }) })
    expect(list()).toBeNull()
  })

  test('behavior: pressing an option keeps the focus where it is, so the list is not closed under the click (Safari focuses no button on click)', () => {
    const { trigger } = setup()
    act(() => trigger.click())
    expect(fireEvent.mouseDown(screen.getByRole('option', { name: /DUSD/ }))).toBe(false)
  })

  test('behavior: a press outside the open list closes it though the trigger never had the focus (Safari focuses no button on click, so no blur comes); a press inside does not', () => {
    const { trigger, list } = setup()
    act(() => trigger.click())
    expect(document.activeElement).not.toBe(trigger)
    fireEvent.pointerDown(screen.getByRole('option', { name: /DUSD/ }))
    expect(list()).not.toBeNull()
    fireEvent.pointerDown(screen.getByRole('button', { name: 'elsewhere' }))
    expect(list()).toBeNull()
  })
})
