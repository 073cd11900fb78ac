// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { AccountView } from '@/registry/components/account-view'
import { createTestConnector, renderWithKit } from '@/registry/components/test/kit'
import { NftGrid } from '@/registry/components/nfts-view'
import { FetchTransactionsError } from '@/registry/lib/errors/account'

afterEach(cleanup)

const holding = (id: string, image?: string) => ({
  key: `eip155:1:0xc0:${id}`,
  chain: 'eip155:1',
  name: `Dev #${id}`,
  collection: 'Dev Collectibles',
  tokenId: id,
  contract: '0xC0',
  image,
})

describe('NftGrid', () => {
  test('default: image, name, collection and token id per NFT', () => {
    render(<NftGrid holdings={[holding('1', 'http://img/1'), holding('2')]} status="ready" />)
    const items = [...document.querySelectorAll('[data-slot="nfts-view-item"]')]
    expect(
      items.map((i) => [
        i.querySelector('[data-slot="nfts-view-name"]')?.textContent,
        i.querySelector('[data-slot="nfts-view-collection"]')?.textContent,
        i.querySelector('[data-slot="nfts-view-token-id"]')?.textContent,
      ]),
    ).toEqual([
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

describe('Account tabs', () => {
  test('behavior: the NFTs and Activity tabs show the installed views (AccountNfts, History), lazily, only when chosen', async () => {
    const installed = { AccountNfts: () => <p>installed nfts</p>, History: () => <p>installed activity</p> }
    const { kit } = renderWithKit(<AccountView installed={installed} />)
    await act(() => kit.connection.connect(createTestConnector()))
    expect(screen.queryByText('installed nfts')).toBeNull()
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'NFTs' }))
    expect(await screen.findByText('installed nfts')).toBeTruthy()
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Activity' }))
    expect(await screen.findByText('installed activity')).toBeTruthy()
  })

  test('behavior: without the items the tabs keep their empty text', async () => {
    const { kit } = renderWithKit(<AccountView installed={{}} />)
    await act(() => kit.connection.connect(createTestConnector()))
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'NFTs' }))
    expect(await screen.findByText('No NFTs yet')).toBeTruthy()
  })
})
