import type { Meta, StoryObj } from '@storybook/react-vite'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { Button } from '@/registry/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogOverlay, DialogTitle } from '@/registry/components/ui/dialog'

// Rendered in place rather than portalled, so the dialog stays inside the themed story page.
function DialogExample({ open }: { open?: boolean }) {
  return (
    <Dialog defaultOpen={open}>
      <DialogPrimitive.Trigger asChild>
        <Button>Open dialog</Button>
      </DialogPrimitive.Trigger>
      <DialogOverlay />
      <DialogContent>
        <div className="flex w-[360px] flex-col gap-4 rounded-wk-xl border border-wk-border bg-wk-surface-1 p-4 font-wk text-wk-fg shadow-2xl">
          <DialogTitle>Connect Wallet</DialogTitle>
          <DialogDescription>A walletkit dialog</DialogDescription>
          <p className="text-wk-sm text-wk-fg-muted">The overlay fades in; Escape or the button closes it.</p>
          <DialogClose asChild>
            <Button variant="neutral">Close</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  )
}

const meta = {
  title: 'UI/Dialog',
  component: DialogExample,
} satisfies Meta<typeof DialogExample>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}
export const Open: Story = { args: { open: true } }
