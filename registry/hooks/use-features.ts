'use client'

import { useStore } from 'zustand'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import type { Features } from '@/registry/lib/state/start/options'

/** The host's features merged over the defaults. */
export function useFeatures(): Features {
  const { kit } = useWalletKitContext('useFeatures')
  return useStore(kit.options.store, (s) => s.features)
}
