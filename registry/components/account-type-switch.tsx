'use client'

import type * as React from 'react'
import { Button } from '@/registry/components/ui/button'
import { cn } from '@/registry/components/ui/utils'
import { accountTypeSwitchStrings } from '@/registry/components/account-type-switch.strings'
import { useStrings, useUserMessage } from '@/registry/hooks/use-strings'
import { useAccountType } from '@/registry/hooks/use-account-type'

type AccountTypeSwitchProps = React.ComponentProps<'div'> & { current: 'eoa' | 'smartAccount' }

/** Account view toggle between the eoa and the smart account of the embedded wallet. */
function AccountTypeSwitch({ current, className, ...props }: AccountTypeSwitchProps) {
  const strings = useStrings(accountTypeSwitchStrings)
  const userMessage = useUserMessage()
  const { type, busy, error, switchTo } = useAccountType(current)
  const target = type === 'eoa' ? 'smartAccount' : 'eoa'

  return (
    <div data-slot="account-type-switch" data-type={type} className={cn('flex flex-col gap-1', className)} {...props}>
      <Button data-slot="account-type-switch-button" variant="neutral" size="sm" disabled={busy} onClick={() => void switchTo(target)}>
        {busy ? strings.switching : target === 'smartAccount' ? strings.toSmart : strings.toEoa}
      </Button>
      {error ? (
        <p data-slot="account-type-switch-error" role="alert" className="text-wk-sm text-wk-error">
          {userMessage(error)}
        </p>
      ) : null}
    </div>
  )
}

export { AccountTypeSwitch }
