'use client'

import * as React from 'react'
import { cva } from 'class-variance-authority'
import { Button } from '@/registry/components/ui/button'
import { Input } from '@/registry/components/ui/input'
import { cn } from '@/registry/components/ui/utils'
import { registerAccountNameStrings as strings } from '@/registry/components/register-account-name-view.strings'
import { useRegisterName } from '@/registry/hooks/use-register-name'
import { toUserMessage } from '@/registry/lib/errors/to-user-message'

const availabilityVariants = cva('min-h-5 text-wk-sm', {
  variants: {
    availability: {
      empty: 'text-wk-fg-muted',
      invalid: 'text-wk-error',
      checking: 'text-wk-fg-muted',
      available: 'text-wk-success',
      taken: 'text-wk-error',
      error: 'text-wk-error',
    },
  },
  defaultVariants: { availability: 'empty' },
})

/**
 * RegisterAccountName (SPEC §4, §5): a name input with the rule, availability from the profile
 * service, available suggestions, and Register (the wallet signs, then the success view).
 */
function RegisterAccountNameView({ className, ...props }: React.ComponentProps<'div'>) {
  const { name, availability, availabilityError, suggestions, status, error, setName, register } = useRegisterName()
  const id = React.useId()
  const canRegister = availability === 'available' && status === 'idle'
  return (
    <div data-slot="register-account-name-view" data-availability={availability} className={cn('flex flex-col gap-3 px-4 pt-2 pb-2', className)} {...props}>
      <label data-slot="register-account-name-label" htmlFor={id} className="text-wk-md font-medium">
        {strings.label}
      </label>
      <div data-slot="register-account-name-field" className="flex items-center gap-2">
        <Input
          id={id}
          data-slot="register-account-name-input"
          value={name}
          placeholder={strings.placeholder}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={availability === 'invalid' || availability === 'taken' ? true : undefined}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && canRegister) void register()
          }}
        />
        <span data-slot="register-account-name-suffix" className="text-wk-md text-wk-fg-muted">
          {strings.suffix}
        </span>
      </div>
      <p data-slot="register-account-name-availability" data-availability={availability} aria-live="polite" className={availabilityVariants({ availability })}>
        {availability === 'empty' ? strings.rule : availability === 'error' ? toUserMessage(availabilityError, strings.availability.error) : strings.availability[availability]}
      </p>
      {error ? (
        <p data-slot="register-account-name-error" role="alert" className="text-wk-sm text-wk-error">
          {toUserMessage(error, strings.failed)}
        </p>
      ) : null}
      {suggestions.length > 0 ? (
        <div data-slot="register-account-name-suggestions" className="flex flex-col gap-1.5">
          <span data-slot="register-account-name-suggestions-title" className="text-wk-sm text-wk-fg-muted">
            {strings.suggestionsTitle}
          </span>
          <div data-slot="register-account-name-suggestion-list" className="flex flex-wrap gap-1.5">
            {suggestions.map((suggestion) => (
              <Button key={suggestion.name} data-slot="register-account-name-suggestion" variant="neutral" size="sm" onClick={() => setName(suggestion.name)}>
                {suggestion.name}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      <Button data-slot="register-account-name-submit" disabled={!canRegister} onClick={() => void register()}>
        {strings.register}
      </Button>
    </div>
  )
}

export { RegisterAccountNameView, availabilityVariants }
