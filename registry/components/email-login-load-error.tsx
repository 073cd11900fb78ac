'use client'

import type * as React from 'react'
import { Button } from '@/registry/components/ui/button'
import { cn } from '@/registry/components/ui/utils'
import { emailLoginStrings } from '@/registry/components/email-login.strings'
import { useStrings } from '@/registry/hooks/use-strings'

type EmailLoginLoadErrorProps = React.ComponentProps<'div'> & {
  /** The load failure (FrameLoadError from useEmailLogin): its SPEC text is shown, its code kept as data-code. */
  error: { code: string; shortMessage: string }
  onRetry: () => void
}

/**
 * What the e-mail login and the e-mail change show when the embedded wallet's code or frame failed
 * to load (SPEC §8 'Unable to load email login dependency'), with Try again: both views wait on the
 * same load, so they fail the same way and read the same.
 */
function EmailLoginLoadError({ error, onRetry, className, ...props }: EmailLoginLoadErrorProps) {
  const strings = useStrings(emailLoginStrings)
  return (
    <div
      data-slot="email-login-load-error"
      data-code={error.code}
      className={cn('flex items-center justify-between gap-2', className)}
      {...props}
    >
      <p role="alert" className="text-wk-sm text-wk-error">
        {error.shortMessage}
      </p>
      <Button variant="neutral" size="sm" onClick={onRetry}>
        {strings.tryAgain}
      </Button>
    </div>
  )
}

export { EmailLoginLoadError }
