'use client'

import type * as React from 'react'
import { Button } from '@/registry/components/ui/button'
import { Spinner } from '@/registry/components/ui/spinner'
import { WalletImage } from '@/registry/components/ui/wallet-image'
import { cn } from '@/registry/components/ui/utils'
import { connectingSiweStrings } from '@/registry/components/connecting-siwe-view.strings'
import { useStrings } from '@/registry/hooks/use-strings'
import { useSiwx } from '@/registry/hooks/use-siwx'

/**
 * ConnectingSiwe: the wallet is showing the sign-in message. The outcome comes from the flow:
 * success closes the modal, a refusal goes back to SIWXSignMessage with its error.
 */
function ConnectingSiweView({ className, ...props }: React.ComponentProps<'div'>) {
  const strings = useStrings(connectingSiweStrings)
  const { wallet, cancel } = useSiwx()
  return (
    <div
      data-slot="connecting-siwe-view"
      className={cn('flex flex-col items-center gap-4 px-4 pt-6 pb-2 text-center', className)}
      {...props}
    >
      <span data-slot="connecting-siwe-image" className="relative">
        <WalletImage src={wallet?.icon} name={wallet?.name ?? ''} size="lg" loading="eager" />
        <Spinner data-slot="connecting-siwe-spinner" size="sm" className="absolute -inset-e-1 -bottom-1" />
      </span>
      <p data-slot="connecting-siwe-headline" className="text-wk-md font-semibold">
        {strings.headline(wallet?.name ?? strings.fallbackWalletName)}
      </p>
      <p data-slot="connecting-siwe-hint" className="text-wk-sm text-wk-fg-muted">
        {strings.hint}
      </p>
      <Button data-slot="connecting-siwe-cancel" variant="neutral" size="sm" onClick={() => void cancel()}>
        {strings.cancel}
      </Button>
    </div>
  )
}

export { ConnectingSiweView }
