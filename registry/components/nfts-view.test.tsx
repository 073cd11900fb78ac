// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { NftGrid } from '@/registry/components/nfts-view'
import { FetchTransactionsError } from '@/registry/lib/errors/account'

afterEach(cleanup)

const holding = (id: string, image?: string) => ({ key: `eip155:1:0xc0:${id}`, chain: 'eip155:1', name: `Dev #${id}`, collection: 'Dev Collectibles', tokenId: id, contract: '0xC0', image })

describe('NftGrid', () => {
  test('default: image, name, collection and token id per NFT', () => {
    render(<NftGrid holdings={[holding('1', 'http://img/1'), holding('2')]} status="ready" />)
    const items = [...document.querySelectorAll('[data-slot="nfts-view-item"]')]
    expect(items.map((i) => [i.querySelector('[data-slot="nfts-view-name"]')?.textContent, i.querySelector('[data-slot="nfts-view-collection"]')?.textContent, i.querySelector('[data-slot="nfts-view-token-id"]')?.textContent])).toEqual([
      ['Dev #1', 'Dev Collectibles', '#1'],
      ['Dev #2', 'Dev Collectibles', '#2'],
    ])
    expect(items[0]?.querySelector('img')?.getAttribute('src')).toBe('http://img/1')
    expect(items[1]?.querySelector('[data-slot="nfts-view-fallback"]')?.textContent).toBe('D')
  })

  test('behavior: empty, loading, and the history failure text with a retry', () => {
    const onRetry = vi.fn()
    const { rerender } = render(<NftGrid holdings={[]} status="ready" />)
    expect(screen.getByText('No NFTs yet')).toBeTruthy()
    rerender(<NftGrid holdings={[]} status="loading" />)
    expect(screen.getByLabelText('Loading NFTs')).toBeTruthy()
    rerender(<NftGrid holdings={[]} status="error" error={new FetchTransactionsError()} onRetry={onRetry} />)
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch transactions')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})
