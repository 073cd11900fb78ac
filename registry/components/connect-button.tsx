'use client'

import * as React from 'react'
import { useStore } from 'zustand'
import { Button, type ButtonProps } from '@/registry/components/ui/button'
import { Avatar } from '@/registry/components/ui/wallet-image'
import { connectButtonStrings } from '@/registry/components/connect-button.strings'
import { usePageStrings } from '@/registry/hooks/use-page-strings'
import { truncateAddress } from '@/registry/lib/caip/truncate-address'
import { useAccount } from '@/registry/hooks/use-account'
import { useModal } from '@/registry/hooks/use-modal'
import { cn } from '@/registry/components/ui/utils'
import { useTheme } from '@/registry/hooks/use-theme'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { preloadModal } from '@/registry/lib/state/modal/preload-modal'
import { preloadsOnIntent } from '@/registry/lib/state/modal/schedule-preload'

type ConnectButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  label?: string | undefined
  /** The active network's native balance inside the account button (hidden on a phone-wide screen). */
  showBalance?: boolean | undefined
  /** A chip before the account button with the active network's icon and name; it opens Networks. */
  showNetwork?: boolean | undefined
}

// The chips load on their own, only for a button that shows one: the default button's page-load
// bytes stay as they were.
const NetworkChip = React.lazy(() =>
  import('@/registry/components/connect-button-chips').then((m) => ({ default: m.ConnectButtonNetworkChip })),
)
const BalanceChip = React.lazy(() =>
  import('@/registry/components/connect-button-chips').then((m) => ({ default: m.ConnectButtonBalanceChip })),
)

/**
 * The host page's entry point: "Connect Wallet" when disconnected, the account when connected.
 * It sits on the page-load path, so it imports only the stores' hooks and the button.
 */
function ConnectButton({
  label,
  showBalance = false,
  showNetwork = false,
  className,
  style,
  onPointerEnter,
  onFocus,
  onTouchStart,
  ...props
}: ConnectButtonProps) {
  const strings = usePageStrings(connectButtonStrings)
  const { kit } = useWalletKitContext('ConnectButton')
  const { open, isOpen } = useModal()
  // The open modal's backdrop covers the button as it loses the pointer's hover and the focus: a
  // colour fade there is unseen, yet restyled the button apart (twice) during the open.
  const buttonClass = isOpen ? cn('transition-none', className) : className
  const onIntent = useStore(kit.options.store, (s) => preloadsOnIntent(s.preload))
  // Pointer, focus or touch on the button: the click is likely, so the modal's code starts now
  // (a no-op once preloaded). Host handlers still run.
  const preload = () => {
    if (onIntent) preloadModal(kit)
  }
  const intent = {
    onPointerEnter: (event: React.PointerEvent<HTMLButtonElement>) => {
      preload()
      onPointerEnter?.(event)
    },
    onFocus: (event: React.FocusEvent<HTMLButtonElement>) => {
      preload()
      onFocus?.(event)
    },
    onTouchStart: (event: React.TouchEvent<HTMLButtonElement>) => {
      preload()
      onTouchStart?.(event)
    },
  }
  const { status, isConnecting, address, profileName, profileImage } = useAccount()
  const theme = useTheme()
  const themed = { 'data-wk-theme': theme['data-wk-theme'], style: { ...theme.style, ...style } }

  // A known account stays on the button while its wallet confirms it (a returning visitor's restore).
  if (address && status !== 'disconnected') {
    const name = profileName ?? truncateAddress(address)
    const account = (
      <Button
        data-slot="connect-button"
        data-state={status}
        variant="neutral"
        aria-label={strings.account(name)}
        className={buttonClass}
        {...themed}
        {...props}
        {...intent}
        onClick={() => open()}
      >
        {showBalance ? (
          <React.Suspense fallback={null}>
            <BalanceChip />
          </React.Suspense>
        ) : null}
        <Avatar address={address} src={profileImage} size="sm" />
        <span data-slot="connect-button-label">{name}</span>
      </Button>
    )
    if (!showNetwork) return account
    return (
      <span
        data-slot="connect-button-group"
        data-wk-theme={theme['data-wk-theme']}
        style={theme.style}
        className="inline-flex items-center gap-2"
      >
        <React.Suspense fallback={null}>
          <NetworkChip onPointerEnter={preload} onFocus={preload} onTouchStart={preload} />
        </React.Suspense>
        {account}
      </span>
    )
  }
  return (
    <Button
      data-slot="connect-button"
      data-state={isConnecting ? 'connecting' : 'disconnected'}
      className={buttonClass}
      {...themed}
      {...props}
      {...intent}
      onClick={() => open()}
    >
      <span data-slot="connect-button-label">{isConnecting ? strings.connecting : (label ?? strings.connect)}</span>
    </Button>
  )
}

export { ConnectButton }
