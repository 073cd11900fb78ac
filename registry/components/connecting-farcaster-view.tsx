'use client'

import type * as React from 'react'
import { buttonVariants } from '@/registry/components/ui/button'
import { QrCode } from '@/registry/components/ui/qr-code'
import { Spinner } from '@/registry/components/ui/spinner'
import { cn } from '@/registry/components/ui/utils'
import { connectingFarcasterStrings } from '@/registry/components/connecting-farcaster-view.strings'
import { useStrings, useUserMessage } from '@/registry/hooks/use-strings'
import { useFarcasterLogin } from '@/registry/hooks/use-farcaster-login'

/**
 * Farcaster sign-in: the secure site's approval link as a QR code for a phone to scan, or on a
 * phone a button that opens it in the Farcaster app; connected once approved.
 */
function ConnectingFarcasterView({ className, ...props }: React.ComponentProps<'div'>) {
  const strings = useStrings(connectingFarcasterStrings)
  const userMessage = useUserMessage()
  const state = useFarcasterLogin()
  const url = state.status === 'waiting' ? state.url : undefined
  const shown = state.status === 'idle' ? 'loading' : state.status

  return (
    <div
      data-slot="connecting-farcaster-view"
      data-status={shown}
      className={cn('flex flex-col items-center gap-3 px-3 py-6 text-center', className)}
      {...props}
    >
      {shown === 'loading' ? <Spinner label={strings.loading} /> : null}
      {url && state.onPhone ? (
        <>
          <a
            data-slot="connecting-farcaster-open"
            href={url}
            target="_blank"
            rel="noreferrer"
            className={cn(buttonVariants({ size: 'lg' }), 'w-full')}
          >
            {strings.openApp}
          </a>
          <p data-slot="connecting-farcaster-waiting" className="text-wk-sm text-wk-fg-muted">
            {strings.waiting}
          </p>
        </>
      ) : url ? (
        <>
          <p data-slot="connecting-farcaster-scan" className="text-wk-md">
            {strings.scan}
          </p>
          <QrCode slot="connecting-farcaster-qr" value={url} label={strings.qrAlt} className="max-w-70" />
          <a data-slot="connecting-farcaster-link" href={url} target="_blank" rel="noreferrer" className="text-wk-sm text-wk-accent-text">
            {strings.openLink}
          </a>
          <p data-slot="connecting-farcaster-waiting" className="text-wk-sm text-wk-fg-muted">
            {strings.waiting}
          </p>
        </>
      ) : null}
      {state.status === 'connected' ? <p data-slot="connecting-farcaster-connected">{strings.connected}</p> : null}
      {state.status === 'error' ? (
        <p data-slot="connecting-farcaster-error" role="alert" className="text-wk-sm text-wk-error">
          {userMessage(state.error)}
        </p>
      ) : null}
    </div>
  )
}

export { ConnectingFarcasterView }
