'use client'

import * as React from 'react'
import { Button } from '@/registry/components/ui/button'
import { Input } from '@/registry/components/ui/input'
import { cn } from '@/registry/components/ui/utils'
import { CodeForm } from '@/registry/components/email-code-form'
import { EmailLoginLoadError } from '@/registry/components/email-login-load-error'
import { emailLoginStrings } from '@/registry/components/email-login.strings'
import { useStrings } from '@/registry/hooks/use-strings'
import { useEmailLogin } from '@/registry/hooks/use-email-login'

/** SPEC §4 e-mail change of an embedded account: new address, then the code to the current one, then the code to the new one. */
function UpdateEmailView({ className, ...props }: React.ComponentProps<'div'>) {
  const strings = useStrings(emailLoginStrings)
  const { state, actions, loadError, retry } = useEmailLogin()
  const [email, setEmail] = React.useState('')
  let body: React.ReactNode
  // The view waits on the same embedded-wallet load as the e-mail login: a failed load says so (SPEC §8) with Try again.
  if (loadError) body = <EmailLoginLoadError error={loadError} onRetry={retry} />
  else if (!actions)
    body = (
      <p data-slot="email-login-change-loading" className="text-wk-sm text-wk-fg-muted">
        {strings.loading}
      </p>
    )
  else if (state.step === 'change-primary')
    body = <CodeForm label={strings.primaryCode} busy={state.busy} onSubmit={(code) => void actions.submitPrimaryCode(code)} />
  else if (state.step === 'change-secondary')
    body = (
      <CodeForm
        label={strings.secondaryCode(state.newEmail)}
        busy={state.busy}
        onSubmit={(code) => void actions.submitSecondaryCode(code)}
      />
    )
  else if (state.step === 'changed') body = <p data-slot="email-login-changed">{strings.changed(state.email)}</p>
  else
    body = (
      <form
        data-slot="email-login-change-form"
        className="flex gap-2"
        onSubmit={(event) => (event.preventDefault(), void actions.startChange(email))}
      >
        <Input type="email" aria-label={strings.changeLabel} value={email} onChange={(e) => setEmail(e.target.value)} required />
        <Button type="submit" disabled={state.busy || email.trim() === ''}>
          {strings.change}
        </Button>
      </form>
    )
  return (
    <div data-slot="email-login-change" data-step={state.step} className={cn('flex flex-col gap-2 px-3 py-4', className)} {...props}>
      {body}
      {state.error ? (
        <p data-slot="email-login-change-error" role="alert" className="text-wk-sm text-wk-error">
          {state.error}
        </p>
      ) : null}
    </div>
  )
}

// The name the e-mail login item used for it before it became a view of its own.
const EmailLoginChange = UpdateEmailView

export { UpdateEmailView, EmailLoginChange }
