// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { ActivityList } from '@/registry/components/activity-view'
import { groupTransactions } from '@/registry/lib/api/blockchain/history/group-transactions'
import { FetchTransactionsError } from '@/registry/lib/errors/account'
import type { Transaction } from '@/registry/lib/api/blockchain/schemas/history'

afterEach(cleanup)

const tx = (
  id: string,
  minedAt: string,
  transfer: NonNullable<Transaction['transfers']>[number],
  status: Transaction['metadata']['status'] = 'confirmed',
  operationType = 'send',
): Transaction => ({
  id,
  metadata: { operationType, hash: `0x${id}`, chain: 'eip155:1', minedAt, sentFrom: '0xa', sentTo: '0xb', status, nonce: 0 },
  transfers: [transfer],
})
const eth = (direction: 'in' | 'out', numeric: string) =>
  ({ direction, quantity: { numeric }, fungible_info: { symbol: 'ETH', icon: { url: 'http://icon/ETH' } } }) as const

describe('ActivityList', () => {
  test('default: groups by year then month newest first, with direction, amounts, icons and explorer links', () => {
    const groups = groupTransactions([
      tx('a', '2026-11-20T10:00:00Z', eth('out', '1.5')),
      tx('b', '2026-10-02T10:00:00Z', eth('in', '0.25'), 'pending', 'receive'),
      tx(
        'c',
        '2025-12-31T10:00:00Z',
        {
          direction: 'in',
          quantity: { numeric: '1' },
          nft_info: { name: 'Dev #4', content: { preview: { url: 'http://img/4' } }, flags: { is_spam: false } },
        },
        'confirmed',
        'mint',
      ),
    ])
    render(<ActivityList groups={groups} status="ready" hasMore={false} explorerUrl="https://scan.example/" />)
    expect([...document.querySelectorAll('[data-slot="activity-view-year-title"]')].map((e) => e.textContent)).toEqual(['2026', '2025'])
    expect([...document.querySelectorAll('[data-slot="activity-view-month-title"]')].map((e) => e.textContent)).toEqual([
      'November',
      'October',
      'December',
    ])
    const rows = [...document.querySelectorAll('[data-slot="activity-view-item"]')]
    expect(rows.map((r) => [r.getAttribute('data-direction'), r.querySelector('[data-slot="activity-view-amount"]')?.textContent])).toEqual(
      [
        ['out', '-1.5 ETH'],
        ['in', '+0.25 ETH'],
        ['in', 'Dev #4'],
      ],
    )
    expect(rows[1]?.querySelector('[data-slot="activity-view-status"]')?.textContent).toBe('Pending')
    expect(rows[0]?.querySelector('img')?.getAttribute('src')).toBe('http://icon/ETH')
    expect(rows[2]?.querySelector('img')?.getAttribute('src')).toBe('http://img/4')
    expect(rows[0]?.querySelector('a')?.getAttribute('href')).toBe('https://scan.example/tx/0xa')
  })

  test("behavior: a failure reads 'Failed to fetch transactions' and the retry button calls back", () => {
    const onRetry = vi.fn()
    render(
      <ActivityList
        groups={[]}
        status="error"
        error={new FetchTransactionsError({ cause: new Error('HTTP status code: 500') })}
        hasMore={false}
        onRetry={onRetry}
      />,
    )
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch transactions')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  test('behavior: empty and loading states; no explorer link without an explorer', () => {
    const { rerender } = render(<ActivityList groups={[]} status="loading" hasMore={false} />)
    expect(screen.getByLabelText('Loading activity')).toBeTruthy()
    rerender(<ActivityList groups={[]} status="ready" hasMore={false} />)
    expect(screen.getByText('No activity yet')).toBeTruthy()
    rerender(<ActivityList groups={groupTransactions([tx('a', '2026-11-20T10:00:00Z', eth('out', '1'))])} status="ready" hasMore />)
    expect(document.querySelector('[data-slot="activity-view-explorer"]')).toBeNull()
    expect(document.querySelector('[data-slot="activity-view-more-sentinel"]')).not.toBeNull()
  })
})
