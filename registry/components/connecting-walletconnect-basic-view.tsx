'use client'

import type * as React from 'react'
import { cn } from '@/registry/components/ui/utils'
import { connectingWalletConnectBasicStrings } from '@/registry/components/connecting-walletconnect-basic-view.strings'
import { useStrings, useUserMessage } from '@/registry/hooks/use-strings'
import { WalletConnectCopyLink } from '@/registry/components/connecting-walletconnect-view'
import { QrCode } from '@/registry/components/ui/qr-code'
import { Button } from '@/registry/components/ui/button'
import { useWalletConnectPairing } from '@/registry/hooks/use-walletconnect-pairing'

/**
 * SPEC §2 ConnectingWalletConnectBasic: the plain WalletConnect pairing, not tied to a
 * catalogue wallet: a QR any WalletConnect wallet can scan, and the link to copy.
 */
function ConnectingWalletConnectBasicView({ className, ...props }: React.ComponentProps<'div'>) {
  const strings = useStrings(connectingWalletConnectBasicStrings)
  const userMessage = useUserMessage()
  const { uri, status, error, retry } = useWalletConnectPairing()
  if (status === 'disabled') {
    return (
      <div
        data-slot="connecting-walletconnect-basic-view"
        data-status={status}
        className={cn('px-3 py-6 text-center text-wk-md', className)}
        {...props}
      >
        {strings.disabled}
      </div>
    )
  }
  return (
    <div
      data-slot="connecting-walletconnect-basic-view"
      data-status={status}
      className={cn('flex flex-col items-center gap-4 px-3 py-4 text-center', className)}
      {...props}
    >
      <QrCode slot="walletconnect-qr" value={status === 'error' ? undefined : uri} label={strings.qrLabel} />
      <p data-slot="connecting-walletconnect-basic-title" className="text-wk-md font-semibold">
        {strings.title}
      </p>
      <p data-slot="connecting-walletconnect-basic-hint" className="text-wk-sm text-wk-fg-muted">
        {strings.hint}
      </p>
      {status === 'error' ? (
        <>
          <p data-slot="connecting-walletconnect-basic-error" role="alert" className="text-wk-sm text-wk-error">
            {userMessage(error, strings.failed)}
          </p>
          <Button variant="neutral" size="sm" onClick={() => void retry()}>
            {strings.tryAgain}
          </Button>
        </>
      ) : (
        <WalletConnectCopyLink uri={uri} />
      )}
    </div>
  )
}

export { ConnectingWalletConnectBasicView }
