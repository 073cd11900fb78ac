'use client'

import * as React from 'react'
import { WalletConnectQr } from '@/registry/components/connecting-walletconnect-view-qr'
import { connectingWalletConnectStrings as strings } from '@/registry/components/connecting-walletconnect-view.strings'
import { Button, buttonVariants } from '@/registry/components/ui/button'
import { cn } from '@/registry/components/ui/utils'
import { WalletImage } from '@/registry/components/ui/wallet-image'
import { useRouter } from '@/registry/hooks/use-router'
import { useWalletConnectPairing } from '@/registry/hooks/use-walletconnect-pairing'
import { getWalletDeepLink } from '@/registry/lib/connectors/deep-links'
import type { CatalogueWallet, DeepLinkTarget } from '@/registry/lib/connectors/external'
import { WALLETCONNECT_CONNECTOR_ID } from '@/registry/lib/connectors/walletconnect/constants'

const linkTargets: ReadonlyArray<{ target: DeepLinkTarget; label: string }> = [
  { target: 'mobile', label: strings.openMobile },
  { target: 'desktop', label: strings.openDesktop },
  { target: 'webapp', label: strings.openWebapp },
]

const isCatalogueWallet = (value: unknown): value is CatalogueWallet =>
  typeof value === 'object' && value !== null && 'id' in value && 'name' in value

/** Copies the pairing URI; shows a short confirmation in place of the label. */
function WalletConnectCopyLink({ uri, ...props }: React.ComponentProps<'button'> & { uri: string | undefined }) {
  const [copied, setCopied] = React.useState(false)
  const copy = () => {
    if (!uri) return
    void navigator.clipboard?.writeText(uri).then(() => setCopied(true), () => setCopied(false))
  }
  return (
    <Button data-slot="walletconnect-copy-link" variant="neutral" size="sm" disabled={!uri} onClick={copy} {...props}>
      {copied ? strings.copied : strings.copyLink}
    </Button>
  )
}

/** The catalogue entry's mobile, desktop and web-app links, each carrying the pairing URI. */
function WalletConnectDeepLinks({ wallet, uri, className, ...props }: React.ComponentProps<'div'> & { wallet: CatalogueWallet; uri: string | undefined }) {
  const links = uri ? linkTargets.flatMap(({ target, label }) => {
    const href = getWalletDeepLink(wallet, target, uri)
    return href ? [{ target, label, href }] : []
  }) : []
  if (!links.length) return null
  return (
    <div data-slot="walletconnect-deep-links" className={cn('flex flex-wrap justify-center gap-2', className)} {...props}>
      {links.map(({ target, label, href }) => (
        <a key={target} data-slot="walletconnect-deep-link" data-target={target} href={href} target={target === 'webapp' ? '_blank' : undefined} rel="noreferrer noopener" className={buttonVariants({ variant: 'neutral', size: 'sm' })}>
          {label}
        </a>
      ))}
    </div>
  )
}

/**
 * SPEC §2 ConnectingWalletConnect: the pairing QR for the chosen wallet, its deep links and a
 * copy-link action. The QR follows the URI as the connector refreshes it.
 */
function ConnectingWalletConnectView(props: React.ComponentProps<'div'>) {
  const { data } = useRouter()
  const { uri, status, error, retry } = useWalletConnectPairing()
  // Picking WalletConnect itself names no wallet: any WalletConnect wallet may scan.
  const name = data?.wallet?.id === WALLETCONNECT_CONNECTOR_ID ? undefined : data?.wallet?.name
  const catalogueWallet = isCatalogueWallet(data?.catalogueWallet) ? data.catalogueWallet : undefined

  if (status === 'disabled') {
    return <div data-slot="connecting-walletconnect-view" data-status={status} className="px-3 py-6 text-center text-wk-md" {...props}>{strings.disabled}</div>
  }

  return (
    <div data-slot="connecting-walletconnect-view" data-status={status} className="flex flex-col items-center gap-4 px-3 py-4 text-center" {...props}>
      <WalletConnectQr uri={status === 'error' ? undefined : uri} label={strings.qrLabel} />
      <div data-slot="connecting-walletconnect-title" className="flex items-center gap-2">
        {name ? <WalletImage src={data?.wallet?.imageUrl} name={name} size="sm" /> : null}
        <p className="text-wk-md font-semibold">{name ? strings.scanWith(name) : strings.scanWithPhone}</p>
      </div>
      {status === 'error' ? (
        <>
          <p data-slot="connecting-walletconnect-error" role="alert" className="text-wk-sm text-wk-error">{error ?? strings.failed}</p>
          <Button variant="neutral" size="sm" onClick={() => void retry()}>{strings.tryAgain}</Button>
        </>
      ) : status === 'connected' ? (
        <p data-slot="connecting-walletconnect-connected" className="text-wk-sm">{strings.connected}</p>
      ) : (
        <>
          {catalogueWallet ? <WalletConnectDeepLinks wallet={catalogueWallet} uri={uri} /> : null}
          <WalletConnectCopyLink uri={uri} />
        </>
      )}
    </div>
  )
}

export { ConnectingWalletConnectView, WalletConnectCopyLink, WalletConnectDeepLinks }
