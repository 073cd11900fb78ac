'use client'

import * as React from 'react'
import { cva } from 'class-variance-authority'
import { Button } from '@/registry/components/ui/button'
import { Input } from '@/registry/components/ui/input'
import { cn } from '@/registry/components/ui/utils'
import { registerAccountNameStrings } from '@/registry/components/register-account-name-view.strings'
import { useStrings, useUserMessage } from '@/registry/hooks/use-strings'
import { useOwnedNames } from '@/registry/hooks/use-owned-names'
import { useRegisterName } from '@/registry/hooks/use-register-name'

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
  const strings = useStrings(registerAccountNameStrings)
  const userMessage = useUserMessage()
  const { name, availability, availabilityError, suggestions, status, error, setName, register } = useRegisterName()
  const id = React.useId()
  const canRegister = availability === 'available' && status === 'idle'
  return (
    <div
      data-slot="register-account-name-view"
      data-availability={availability}
      className={cn('flex flex-col gap-3 px-4 pt-2 pb-2', className)}
      {...props}
    >
      <OwnedNames />
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
      <p
        data-slot="register-account-name-availability"
        data-availability={availability}
        aria-live="polite"
        className={availabilityVariants({ availability })}
      >
        {availability === 'empty'
          ? strings.rule
          : availability === 'error'
            ? userMessage(availabilityError, strings.availability.error)
            : strings.availability[availability]}
      </p>
      {error ? (
        <p data-slot="register-account-name-error" role="alert" className="text-wk-sm text-wk-error">
          {userMessage(error, strings.failed)}
        </p>
      ) : null}
      {suggestions.length > 0 ? (
        <div data-slot="register-account-name-suggestions" className="flex flex-col gap-1.5">
          <span data-slot="register-account-name-suggestions-title" className="text-wk-sm text-wk-fg-muted">
            {strings.suggestionsTitle}
          </span>
          <div data-slot="register-account-name-suggestion-list" className="flex flex-wrap gap-1.5">
            {suggestions.map((suggestion) => (
              <Button
                key={suggestion.name}
                data-slot="register-account-name-suggestion"
                variant="neutral"
                size="sm"
                onClick={() => setName(suggestion.name)}
              >
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

/** The names the account already has, so the user knows before registering another. Nothing while there are none. */
function OwnedNames() {
  const strings = useStrings(registerAccountNameStrings)
  const userMessage = useUserMessage()
  const { names, status, error, retry } = useOwnedNames()
  if (status === 'error') {
    return (
      <div data-slot="register-account-name-owned-error" className="flex items-center justify-between gap-2">
        <p role="alert" className="text-wk-sm text-wk-error">
          {userMessage(error, strings.ownedError)}
        </p>
        <Button data-slot="register-account-name-owned-retry" variant="neutral" size="sm" onClick={() => void retry()}>
          {strings.ownedRetry}
        </Button>
      </div>
    )
  }
  if (names.length === 0) return null
  return (
    <div data-slot="register-account-name-owned" className="flex flex-col gap-1.5">
      <span data-slot="register-account-name-owned-title" className="text-wk-sm text-wk-fg-muted">
        {strings.ownedTitle}
      </span>
      <ul data-slot="register-account-name-owned-list" className="flex flex-wrap gap-1.5">
        {names.map((name) => (
          <li key={name} data-slot="register-account-name-owned-name" className="rounded-wk-sm bg-wk-surface-2 px-2 py-1 text-wk-sm">
            {name}
          </li>
        ))}
      </ul>
    </div>
  )
}

export { RegisterAccountNameView, availabilityVariants }
