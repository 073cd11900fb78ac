'use client'

import { lazy, type ComponentType } from 'react'

// What `walletkit add connecting-walletconnect-view connecting-walletconnect-basic-view` wires
// into a host's installed-views file; the test host aliases the registry's empty one to this.
export const installedViews: Record<string, ComponentType> = {
  ConnectingWalletConnect: lazy(() =>
    import('@/registry/components/connecting-walletconnect-view').then((m) => ({ default: m.ConnectingWalletConnectView })),
  ),
  ConnectingWalletConnectBasic: lazy(() =>
    import('@/registry/components/connecting-walletconnect-basic-view').then((m) => ({ default: m.ConnectingWalletConnectBasicView })),
  ),
}
