'use client'

import * as React from 'react'
import { create } from 'qrcode'
import { cn } from '@/registry/components/ui/utils'

/** One SVG path of every dark module: a single node renders faster than thousands of rects. */
function modulePath(value: string): { size: number; path: string } {
  const { modules } = create(value, { errorCorrectionLevel: 'M' })
  let path = ''
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.data[row * modules.size + col]) path += `M${col} ${row}h1v1h-1z`
    }
  }
  return { size: modules.size, path }
}

type QrCodeProps = React.ComponentProps<'div'> & {
  /** What the code encodes; undefined while it is on its way (a placeholder shows). */
  value: string | undefined
  label: string
  /** The data-slot prefix: `<slot>`, `<slot>-code`, `<slot>-placeholder`. */
  slot?: string
}

/**
 * A QR code (from the `qrcode` package) drawn as one SVG path in the current text color on white,
 * sharp at any size and with no image to decode. What it encodes is also on `data-uri`, so a test
 * or a host can read it. Every QR the kit shows is this one: the WalletConnect pairing, the
 * Farcaster approval link, the Receive address.
 */
function QrCode({ value, label, slot = 'qr-code', className, ...props }: QrCodeProps) {
  const qr = React.useMemo(() => (value ? modulePath(value) : undefined), [value])
  return (
    <div
      data-slot={slot}
      data-uri={value}
      data-state={value ? 'ready' : 'loading'}
      className={cn('relative aspect-square w-full max-w-64 rounded-wk-lg bg-white p-3 text-black', className)}
      {...props}
    >
      {qr ? (
        <svg
          data-slot={`${slot}-code`}
          role="img"
          aria-label={label}
          viewBox={`-1 -1 ${qr.size + 2} ${qr.size + 2}`}
          className="size-full"
          shapeRendering="crispEdges"
        >
          <path d={qr.path} fill="currentColor" />
        </svg>
      ) : (
        <div data-slot={`${slot}-placeholder`} className="size-full animate-pulse rounded-wk-md bg-black/10" />
      )}
    </div>
  )
}

export { QrCode }
