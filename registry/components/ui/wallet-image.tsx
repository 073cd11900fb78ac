import * as React from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/registry/components/ui/utils'
import { imageFailures, watchImagePreload } from '@/registry/lib/images/image-load'

/**
 * Whether to show `src`: not while it failed less than 1 s ago, not after an error, and (eager
 * images, which are preloaded) not if it has not loaded 2 s after it was asked for (SPEC §9).
 */
function useImageSource(src: string | null | undefined, preload: boolean) {
  const ref = React.useRef<HTMLImageElement>(null)
  const [state, setState] = React.useState(() => ({ src, failed: src ? !imageFailures.mayLoad(src) : false }))
  // A new source starts over (it may be one that failed recently).
  if (state.src !== src) setState({ src, failed: src ? !imageFailures.mayLoad(src) : false })
  const failed = state.src === src ? state.failed : false
  const fail = React.useCallback(() => {
    if (src) imageFailures.fail(src)
    setState({ src, failed: true })
  }, [src])
  React.useEffect(() => {
    if (!src || failed || !preload || !ref.current) return undefined
    return watchImagePreload(ref.current, fail)
  }, [src, failed, preload, fail])
  return { ref, show: Boolean(src) && !failed, fail }
}

const walletImageVariants = cva('relative inline-flex shrink-0 items-center justify-center overflow-hidden bg-wk-surface-3', {
  variants: {
    size: { sm: 'size-6 rounded-wk-sm', md: 'size-10 rounded-wk-md', lg: 'size-16 rounded-wk-lg' },
  },
  defaultVariants: { size: 'md' },
})

type WalletImageProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof walletImageVariants> & {
    src?: string | undefined
    name: string
    /** `eager` for the rows the user sees first; the rest wait until they scroll into view. */
    loading?: 'eager' | 'lazy'
    /**
     * `false` where the name is written next to the image (the Account network button): without an
     * image the box stays empty and hidden from assistive technology instead of repeating the name.
     */
    initial?: boolean
  }

function WalletImage({ className, size, src, name, loading = 'lazy', initial = true, ...props }: WalletImageProps) {
  const { ref, show: showImage, fail } = useImageSource(src, loading === 'eager')
  return (
    <span
      data-slot="wallet-image"
      data-size={size ?? 'md'}
      aria-hidden={initial ? undefined : true}
      className={cn(walletImageVariants({ size }), className)}
      {...props}
    >
      {showImage ? (
        <img
          ref={ref}
          data-slot="wallet-image-img"
          src={src}
          alt={initial ? name : ''}
          loading={loading}
          decoding="async"
          onError={fail}
          className="size-full object-cover"
        />
      ) : !initial ? null : (
        <span data-slot="wallet-image-fallback" role="img" aria-label={name} className="text-wk-sm font-semibold text-wk-fg-muted">
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
    </span>
  )
}

const avatarVariants = cva('inline-block shrink-0 overflow-hidden rounded-full', {
  variants: { size: { sm: 'size-5', md: 'size-8', lg: 'size-16' } },
  defaultVariants: { size: 'md' },
})

type AvatarProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof avatarVariants> & { address: string; src?: string | null | undefined }

// A stable gradient derived from the address, so an account without a profile image is still recognisable.
// Non-hex addresses (base58 SS58 and Solana, bech32 Bitcoin) would give NaN hues and no gradient;
// they are hashed (FNV-1a) to 12 hex digits first. EVM addresses keep their colours.
function hexSeed(address: string): string {
  const plain = address.replace(/^0x/i, '')
  if (/^[0-9a-f]{12}/i.test(plain)) return plain
  let hash = 0x811c9dc5
  let seed = ''
  for (let round = 0; round < 2; round++) {
    for (const char of `${round}${address}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
    seed += hash.toString(16).padStart(8, '0')
  }
  return seed
}

function gradientFor(address: string): string {
  const hex = hexSeed(address).padEnd(12, '0')
  const hue = (offset: number) => parseInt(hex.slice(offset, offset + 4), 16) % 360
  return `linear-gradient(135deg, hsl(${hue(0)} 70% 55%), hsl(${hue(4)} 70% 45%), hsl(${hue(8)} 70% 35%))`
}

function Avatar({ className, size, address, src, style, ...props }: AvatarProps) {
  // A profile image is shown at once (preloaded); the gradient stays if it fails or takes over 2 s.
  const { ref, show, fail } = useImageSource(src, true)
  return (
    <span
      data-slot="avatar"
      data-size={size ?? 'md'}
      className={cn(avatarVariants({ size }), className)}
      style={show ? style : { backgroundImage: gradientFor(address), ...style }}
      {...props}
    >
      {show ? (
        <img ref={ref} data-slot="avatar-img" src={src ?? undefined} alt="" onError={fail} className="size-full object-cover" />
      ) : null}
    </span>
  )
}

export { Avatar, WalletImage, avatarVariants, walletImageVariants }
