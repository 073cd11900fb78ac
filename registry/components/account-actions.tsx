'use client'

import type * as React from 'react'
import { Button } from '@/registry/components/ui/button'
import { cn } from '@/registry/components/ui/utils'
import { isViewEnabled } from '@/registry/components/modal/is-view-enabled'
import { accountViewStrings } from '@/registry/components/account-view.strings'
import { useStrings } from '@/registry/hooks/use-strings'
import type { ChainNamespace } from '@/registry/lib/caip/caip-types'
import type { Features } from '@/registry/lib/state/start/options'

// The wallet features Account links to, in display order, by the route their view item installs.
const actionRoutes = ['Send', 'Receive', 'Swap', 'OnRamp', 'RegisterAccountName'] as const

// Swaps and the name service exist on EVM chains only: on another namespace their buttons are
// hidden rather than leading to a view that cannot work (Send shows 'Unsupported chain' itself).
const evmOnlyRoutes: ReadonlySet<string> = new Set(['Swap', 'RegisterAccountName'])

type AccountActionsProps = Omit<React.ComponentProps<'div'>, 'onSelect'> & {
  installed: Record<string, React.ComponentType>
  features: Features
  onSelect: (route: string) => void
  /** The namespace of the account shown; routes that cannot work on it are left out. */
  namespace?: ChainNamespace | undefined
}

/** Buttons for the wallet features whose views are installed and enabled; nothing otherwise. */
function AccountActions({ installed, features, onSelect, namespace, className, ...props }: AccountActionsProps) {
  const strings = useStrings(accountViewStrings)
  const routes = actionRoutes.filter(
    (route) => installed[route] && isViewEnabled(route, features) && (!namespace || namespace === 'eip155' || !evmOnlyRoutes.has(route)),
  )
  if (routes.length === 0) return null
  return (
    <div data-slot="account-actions" className={cn('grid grid-cols-[repeat(auto-fit,minmax(100px,1fr))] gap-2', className)} {...props}>
      {routes.map((route) => (
        <Button key={route} data-slot="account-action" data-route={route} variant="neutral" size="sm" onClick={() => onSelect(route)}>
          {strings.actions[route] ?? route}
        </Button>
      ))}
    </div>
  )
}

export { AccountActions }
