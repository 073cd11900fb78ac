'use client'

import * as React from 'react'
import { Button } from '@/registry/components/ui/button'
import { cn } from '@/registry/components/ui/utils'
import { accountTypeSwitchStrings as strings } from '@/registry/components/account-type-switch.strings'
import { useAccountType } from '@/registry/hooks/use-account-type'
import { toUserMessage } from '@/registry/lib/errors/to-user-message'

type AccountTypeSwitchProps = React.ComponentProps<'div'> & { current: 'eoa' | 'smartAccount' }

/** Account view toggle between the eoa and the smart account of the embedded wallet. */
function AccountTypeSwitch({ current, className, ...props }: AccountTypeSwitchProps) {
  const { type, busy, error, switchTo } = useAccountType(current)
  const target = type === 'eoa' ? 'smartAccount' : 'eoa'

  return (
    <div data-slot="account-type-switch" data-type={type} className={cn('flex flex-col gap-1', className)} {...props}>
      <Button data-slot="account-type-switch-button" variant="neutral" size="sm" disabled={busy} onClick={() => void switchTo(target)}>
        {busy ? strings.switching : target === 'smartAccount' ? strings.toSmart : strings.toEoa}
      </Button>
      {error ? (
        <p data-slot="account-type-switch-error" role="alert" className="text-wk-sm text-wk-error">
          {toUserMessage(error)}
        </p>
      ) : null}
    </div>
  )
}

export { AccountTypeSwitch }
