'use client'

import { Button, type ButtonProps } from '@/registry/components/ui/button'
import { Avatar } from '@/registry/components/ui/wallet-image'
import { connectButtonStrings as strings } from '@/registry/components/connect-button.strings'
import { truncateAddress } from '@/registry/lib/caip/truncate-address'
import { useAccount } from '@/registry/hooks/use-account'
import { useModal } from '@/registry/hooks/use-modal'
import { useTheme } from '@/registry/hooks/use-theme'

type ConnectButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & { label?: string | undefined }

/**
 * The host page's entry point: "Connect Wallet" when disconnected, the account when connected.
 * It sits on the page-load path, so it imports only the stores' hooks and the button.
 */
function ConnectButton({ label = strings.connect, className, style, ...props }: ConnectButtonProps) {
  const { open } = useModal()
  const { isConnected, isConnecting, address, profileName } = useAccount()
  const theme = useTheme()
  const themed = { 'data-wk-theme': theme['data-wk-theme'], style: { ...theme.style, ...style } }

  if (isConnected && address) {
    const name = profileName ?? truncateAddress(address)
    return (
      <Button data-slot="connect-button" data-state="connected" variant="neutral" aria-label={strings.account(name)} className={className} {...themed} {...props} onClick={() => open()}>
        <Avatar address={address} size="sm" />
        <span data-slot="connect-button-label">{name}</span>
      </Button>
    )
  }
  return (
    <Button data-slot="connect-button" data-state={isConnecting ? 'connecting' : 'disconnected'} className={className} {...themed} {...props} onClick={() => open()}>
      <span data-slot="connect-button-label">{isConnecting ? strings.connecting : label}</span>
    </Button>
  )
}

export { ConnectButton }
