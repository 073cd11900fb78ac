'use client'

import * as React from 'react'
import {
  TokenPicker,
  tokenPickerTriggerVariants,
  type TokenPickerDisplay,
  type TokenPickerProps,
} from '@/registry/components/ui/token-picker'
import { useCatalogueImages } from '@/registry/hooks/use-catalogue-images'
import { useFormat } from '@/registry/hooks/use-format'
import type { TokenBalance } from '@/registry/lib/state/balances/balances-store'

type SendTokenSelectProps = Omit<TokenPickerProps<TokenBalance>, 'slot' | 'display' | 'listWidth'>

/** The token to send, picked from the account's balances on the active network (each with its balance). */
function SendTokenSelect(props: SendTokenSelectProps) {
  const format = useFormat()
  const { tokenImage } = useCatalogueImages()
  const display = React.useMemo<TokenPickerDisplay<TokenBalance>>(
    () => ({
      keyOf: (token) => `${token.chainId}:${token.address ?? token.symbol}`,
      symbolOf: (token) => token.symbol,
      iconOf: (token) => tokenImage(token.symbol, token.iconUrl),
      detail: { slot: 'balance', text: (token) => format.amount(token.quantity.numeric), className: 'ms-auto' },
    }),
    [format, tokenImage],
  )
  return <TokenPicker slot="send-token" display={display} {...props} />
}

export { SendTokenSelect, tokenPickerTriggerVariants as sendTokenSelectTriggerVariants }
