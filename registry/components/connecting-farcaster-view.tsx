'use client'

import * as React from 'react'
import QRCode from 'qrcode'
import { Spinner } from '@/registry/components/ui/spinner'
import { connectingFarcasterStrings as strings } from '@/registry/components/connecting-farcaster-view.strings'
import { useAuthConnector } from '@/registry/hooks/use-embedded-wallet'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { BaseError } from '@/registry/lib/errors/base'

type Status = { kind: 'loading' } | { kind: 'waiting'; url: string; qr: string } | { kind: 'connected' } | { kind: 'error'; message: string }

/** Farcaster sign-in: the secure site's approval link as a QR code, connected once approved. */
function ConnectingFarcasterView(props: React.ComponentProps<'div'>) {
  const { kit } = useWalletKitContext('ConnectingFarcasterView')
  const { connector } = useAuthConnector()
  const [status, setStatus] = React.useState<Status>({ kind: 'loading' })

  React.useEffect(() => {
    if (!connector) return
    let live = true
    const fail = (error: unknown) => live && setStatus({ kind: 'error', message: error instanceof BaseError ? error.shortMessage : 'An error occurred' })
    connector
      .getFarcasterUri()
      .then(async ({ url }) => {
        const qr = await QRCode.toDataURL(url, { margin: 1, width: 280 })
        if (!live) return
        setStatus({ kind: 'waiting', url, qr })
        await connector.connectFarcaster()
        await kit.connection.connect(connector)
        if (live) setStatus({ kind: 'connected' })
      })
      .catch(fail)
    return () => void (live = false)
  }, [connector, kit])

  return (
    <div data-slot="connecting-farcaster-view" data-status={status.kind} className="flex flex-col items-center gap-3 px-3 py-6 text-center" {...props}>
      {status.kind === 'loading' ? <Spinner /> : null}
      {status.kind === 'waiting' ? (
        <>
          <p className="text-wk-md">{strings.scan}</p>
          <img data-slot="connecting-farcaster-qr" src={status.qr} alt={strings.qrAlt} width={280} height={280} className="rounded-wk-md bg-white" />
          <a data-slot="connecting-farcaster-link" href={status.url} target="_blank" rel="noreferrer" className="text-wk-sm text-wk-accent">
            {strings.openLink}
          </a>
          <p className="text-wk-sm text-wk-fg-muted">{strings.waiting}</p>
        </>
      ) : null}
      {status.kind === 'connected' ? <p>{strings.connected}</p> : null}
      {status.kind === 'error' ? (
        <p role="alert" className="text-wk-sm text-wk-error">
          {status.message}
        </p>
      ) : null}
    </div>
  )
}

export { ConnectingFarcasterView }
