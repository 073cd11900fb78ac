// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ListEmpty, ListError, ListLoading } from '@/registry/components/ui/list-state'

afterEach(cleanup)

const slots = () => [...document.querySelectorAll('[data-slot]')].map((node) => node.getAttribute('data-slot'))

describe('list states', () => {
  test('default: each part carries the list’s own slot names', () => {
    render(
      <>
        <ListLoading slot="nfts-view" label="Loading" />
        <ListEmpty slot="nfts-view" title="No NFTs yet" hint="Collectibles this account holds show here." />
      </>,
    )
    expect(slots().filter((slot) => slot?.startsWith('nfts-view'))).toEqual([
      'nfts-view-loading',
      'nfts-view-empty',
      'nfts-view-empty-title',
      'nfts-view-empty-hint',
    ])
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy()
  })

  test('behavior: a failure is announced, and Try again asks again', () => {
    const retry = vi.fn()
    render(<ListError slot="activity-view" message="Failed to fetch transactions" retryLabel="Try again" onRetry={retry} />)
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch transactions')
    act(() => screen.getByRole('button', { name: 'Try again' }).click())
    expect(retry).toHaveBeenCalledTimes(1)
  })

  test('behavior: during a retry block the button waits and says for how long', () => {
    const retry = vi.fn()
    const failed = (retryIn: number) => (
      <ListError
        slot="tokens"
        message="Failed"
        retryLabel="Try again"
        retryIn={retryIn}
        retryInLabel={(s) => `Try again in ${s}s`}
        onRetry={retry}
      />
    )
    const { rerender } = render(failed(12))
    const button = screen.getByRole('button', { name: 'Try again in 12s' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    act(() => button.click())
    expect(retry).not.toHaveBeenCalled()
    rerender(failed(0))
    expect((screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement).disabled).toBe(false)
  })
})
