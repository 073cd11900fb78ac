// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { Avatar, WalletImage } from './wallet-image'

beforeEach(() => void vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const slot = (container: HTMLElement, name: string) => container.querySelector(`[data-slot="${name}"]`)

test('default: the image when there is a source, the initial when there is none', () => {
  const { container } = render(<WalletImage src="http://127.0.0.1/public/getAssetImage/ethereum" name="Ethereum" />)
  expect(slot(container, 'wallet-image-img')?.getAttribute('src')).toBe('http://127.0.0.1/public/getAssetImage/ethereum')
  const none = render(<WalletImage name="ethereum" />)
  expect(slot(none.container, 'wallet-image-fallback')?.textContent).toBe('E')
})

test('behavior: an eager image not loaded after 2000 ms falls back to the initial (still shown at 1999 ms)', () => {
  const { container } = render(<WalletImage src="http://127.0.0.1/slow-2000.svg" name="Slow" loading="eager" />)
  act(() => void vi.advanceTimersByTime(1999))
  expect(slot(container, 'wallet-image-img')).not.toBeNull()
  act(() => void vi.advanceTimersByTime(1))
  expect(slot(container, 'wallet-image-img')).toBeNull()
  expect(slot(container, 'wallet-image-fallback')?.textContent).toBe('S')
})

test('behavior: a failed image is not asked for again before 1000 ms, and is after', () => {
  const src = 'http://127.0.0.1/broken-1000.svg'
  const first = render(<WalletImage src={src} name="Broken" />)
  const img = slot(first.container, 'wallet-image-img')
  if (!img) throw new Error('the image is rendered first')
  act(() => void fireEvent.error(img))
  expect(slot(first.container, 'wallet-image-fallback')?.textContent).toBe('B')
  act(() => void vi.advanceTimersByTime(999))
  const early = render(<WalletImage src={src} name="Broken" />)
  expect(slot(early.container, 'wallet-image-img')).toBeNull()
  act(() => void vi.advanceTimersByTime(1))
  const later = render(<WalletImage src={src} name="Broken" />)
  expect(slot(later.container, 'wallet-image-img')?.getAttribute('src')).toBe(src)
})

test('behavior: Avatar keeps the address gradient when the profile image fails', () => {
  const { container } = render(<Avatar address="0x1234567890abcdef1234567890abcdef12345678" src="http://127.0.0.1/avatar-broken.png" />)
  const img = slot(container, 'avatar-img')
  if (!img) throw new Error('the profile image is rendered first')
  act(() => void fireEvent.error(img))
  expect(slot(container, 'avatar-img')).toBeNull()
  expect((slot(container, 'avatar') as HTMLElement).style.backgroundImage).toContain('linear-gradient')
})

test('behavior: Avatar draws a gradient for non-hex addresses too (SS58, base58, bech32), stable per address', () => {
  const gradient = (address: string) =>
    (slot(render(<Avatar address={address} />).container, 'avatar') as HTMLElement).style.backgroundImage
  for (const address of [
    '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
    '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
    'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
  ]) {
    expect(gradient(address), address).toMatch(/^linear-gradient\(135deg, hsl\(\d+ 70% 55%\)/)
  }
  expect(gradient('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')).toBe(gradient('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'))
  expect(gradient('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')).not.toBe(
    gradient('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'),
  )
})
