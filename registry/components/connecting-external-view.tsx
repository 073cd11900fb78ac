'use client'

import type * as React from 'react'
import { cn } from '@/registry/components/ui/utils'
import { Button } from '@/registry/components/ui/button'
import { Spinner } from '@/registry/components/ui/spinner'
import { WalletImage } from '@/registry/components/ui/wallet-image'
import { connectingExternalStrings } from '@/registry/components/connecting-external-view.strings'
import { useStrings } from '@/registry/hooks/use-strings'
import { useConnectExternal } from '@/registry/hooks/use-connect-external'
import { useRouter } from '@/registry/hooks/use-router'

/** Asks an injected or announced wallet to connect, with retry and the mapped error. */
function ConnectingExternalView({ className, ...props }: React.ComponentProps<'div'>) {
  const strings = useStrings(connectingExternalStrings)
  const { data } = useRouter()
  const connector = data?.connector
  const { status, error, retry } = useConnectExternal(connector)
  const name = data?.wallet?.name ?? connector?.name ?? ''
  const imageUrl = data?.wallet?.imageUrl ?? connector?.imageUrl ?? connector?.info?.icon

  if (!connector) {
    return (
      <div
        data-slot="connecting-external-view"
        data-status="error"
        className={cn('px-3 py-6 text-center text-wk-md', className)}
        {...props}
      >
        {strings.missingWallet}
      </div>
    )
  }

  const headline =
    status === 'error'
      ? error?.kind === 'rejected'
        ? strings.declined
        : (error?.message ?? strings.failed)
      : status === 'connected'
        ? strings.connected
        : strings.continueIn(name)
  const hint = status === 'error' && error?.kind === 'rejected' ? strings.declinedHint : strings.acceptRequest

  return (
    <div
      data-slot="connecting-external-view"
      data-status={status}
      className={cn('flex flex-col items-center gap-4 px-3 py-6 text-center', className)}
      {...props}
    >
      <span data-slot="connecting-external-image" className="relative">
        <WalletImage src={imageUrl} name={name} size="lg" loading="eager" />
        {status === 'connecting' ? (
          <Spinner data-slot="connecting-external-spinner" size="sm" className="absolute -inset-e-1 -bottom-1" />
        ) : null}
      </span>
      <p
        data-slot="connecting-external-headline"
        role={status === 'error' ? 'alert' : undefined}
        className="text-wk-md font-semibold data-[error]:text-wk-error"
        data-error={status === 'error' ? '' : undefined}
      >
        {headline}
      </p>
      <p data-slot="connecting-external-hint" className="text-wk-sm text-wk-fg-muted">
        {hint}
      </p>
      {status === 'error' ? (
        <Button variant="neutral" size="sm" onClick={() => void retry()}>
          {strings.tryAgain}
        </Button>
      ) : null}
    </div>
  )
}

export { ConnectingExternalView }
