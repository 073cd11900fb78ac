'use client'

import * as React from 'react'
import { Spinner } from '@/registry/components/ui/spinner'
import { installedViews } from '@/registry/components/modal/installed-views'
import { coreViews } from '@/registry/components/modal/core-views'
import { isViewEnabled } from '@/registry/components/modal/is-view-enabled'
import { modalStrings } from '@/registry/components/modal/strings'
import { useStrings } from '@/registry/hooks/use-strings'
import { useFeatures } from '@/registry/hooks/use-features'
import { useShownRoute } from '@/registry/components/modal/prerender-view'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { followRestore } from '@/registry/lib/state/modal/follow-restore'

type ModalRouterProps = React.ComponentProps<'div'> & {
  /** The installed feature views; the CLI-maintained list unless a test or host passes its own. */
  installed?: Record<string, React.ComponentType>
}

// Views that stand in for an optional one: the WalletConnect entry leads to the basic QR view
// when the host installed it, to the full QR view otherwise.
const fallbackViews: Record<string, (installed: Record<string, React.ComponentType>) => React.ComponentType | undefined> = {
  ConnectingWalletConnectBasic: (installed) => installed.ConnectingWalletConnect ?? coreViews.ConnectingWalletConnect,
}

/**
 * Renders the router's current view. Core views ship with the modal; feature views render only
 * when they are installed and enabled in the features, and are fetched the first time they show.
 */
function ModalRouter({ installed = installedViews, className, ...props }: ModalRouterProps) {
  const { kit } = useWalletKitContext('ModalRouter')
  // While shown: a session restored under an open Connect moves on to Account.
  React.useEffect(() => followRestore(kit), [kit])
  const strings = useStrings(modalStrings)
  const { view } = useShownRoute()
  const features = useFeatures()
  const View = coreViews[view] ?? (isViewEnabled(view, features) ? (installed[view] ?? fallbackViews[view]?.(installed)) : undefined)
  // The same element while the view stays: revealing a prerendered dialog re-renders the router, not the view.
  const element = React.useMemo(() => (View ? <View /> : null), [View])
  return (
    <div key={view} data-slot="modal-router" data-view={view} className={className ?? 'animate-wk-view-in'} {...props}>
      {View ? (
        <React.Suspense
          fallback={
            <div data-slot="modal-router-loading" className="flex justify-center py-10">
              <Spinner label={strings.loadingView} />
            </div>
          }
        >
          {element}
        </React.Suspense>
      ) : null}
    </div>
  )
}

export { ModalRouter }
