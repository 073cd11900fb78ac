import type { Meta, StoryObj } from '@storybook/react-vite'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/registry/components/ui/tabs'

function TabsExample({ defaultValue = 'tokens' }: { defaultValue?: string }) {
  return (
    <Tabs defaultValue={defaultValue} className="w-[336px]">
      <TabsList>
        <TabsTrigger value="tokens">Tokens</TabsTrigger>
        <TabsTrigger value="nfts">NFTs</TabsTrigger>
        <TabsTrigger value="activity">Activity</TabsTrigger>
      </TabsList>
      <TabsContent value="tokens" className="text-wk-sm">
        Token balances
      </TabsContent>
      <TabsContent value="nfts" className="text-wk-sm">
        No NFTs yet
      </TabsContent>
      <TabsContent value="activity" className="text-wk-sm">
        No activity yet
      </TabsContent>
    </Tabs>
  )
}

const meta = {
  title: 'UI/Tabs',
  component: TabsExample,
  argTypes: { defaultValue: { control: 'inline-radio', options: ['tokens', 'nfts', 'activity'] } },
} satisfies Meta<typeof TabsExample>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const SecondTab: Story = { args: { defaultValue: 'activity' } }
