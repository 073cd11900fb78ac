'use client'

import type * as React from 'react'
import { Button } from '@/registry/components/ui/button'
import { WalletImage } from '@/registry/components/ui/wallet-image'
import { connectButtonStrings } from '@/registry/components/connect-button.strings'
import { useStrings } from '@/registry/hooks/use-strings'
import { useBalances } from '@/registry/hooks/use-balances'
import { useCatalogueImages } from '@/registry/hooks/use-catalogue-images'
import { useFormat } from '@/registry/hooks/use-format'
import { useModal } from '@/registry/hooks/use-modal'
import { useNetwork } from '@/registry/hooks/use-network'
import { nativeBalance } from '@/registry/lib/state/balances/native-balance'

/*
 * The connect button's optional chips. This file is loaded only by a button that asks for a chip,
 * so hosts without them do not carry balances, formatting or catalogue images on page load.
 * On a phone-wide screen (the width the modal becomes a bottom sheet at) the balance is left out
 * and the network shows its icon alone: the account button keeps its room.
 */

/** The active network's icon and name; opens Networks. */
function ConnectButtonNetworkChip({ className, ...props }: React.ComponentProps<typeof Button>) {
  const strings = useStrings(connectButtonStrings)
  const { network, unsupported } = useNetwork()
  const { open } = useModal()
  const { assetImage } = useCatalogueImages()
  const name = network && !unsupported ? network.name : strings.unknownNetwork
  return (
    <Button
      data-slot="connect-button-network"
      data-state={unsupported ? 'unsupported' : 'supported'}
      variant="neutral"
      aria-label={strings.network(name)}
      className={className}
      {...props}
      onClick={() => open({ view: 'Networks' })}
    >
      <WalletImage
        data-slot="connect-button-network-image"
        src={network ? assetImage(network.assets) : undefined}
        name={name}
        size="sm"
        loading="eager"
        className="size-5 rounded-full"
        aria-hidden
      />
      <span data-slot="connect-button-network-name" className="max-[430px]:sr-only">
        {name}
      </span>
    </Button>
  )
}

/** The native balance of the active network, inside the account button; nothing until it is known. */
function ConnectButtonBalanceChip() {
  const format = useFormat()
  const { network } = useNetwork()
  const { balances } = useBalances()
  const native = nativeBalance(balances, network?.nativeCurrency.symbol)
  if (!native) return null
  return (
    <span
      data-slot="connect-button-balance"
      className="rounded-wk-sm bg-wk-surface-3 px-1.5 py-0.5 text-wk-sm tabular-nums max-[430px]:hidden"
    >
      {format.amount(native.quantity.numeric)} {native.symbol}
    </span>
  )
}

export { ConnectButtonBalanceChip, ConnectButtonNetworkChip }
