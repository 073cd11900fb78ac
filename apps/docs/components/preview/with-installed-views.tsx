'use client'

import * as React from 'react'
import { installedViews } from '@/registry/components/modal/installed-views'

/**
 * Fills the registry's installed-views list for as long as this preview is mounted, as a host's
 * copy lists the views `walletkit add` wired: the modal router and Account read that module-level
 * list, not a prop. Taken out again on unmount, so other previews keep the list the registry ships.
 */
export function WithInstalledViews({ views, children }: { views: Record<string, React.ComponentType>; children: React.ReactNode }) {
  // During the first render, before the modal below reads the list; the effect re-adds it after
  // a Strict Mode unmount/remount and removes it for good on unmount.
  React.useState(() => Object.assign(installedViews, views))
  React.useEffect(() => {
    Object.assign(installedViews, views)
    return () => {
      for (const route of Object.keys(views)) if (installedViews[route] === views[route]) delete installedViews[route]
    }
  }, [views])
  return children
}
