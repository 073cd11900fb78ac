'use client'

// `lazy` is what every entry below uses; the CLI adds entries without touching the imports.
// biome-ignore lint/style/useImportType: a value import, for the entries the CLI writes (none yet).
import { lazy, type ComponentType } from 'react'

/**
 * Feature views this app has installed, by route name. `walletkit add <view>` adds a property
 * such as `Send: lazy(() => import('@/registry/components/send-view').then((m) => ({ default: m.SendView })))`
 * and `walletkit remove <view>` takes it out again; each view is fetched only when first shown.
 */
export const installedViews: Record<string, ComponentType> = {}

export type InstalledViewsLoader = typeof lazy
