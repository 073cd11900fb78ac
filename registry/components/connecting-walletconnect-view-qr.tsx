'use client'

import * as React from 'react'
import { create } from 'qrcode'
import { cn } from '@/registry/components/ui/utils'

/** One SVG path of every dark module: a single node renders faster than thousands of rects. */
function modulePath(uri: string): { size: number; path: string } {
  const { modules } = create(uri, { errorCorrectionLevel: 'M' })
  let path = ''
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.data[row * modules.size + col]) path += `M${col} ${row}h1v1h-1z`
    }
  }
  return { size: modules.size, path }
}

type WalletConnectQrProps = React.ComponentProps<'div'> & { uri: string | undefined; label: string }

/**
 * The pairing URI as a QR code (from the `qrcode` package), drawn as SVG in the current text
 * color. The URI is also on `data-uri`, so a test or a host can read what the code encodes.
 */
function WalletConnectQr({ uri, label, className, ...props }: WalletConnectQrProps) {
  const qr = React.useMemo(() => (uri ? modulePath(uri) : undefined), [uri])
  return (
    <div
      data-slot="walletconnect-qr"
      data-uri={uri}
      data-state={uri ? 'ready' : 'loading'}
      className={cn('relative aspect-square w-full max-w-64 rounded-wk-lg bg-white p-3 text-black', className)}
      {...props}
    >
      {qr ? (
        <svg
          data-slot="walletconnect-qr-code"
          role="img"
          aria-label={label}
          viewBox={`-1 -1 ${qr.size + 2} ${qr.size + 2}`}
          className="size-full"
          shapeRendering="crispEdges"
        >
          <path d={qr.path} fill="currentColor" />
        </svg>
      ) : (
        <div data-slot="walletconnect-qr-placeholder" className="size-full animate-pulse rounded-wk-md bg-black/10" />
      )}
    </div>
  )
}

export { WalletConnectQr }
