'use client'

import { lazy, type ComponentType } from 'react'
import { ConnectView } from '@/registry/components/connect-view'

/**
 * The views every modal has. Connect ships in the modal chunk because it is the first view;
 * the others are fetched on first use so opening the modal stays small.
 */
export const coreViews: Record<string, ComponentType> = {
  Connect: ConnectView,
  AllWallets: lazy(() => import('@/registry/components/all-wallets-view').then((m) => ({ default: m.AllWalletsView }))),
  ConnectingExternal: lazy(() =>
    import('@/registry/components/connecting-external-view').then((m) => ({ default: m.ConnectingExternalView })),
  ),
  UnsupportedChain: lazy(() => import('@/registry/components/unsupported-chain-view').then((m) => ({ default: m.UnsupportedChainView }))),
  Networks: lazy(() => import('@/registry/components/networks-view').then((m) => ({ default: m.NetworksView }))),
  Account: lazy(() => import('@/registry/components/account-view').then((m) => ({ default: m.AccountView }))),
}
