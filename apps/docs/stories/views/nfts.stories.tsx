import type { Meta, StoryObj } from '@storybook/react-vite'
import { NftGrid } from '@/registry/components/nfts-view'
import { FetchTransactionsError } from '@/registry/lib/errors/account'
import { KitStory } from '../support/kit-story'

const picture = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(${hue} 60% 45%)"/><circle cx="40" cy="24" r="16" fill="hsl(${hue + 90} 80% 65%)"/></svg>`)}`

const holding = (id: string, hue: number | undefined, collection = 'Dev Collectibles') => ({
  key: `eip155:31337:0xc0:${id}`,
  chain: 'eip155:31337',
  name: `${collection} #${id}`,
  collection,
  tokenId: id,
  contract: '0xC0',
  image: hue === undefined ? undefined : picture(hue),
})

const meta = {
  title: 'Views/NFTs',
  component: NftGrid,
  args: {
    holdings: [holding('1', 40), holding('2', 200), holding('7', 300, 'Local Punks'), holding('8', undefined, 'No Image Club')],
    status: 'ready',
  },
  render: (args) => (
    <KitStory view="Account">
      <div className="px-3">
        <NftGrid {...args} />
      </div>
    </KitStory>
  ),
} satisfies Meta<typeof NftGrid>

export default meta
type Story = StoryObj<typeof meta>

/** Held NFTs with images, one without (its collection's initial). */
export const Filled: Story = {}
export const Loading: Story = { args: { holdings: [], status: 'loading' } }
export const Empty: Story = { args: { holdings: [] } }
export const ErrorState: Story = { name: 'Error', args: { holdings: [], status: 'error', error: new FetchTransactionsError() } }
