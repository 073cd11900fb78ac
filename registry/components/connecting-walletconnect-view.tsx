'use client'

import * as React from 'react'
import { WalletConnectQr } from '@/registry/components/connecting-walletconnect-view-qr'
import { connectingWalletConnectStrings as strings } from '@/registry/components/connecting-walletconnect-view.strings'
import { Button, buttonVariants } from '@/registry/components/ui/button'
import { cn } from '@/registry/components/ui/utils'
import { WalletImage } from '@/registry/components/ui/wallet-image'
import { useWalletConnectPairing } from '@/registry/hooks/use-walletconnect-pairing'
import { useWalletConnectTarget } from '@/registry/hooks/use-walletconnect-target'
import { toUserMessage } from '@/registry/lib/errors/to-user-message'

const linkLabels = { mobile: strings.openMobile, desktop: strings.openDesktop, webapp: strings.openWebapp } as const

/** Copies the pairing URI; shows a short confirmation in place of the label. */
function WalletConnectCopyLink({ uri, className, ...props }: React.ComponentProps<'button'> & { uri: string | undefined }) {
  const [copied, setCopied] = React.useState(false)
  const copy = () => {
    if (!uri) return
    void navigator.clipboard?.writeText(uri).then(() => setCopied(true), () => setCopied(false))
  }
  return (
    <Button data-slot="walletconnect-copy-link" variant="neutral" size="sm" disabled={!uri} onClick={copy} className={className} {...props}>
      {copied ? strings.copied : strings.copyLink}
    </Button>
  )
}

/** The catalogue entry's mobile, desktop and web-app links, each carrying the pairing URI. */
function WalletConnectDeepLinks({ links, className, ...props }: React.ComponentProps<'div'> & { links: ReturnType<typeof useWalletConnectTarget>['deepLinks'] }) {
  if (!links.length) return null
  return (
    <div data-slot="walletconnect-deep-links" className={cn('flex flex-wrap justify-center gap-2', className)} {...props}>
      {links.map(({ target, href }) => (
        <a key={target} data-slot="walletconnect-deep-link" data-target={target} href={href} target={target === 'webapp' ? '_blank' : undefined} rel="noreferrer noopener" className={buttonVariants({ variant: 'neutral', size: 'sm' })}>
          {linkLabels[target]}
        </a>
      ))}
    </div>
  )
}

/**
 * SPEC §2 ConnectingWalletConnect: the pairing QR for the chosen wallet, its deep links and a
 * copy-link action. The QR follows the URI as the connector refreshes it.
 */
function ConnectingWalletConnectView({ className, ...props }: React.ComponentProps<'div'>) {
  const { uri, status, error, retry } = useWalletConnectPairing()
  const { name, imageUrl, deepLinks } = useWalletConnectTarget(uri)

  if (status === 'disabled') {
    return <div data-slot="connecting-walletconnect-view" data-status={status} className={cn('px-3 py-6 text-center text-wk-md', className)} {...props}>{strings.disabled}</div>
  }

  return (
    <div data-slot="connecting-walletconnect-view" data-status={status} className={cn('flex flex-col items-center gap-4 px-3 py-4 text-center', className)} {...props}>
      <WalletConnectQr uri={status === 'error' ? undefined : uri} label={strings.qrLabel} />
      <div data-slot="connecting-walletconnect-title" className="flex items-center gap-2">
        {name ? <WalletImage src={imageUrl} name={name} size="sm" /> : null}
        <p data-slot="connecting-walletconnect-title-text" className="text-wk-md font-semibold">{name ? strings.scanWith(name) : strings.scanWithPhone}</p>
      </div>
      {status === 'error' ? (
        <>
          <p data-slot="connecting-walletconnect-error" role="alert" className="text-wk-sm text-wk-error">{toUserMessage(error, strings.failed)}</p>
          <Button variant="neutral" size="sm" onClick={() => void retry()}>{strings.tryAgain}</Button>
        </>
      ) : status === 'connected' ? (
        <p data-slot="connecting-walletconnect-connected" className="text-wk-sm">{strings.connected}</p>
      ) : (
        <>
          <WalletConnectDeepLinks links={deepLinks} />
          <WalletConnectCopyLink uri={uri} />
        </>
      )}
    </div>
  )
}

export { ConnectingWalletConnectView, WalletConnectCopyLink, WalletConnectDeepLinks }
