'use client'

import * as React from 'react'
import {
  TokenPicker,
  tokenPickerTriggerVariants,
  type TokenPickerDisplay,
  type TokenPickerProps,
} from '@/registry/components/ui/token-picker'
import { useCatalogueImages } from '@/registry/hooks/use-catalogue-images'
import type { SwapToken } from '@/registry/lib/api/blockchain/schemas/swap'

type SwapTokenSelectProps = Omit<TokenPickerProps<SwapToken>, 'slot' | 'display' | 'listWidth'>

/**
 * A swap side's token: the token's own logo, else the catalogue's token image, else a plain box
 * (the symbol is written beside it); the list names each token.
 */
function SwapTokenSelect(props: SwapTokenSelectProps) {
  const { tokenImage } = useCatalogueImages()
  const display = React.useMemo<TokenPickerDisplay<SwapToken>>(
    () => ({
      keyOf: (token) => token.address,
      symbolOf: (token) => token.symbol,
      iconOf: (token) => tokenImage(token.symbol, token.logoUri),
      initial: false,
      detail: { slot: 'name', text: (token) => token.name },
    }),
    [tokenImage],
  )
  return <TokenPicker slot="swap-token" display={display} listWidth="w-56" {...props} />
}

export { SwapTokenSelect, tokenPickerTriggerVariants as swapTokenSelectTriggerVariants }
