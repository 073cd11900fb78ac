import type { Meta, StoryObj } from '@storybook/react-vite'
import { ActivityList } from '@/registry/components/activity-view'
import { groupTransactions } from '@/registry/lib/api/blockchain/history/group-transactions'
import type { Transaction, Transfer } from '@/registry/lib/api/blockchain/schemas/history'
import { FetchTransactionsError } from '@/registry/lib/errors/account'
import { KitStory } from '../support/kit-story'

// A picture for the NFT rows, inline so the story needs no server.
const picture = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(${hue} 60% 45%)"/><circle cx="24" cy="26" r="14" fill="hsl(${hue + 90} 80% 65%)"/></svg>`)}`

const eth = (direction: Transfer['direction'], numeric: string): Transfer => ({
  direction,
  quantity: { numeric },
  fungible_info: { name: 'Ether', symbol: 'ETH' },
})
const nft = (direction: Transfer['direction'], id: string, hue: number): Transfer => ({
  direction,
  quantity: { numeric: '1' },
  nft_info: { name: `Dev Collectibles #${id}`, token_id: id, content: { preview: { url: picture(hue) } }, flags: { is_spam: false } },
})
const entry = (
  hash: string,
  minedAt: string,
  operationType: string,
  transfers: Transfer[],
  status: Transaction['metadata']['status'] = 'confirmed',
): Transaction => ({
  id: hash,
  metadata: { operationType, hash, chain: 'eip155:31337', minedAt, sentFrom: '0xa', sentTo: '0xb', status, nonce: 0 },
  transfers,
})

const history = groupTransactions([
  entry('0x01', '2026-11-23T12:30:00Z', 'receive', [eth('in', '0.5')], 'pending'),
  entry('0x02', '2026-11-22T09:10:00Z', 'send', [nft('out', '3', 140)]),
  entry('0x03', '2026-11-20T18:45:00Z', 'receive', [
    { direction: 'in', quantity: { numeric: '12.5' }, fungible_info: { name: 'Dev USD', symbol: 'DUSD' } },
  ]),
  entry('0x04', '2026-10-02T08:00:00Z', 'send', [eth('out', '1')], 'failed'),
  entry('0x05', '2026-10-01T08:00:00Z', 'mint', [nft('in', '1', 40), nft('in', '2', 200), nft('in', '3', 140)]),
  entry('0x06', '2025-12-31T23:00:00Z', 'receive', [eth('in', '10000')]),
])

const meta = {
  title: 'Views/Activity',
  component: ActivityList,
  args: { groups: history, status: 'ready', hasMore: false, explorerUrl: 'https://explorer.example' },
  render: (args) => (
    <KitStory view="Account">
      <div className="px-3">
        <ActivityList {...args} />
      </div>
    </KitStory>
  ),
} satisfies Meta<typeof ActivityList>

export default meta
type Story = StoryObj<typeof meta>

/** Grouped by year then month: pending, an NFT sent, a token received, a failed send, a mint of three. */
export const Filled: Story = {}
export const Loading: Story = { args: { groups: [], status: 'loading' } }
export const Empty: Story = { args: { groups: [] } }
/** SPEC §8: the list is emptied and the cursor cleared; the user can retry. */
export const ErrorState: Story = { name: 'Error', args: { groups: [], status: 'error', error: new FetchTransactionsError() } }
/** The next page is on its way (the user scrolled to the end). */
export const LoadingMore: Story = { args: { hasMore: true, loadingMore: true } }
