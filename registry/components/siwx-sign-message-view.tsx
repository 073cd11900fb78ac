'use client'

import type * as React from 'react'
import { cva } from 'class-variance-authority'
import { Button } from '@/registry/components/ui/button'
import { WalletImage } from '@/registry/components/ui/wallet-image'
import { cn } from '@/registry/components/ui/utils'
import { siwxSignMessageStrings } from '@/registry/components/siwx-sign-message-view.strings'
import { useStrings, useUserMessage } from '@/registry/hooks/use-strings'
import { useSiwx } from '@/registry/hooks/use-siwx'

const siwxSignMessageVariants = cva('flex flex-col items-center gap-4 px-4 pt-4 pb-2 text-center', {
  variants: { state: { ready: '', error: '', busy: 'opacity-80' } },
  defaultVariants: { state: 'ready' },
})

/**
 * SIWXSignMessage (SPEC §4): asks the connected account to sign in. Sign asks the wallet;
 * Cancel disconnects when the app requires sign-in, otherwise closes. A refusal shows
 * 'Signature declined' (or the smart-account text) and the view stays.
 */
function SiwxSignMessageView({ className, ...props }: React.ComponentProps<'div'>) {
  const strings = useStrings(siwxSignMessageStrings)
  const userMessage = useUserMessage()
  const { status, error, required, appName, appIcon, wallet, sign, cancel } = useSiwx()
  const busy = status === 'signing' || status === 'checking'
  const state = busy ? 'busy' : error ? 'error' : 'ready'
  const name = appName ?? strings.fallbackAppName
  return (
    <div
      data-slot="siwx-sign-message-view"
      data-state={state}
      data-required={required ? 'true' : undefined}
      className={cn(siwxSignMessageVariants({ state }), className)}
      {...props}
    >
      <div data-slot="siwx-sign-message-images" className="flex items-center">
        <WalletImage
          data-slot="siwx-sign-message-app-image"
          src={appIcon}
          name={name}
          size="lg"
          loading="eager"
          className="ring-4 ring-wk-surface-1"
        />
        <WalletImage
          data-slot="siwx-sign-message-wallet-image"
          src={wallet?.icon}
          name={wallet?.name ?? ''}
          size="lg"
          loading="eager"
          className="-ms-3 ring-4 ring-wk-surface-1"
        />
      </div>
      <p data-slot="siwx-sign-message-headline" className="text-wk-lg font-semibold">
        {strings.headline(name)}
      </p>
      <p data-slot="siwx-sign-message-body" className="text-wk-sm text-wk-fg-muted">
        {strings.body}
      </p>
      {required ? (
        <p data-slot="siwx-sign-message-required" className="text-wk-sm text-wk-fg-muted">
          {strings.requiredHint}
        </p>
      ) : null}
      {error ? (
        <p data-slot="siwx-sign-message-error" role="alert" className="text-wk-sm text-wk-error">
          {userMessage(error, strings.failed)}
        </p>
      ) : null}
      <div data-slot="siwx-sign-message-actions" className="grid w-full grid-cols-2 gap-2 pt-1">
        <Button data-slot="siwx-sign-message-cancel" variant="neutral" disabled={status === 'signing'} onClick={() => void cancel()}>
          {required ? strings.disconnect : strings.cancel}
        </Button>
        <Button data-slot="siwx-sign-message-sign" disabled={busy} onClick={() => void sign()}>
          {strings.sign}
        </Button>
      </div>
    </div>
  )
}

export { SiwxSignMessageView, siwxSignMessageVariants }
