'use client'

import type * as React from 'react'
import { Button } from '@/registry/components/ui/button'
import { Spinner } from '@/registry/components/ui/spinner'
import { cn } from '@/registry/components/ui/utils'
import { registerAccountNameSuccessStrings } from '@/registry/components/register-account-name-success-view.strings'
import { useStrings } from '@/registry/hooks/use-strings'
import { useRegisterName } from '@/registry/hooks/use-register-name'

/**
 * RegisterAccountNameSuccess (SPEC §4): pushed when registration starts, it waits for the
 * signature and the service, then confirms the name. Failures return to RegisterAccountName.
 */
function RegisterAccountNameSuccessView({ className, ...props }: React.ComponentProps<'div'>) {
  const strings = useStrings(registerAccountNameSuccessStrings)
  const { name, status, registeredName, done } = useRegisterName()
  const registered = status === 'success' && registeredName
  return (
    <div
      data-slot="register-account-name-success-view"
      data-status={registered ? 'success' : 'registering'}
      className={cn('flex flex-col items-center gap-3 px-4 pt-6 pb-2 text-center', className)}
      {...props}
    >
      {registered ? (
        <>
          <span
            data-slot="register-account-name-success-icon"
            aria-hidden
            className="flex size-12 items-center justify-center rounded-full bg-wk-success/15 text-wk-success"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" className="size-6">
              <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <p data-slot="register-account-name-success-headline" className="text-wk-lg font-semibold">
            {strings.success}
          </p>
          <p data-slot="register-account-name-success-hint" className="text-wk-sm text-wk-fg-muted">
            {strings.successHint}
          </p>
          <p data-slot="register-account-name-success-name" className="-mt-2 text-wk-md font-semibold break-all">
            {registeredName}
          </p>
          <Button data-slot="register-account-name-success-done" className="w-full" onClick={done}>
            {strings.done}
          </Button>
        </>
      ) : (
        <>
          <Spinner data-slot="register-account-name-success-spinner" />
          <p data-slot="register-account-name-success-registering" className="text-wk-md font-semibold">
            {strings.registering(`${name}.reown.id`)}
          </p>
          <p data-slot="register-account-name-success-hint" className="text-wk-sm text-wk-fg-muted">
            {strings.signHint}
          </p>
        </>
      )}
    </div>
  )
}

export { RegisterAccountNameSuccessView }
