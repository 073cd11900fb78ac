'use client'

import * as React from 'react'
import { Avatar } from '@/registry/components/ui/wallet-image'
import { Spinner } from '@/registry/components/ui/spinner'
import { cn } from '@/registry/components/ui/utils'
import { truncateAddress } from '@/registry/lib/caip/truncate-address'

type SendReceiverProps = Omit<React.ComponentProps<'div'>, 'onChange'> & {
  value: string
  onChange: (value: string) => void
  address: string | undefined
  profileName: string | undefined
  profileImageUrl: string | undefined
  resolving: boolean
  error: string | undefined
  disabled?: boolean | undefined
  strings: { label: string; placeholder: string; resolving: string }
}

/** The receiver field: an address or a name, and who it resolves to (name, avatar, address). */
function SendReceiver({
  value,
  onChange,
  address,
  profileName,
  profileImageUrl,
  resolving,
  error,
  disabled,
  strings,
  className,
  ...props
}: SendReceiverProps) {
  const inputId = React.useId()
  const state = resolving ? 'resolving' : error ? 'error' : address ? 'resolved' : 'idle'
  return (
    <div
      data-slot="send-receiver"
      data-state={state}
      className={cn('flex flex-col gap-2 rounded-wk-lg border border-wk-border p-3', className)}
      {...props}
    >
      <label data-slot="send-receiver-label" htmlFor={inputId} className="text-wk-sm text-wk-fg-muted">
        {strings.label}
      </label>
      <input
        data-slot="send-receiver-input"
        dir="ltr"
        id={inputId}
        value={value}
        disabled={disabled}
        placeholder={strings.placeholder}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
        className="min-w-0 bg-transparent pointer-coarse:min-h-11 font-wk text-wk-sm text-wk-fg outline-none placeholder:text-wk-fg-muted rtl:text-right"
      />
      {resolving ? <Spinner data-slot="send-receiver-resolving" size="sm" label={strings.resolving} /> : null}
      {error ? (
        <p data-slot="send-receiver-error" role="alert" className="text-wk-sm text-wk-error">
          {error}
        </p>
      ) : null}
      {address && (profileName || address !== value.trim()) ? (
        <div data-slot="send-receiver-profile" data-address={address} className="flex items-center gap-2 text-wk-sm">
          <Avatar address={address} src={profileImageUrl} size="sm" />
          <span data-slot="send-receiver-name" dir="ltr" className="font-medium text-wk-fg">
            {profileName ?? truncateAddress(address)}
          </span>
          {profileName ? (
            <span data-slot="send-receiver-address" dir="ltr" className="text-wk-fg-muted">
              {truncateAddress(address)}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

export { SendReceiver }
