'use client'

import * as React from 'react'
import { Button } from '@/registry/components/ui/button'
import { Input } from '@/registry/components/ui/input'
import { Spinner } from '@/registry/components/ui/spinner'
import { emailLoginStrings } from '@/registry/components/email-login.strings'
import { useStrings } from '@/registry/hooks/use-strings'

/** A one-time-code form: the label, the 6-digit field and Verify, with room for extra actions below. */
export function CodeForm({
  label,
  busy,
  onSubmit,
  children,
}: {
  label: string
  busy: boolean
  onSubmit: (code: string) => void
  children?: React.ReactNode
}) {
  const strings = useStrings(emailLoginStrings)
  const [code, setCode] = React.useState('')
  return (
    <form data-slot="email-login-code" className="flex flex-col gap-2" onSubmit={(event) => (event.preventDefault(), onSubmit(code))}>
      <label data-slot="email-login-code-label" className="text-wk-sm text-wk-fg-muted">
        {label}
        <Input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={strings.codePlaceholder}
          className="mt-1"
        />
      </label>
      <Button type="submit" disabled={busy || code.trim().length === 0}>
        {busy ? <Spinner size="sm" /> : null}
        {strings.verify}
      </Button>
      {children}
    </form>
  )
}
