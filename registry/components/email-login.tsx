'use client'

import * as React from 'react'
import { cn } from '@/registry/components/ui/utils'
import { Button } from '@/registry/components/ui/button'
import { Input } from '@/registry/components/ui/input'
import { CodeForm } from '@/registry/components/email-code-form'
import { useSecondsUntil } from '@/registry/hooks/use-seconds-until'
import { EmailLoginLoadError } from '@/registry/components/email-login-load-error'
import { emailLoginStrings } from '@/registry/components/email-login.strings'
import { useStrings } from '@/registry/hooks/use-strings'
import { useEmailLogin } from '@/registry/hooks/use-email-login'

/** E-mail one-time-code login: address, device approval, code entry and throttled resend. */
function EmailLogin({ className, ...props }: React.ComponentProps<'div'>) {
  const strings = useStrings(emailLoginStrings)
  const { state, actions, loadError, retry } = useEmailLogin()
  const [email, setEmail] = React.useState('')
  const wait = useSecondsUntil(state.resendAt)
  const error = state.error ? (
    <p data-slot="email-login-error" role="alert" className="text-wk-sm text-wk-error">
      {state.error}
    </p>
  ) : null

  let body: React.ReactNode
  if (loadError) body = <EmailLoginLoadError error={loadError} onRetry={retry} />
  else if (!actions)
    body = (
      <p data-slot="email-login-loading" className="text-wk-sm text-wk-fg-muted">
        {strings.loading}
      </p>
    )
  else if (state.step === 'device')
    body = (
      <p data-slot="email-login-device" className="text-wk-sm">
        {strings.approveDevice(state.email)}
      </p>
    )
  else if (state.step === 'otp')
    body = (
      <CodeForm label={strings.codeLabel(state.email)} busy={state.busy} onSubmit={(code) => void actions.submitCode(code)}>
        <div data-slot="email-login-code-actions" className="flex justify-between">
          <Button variant="ghost" size="sm" disabled={wait > 0 || state.busy} onClick={() => void actions.resend()}>
            {wait > 0 ? strings.resendIn(wait) : strings.resend}
          </Button>
          <Button variant="ghost" size="sm" onClick={actions.back}>
            {strings.useAnother}
          </Button>
        </div>
      </CodeForm>
    )
  else if (state.step === 'connected') body = <p data-slot="email-login-connected">{strings.connected}</p>
  else
    body = (
      <form
        data-slot="email-login-form"
        className="flex gap-2"
        onSubmit={(event) => (event.preventDefault(), void actions.submitEmail(email))}
      >
        <Input
          type="email"
          aria-label={strings.emailLabel}
          placeholder={strings.emailPlaceholder}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <Button type="submit" disabled={state.busy || email.trim() === ''}>
          {strings.continue}
        </Button>
      </form>
    )

  return (
    <div data-slot="email-login" data-step={state.step} className={cn('flex flex-col gap-2', className)} {...props}>
      {body}
      {error}
    </div>
  )
}

/** The e-mail change of the account view: new address, then the current and the new code. */
export { EmailLogin }
