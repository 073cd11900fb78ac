'use client'

import * as React from 'react'
import { cn } from '@/registry/components/ui/utils'
import { NetworkList } from '@/registry/components/network-list'
import { networksViewStrings } from '@/registry/components/networks-view.strings'
import { useStrings } from '@/registry/hooks/use-strings'
import { useNetwork } from '@/registry/hooks/use-network'
import { useRouter } from '@/registry/hooks/use-router'

/**
 * Lists the configured networks; choosing one switches the wallet (when connected) and goes back.
 * A network of a namespace no connected wallet holds opens Connect for that namespace's wallets.
 */
function NetworksView({ className, ...props }: React.ComponentProps<'div'>) {
  const strings = useStrings(networksViewStrings)
  const { networks, network, selectNetwork, switching, enableNetworkSwitch } = useNetwork()
  const { goBack, push } = useRouter()
  const [failed, setFailed] = React.useState(false)

  async function select(next: (typeof networks)[number]) {
    setFailed(false)
    try {
      if ((await selectNetwork(next)) === 'switched') return goBack()
      const wallets = strings.namespaceWallets[next.chainNamespace]
      push('Connect', {
        namespace: next.chainNamespace,
        network: next,
        title: strings.connectTitle(wallets),
        description: strings.connectDescription(wallets, next.name),
      })
    } catch {
      setFailed(true)
    }
  }

  return (
    <div data-slot="networks-view" className={cn('flex flex-col gap-3 px-3', className)} {...props}>
      {!enableNetworkSwitch ? (
        <p data-slot="networks-view-disabled" className="text-wk-sm text-wk-fg-muted">
          {strings.switchingDisabled}
        </p>
      ) : null}
      <NetworkList
        networks={networks}
        activeId={network?.caipNetworkId}
        activeLabel={strings.active}
        disabled={switching || !enableNetworkSwitch}
        onSelect={(n) => void select(n)}
      />
      {failed ? (
        <p data-slot="networks-view-error" role="alert" className="text-wk-sm text-wk-error">
          {strings.switchFailed}
        </p>
      ) : null}
    </div>
  )
}

export { NetworksView }
