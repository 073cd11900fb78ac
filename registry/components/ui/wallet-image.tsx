import * as React from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/registry/components/ui/utils'

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
  }

function WalletImage({ className, size, src, name, loading = 'lazy', ...props }: WalletImageProps) {
  const [failed, setFailed] = React.useState(false)
  const showImage = Boolean(src) && !failed
  return (
    <span data-slot="wallet-image" data-size={size ?? 'md'} className={cn(walletImageVariants({ size }), className)} {...props}>
      {showImage ? (
        <img
          data-slot="wallet-image-img"
          src={src}
          alt={name}
          loading={loading}
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      ) : (
        <span data-slot="wallet-image-fallback" aria-label={name} className="text-wk-sm font-semibold text-wk-fg-muted">
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
function gradientFor(address: string): string {
  const hex = address.replace(/^0x/i, '').padEnd(12, '0')
  const hue = (offset: number) => parseInt(hex.slice(offset, offset + 4), 16) % 360
  return `linear-gradient(135deg, hsl(${hue(0)} 70% 55%), hsl(${hue(4)} 70% 45%), hsl(${hue(8)} 70% 35%))`
}

function Avatar({ className, size, address, src, style, ...props }: AvatarProps) {
  return (
    <span
      data-slot="avatar"
      data-size={size ?? 'md'}
      className={cn(avatarVariants({ size }), className)}
      style={src ? style : { backgroundImage: gradientFor(address), ...style }}
      {...props}
    >
      {src ? <img data-slot="avatar-img" src={src} alt="" className="size-full object-cover" /> : null}
    </span>
  )
}

export { Avatar, WalletImage, avatarVariants, walletImageVariants }
