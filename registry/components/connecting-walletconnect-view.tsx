'use client'

import type * as React from 'react'
import { QrCode } from '@/registry/components/ui/qr-code'
import { connectingWalletConnectStrings } from '@/registry/components/connecting-walletconnect-view.strings'
import { useStrings, useUserMessage } from '@/registry/hooks/use-strings'
import { Button, buttonVariants } from '@/registry/components/ui/button'
import { cn } from '@/registry/components/ui/utils'
import { WalletImage } from '@/registry/components/ui/wallet-image'
import { useWalletConnectPairing } from '@/registry/hooks/use-walletconnect-pairing'
import { useWalletConnectTarget } from '@/registry/hooks/use-walletconnect-target'
import { useMobileHandoff } from '@/registry/hooks/use-mobile-handoff'
import { useClipboard } from '@/registry/hooks/use-clipboard'

/** Copies the pairing URI; says so in place of the label for a moment (useClipboard). */
function WalletConnectCopyLink({ uri, className, ...props }: React.ComponentProps<'button'> & { uri: string | undefined }) {
  const strings = useStrings(connectingWalletConnectStrings)
  const { copy, copied } = useClipboard()
  return (
    <Button
      data-slot="walletconnect-copy-link"
      variant="neutral"
      size="sm"
      disabled={!uri}
      onClick={() => uri && void copy(uri)}
      className={className}
      {...props}
    >
      {copied ? strings.copied : strings.copyLink}
    </Button>
  )
}

/** The catalogue entry's mobile, desktop and web-app links, each carrying the pairing URI. */
function WalletConnectDeepLinks({
  links,
  className,
  ...props
}: React.ComponentProps<'div'> & { links: ReturnType<typeof useWalletConnectTarget>['deepLinks'] }) {
  const strings = useStrings(connectingWalletConnectStrings)
  if (!links.length) return null
  const linkLabels = { mobile: strings.openMobile, desktop: strings.openDesktop, webapp: strings.openWebapp } as const
  return (
    <div data-slot="walletconnect-deep-links" className={cn('flex flex-wrap justify-center gap-2', className)} {...props}>
      {links.map(({ target, href }) => (
        <a
          key={target}
          data-slot="walletconnect-deep-link"
          data-target={target}
          href={href}
          target={target === 'webapp' ? '_blank' : undefined}
          rel="noreferrer noopener"
          className={buttonVariants({ variant: 'neutral', size: 'sm' })}
        >
          {linkLabels[target]}
        </a>
      ))}
    </div>
  )
}

type MobileHandoffProps = React.ComponentProps<'div'> & { handoff: ReturnType<typeof useMobileHandoff>; uri: string | undefined }

/**
 * A phone's pairing (issue 30): the wallet's app was opened with the URI, so no QR code; "Open"
 * opens it again (a blocked navigation), the store pages are offered for a wallet not installed.
 */
function WalletConnectMobileHandoff({ handoff, uri, className, ...props }: MobileHandoffProps) {
  const strings = useStrings(connectingWalletConnectStrings)
  const { wallet, storeLinks, returned, openAgain } = handoff
  if (!wallet) {
    return (
      <div data-slot="walletconnect-mobile" className={cn('flex w-full flex-col items-center gap-3', className)} {...props}>
        <WalletConnectCopyLink uri={uri} />
      </div>
    )
  }
  return (
    <div
      data-slot="walletconnect-mobile"
      data-returned={returned ? 'true' : undefined}
      className={cn('flex w-full flex-col items-center gap-3', className)}
      {...props}
    >
      <p data-slot="walletconnect-mobile-hint" className="text-wk-sm text-wk-fg-muted">
        {returned ? strings.waitingFor(wallet.name) : strings.approveInApp}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button data-slot="walletconnect-open" disabled={!uri} onClick={openAgain}>
          {strings.open}
        </Button>
        <WalletConnectCopyLink uri={uri} />
      </div>
      {storeLinks.length ? (
        <div data-slot="walletconnect-store-links" className="flex flex-wrap items-center justify-center gap-2 text-wk-sm">
          <span className="text-wk-fg-muted">{strings.getApp(wallet.name)}</span>
          {storeLinks.map(({ store, href }) => (
            <a
              key={store}
              data-slot="walletconnect-store-link"
              data-store={store}
              href={href}
              target="_blank"
              rel="noreferrer noopener"
              className={buttonVariants({ variant: 'neutral', size: 'sm' })}
            >
              {store === 'appStore' ? strings.appStore : strings.playStore}
            </a>
          ))}
        </div>
      ) : null}
    </div>
  )
}

/**
 * SPEC §2 ConnectingWalletConnect: the pairing QR for the chosen wallet, its deep links and a
 * copy-link action. The QR follows the URI as the connector refreshes it.
 */
function ConnectingWalletConnectView({ className, ...props }: React.ComponentProps<'div'>) {
  const strings = useStrings(connectingWalletConnectStrings)
  const userMessage = useUserMessage()
  const { uri, status, error, retry } = useWalletConnectPairing()
  const { name, imageUrl, deepLinks, catalogueWallet } = useWalletConnectTarget(uri)
  const handoff = useMobileHandoff(catalogueWallet, status === 'error' ? undefined : uri)
  // A phone hands the URI to the wallet's app; a wallet without a mobile link keeps the QR code.
  const mobile = handoff.active && (handoff.wallet !== undefined || catalogueWallet === undefined)

  if (status === 'disabled') {
    return (
      <div
        data-slot="connecting-walletconnect-view"
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
      data-slot="connecting-walletconnect-view"
      data-status={status}
      data-mobile={mobile ? 'true' : undefined}
      className={cn('flex flex-col items-center gap-4 px-3 py-4 text-center', className)}
      {...props}
    >
      {mobile ? null : <QrCode slot="walletconnect-qr" value={status === 'error' ? undefined : uri} label={strings.qrLabel} />}
      <div data-slot="connecting-walletconnect-title" className="flex items-center gap-2">
        {name ? <WalletImage src={imageUrl} name={name} size="sm" /> : null}
        <p data-slot="connecting-walletconnect-title-text" className="text-wk-md font-semibold">
          {mobile ? (name ? strings.continueIn(name) : strings.pasteInWallet) : name ? strings.scanWith(name) : strings.scanWithPhone}
        </p>
      </div>
      {status === 'error' ? (
        <>
          <p data-slot="connecting-walletconnect-error" role="alert" className="text-wk-sm text-wk-error">
            {userMessage(error, strings.failed)}
          </p>
          <Button variant="neutral" size="sm" onClick={() => void retry()}>
            {strings.tryAgain}
          </Button>
        </>
      ) : status === 'connected' ? (
        <p data-slot="connecting-walletconnect-connected" className="text-wk-sm">
          {strings.connected}
        </p>
      ) : mobile ? (
        <WalletConnectMobileHandoff handoff={handoff} uri={uri} />
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
