'use client'

import * as React from 'react'
import { cn } from '@/registry/components/ui/utils'
import { Button } from '@/registry/components/ui/button'
import { NetworkList } from '@/registry/components/network-list'
import { networksViewStrings } from '@/registry/components/networks-view.strings'
import { useStrings } from '@/registry/hooks/use-strings'
import { useDisconnect } from '@/registry/hooks/use-disconnect'
import { useModal } from '@/registry/hooks/use-modal'
import { useNetwork } from '@/registry/hooks/use-network'

/** Shown when the wallet moved to a chain the app does not configure: switch back or disconnect. */
function UnsupportedChainView({ className, ...props }: React.ComponentProps<'div'>) {
  const strings = useStrings(networksViewStrings)
  const { networks, switchNetwork, switching } = useNetwork()
  const { close } = useModal()
  const { disconnect } = useDisconnect()
  const [failed, setFailed] = React.useState(false)

  async function select(next: (typeof networks)[number]) {
    setFailed(false)
    try {
      await switchNetwork(next)
      close()
    } catch {
      setFailed(true)
    }
  }

  return (
    <div data-slot="unsupported-chain-view" className={cn('flex flex-col gap-3 px-3', className)} {...props}>
      <p data-slot="unsupported-chain-message" className="text-center text-wk-sm text-wk-fg-muted">
        {strings.unsupportedBody}
      </p>
      <NetworkList networks={networks} activeLabel={strings.active} disabled={switching} onSelect={(n) => void select(n)} />
      {failed ? (
        <p data-slot="unsupported-chain-error" role="alert" className="text-wk-sm text-wk-error">
          {strings.switchFailed}
        </p>
      ) : null}
      <Button variant="danger" onClick={() => void disconnect()}>
        {strings.disconnect}
      </Button>
    </div>
  )
}

export { UnsupportedChainView }
