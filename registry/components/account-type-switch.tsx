'use client'

import * as React from 'react'
import { Button } from '@/registry/components/ui/button'
import { accountTypeSwitchStrings as strings } from '@/registry/components/account-type-switch.strings'
import { useAuthConnector } from '@/registry/hooks/use-embedded-wallet'
import { BaseError } from '@/registry/lib/errors/base'

type AccountTypeSwitchProps = React.ComponentProps<'div'> & { current: 'eoa' | 'smartAccount' }

/** Account view toggle between the eoa and the smart account of the embedded wallet. */
function AccountTypeSwitch({ current, ...props }: AccountTypeSwitchProps) {
  const { connector } = useAuthConnector()
  const [type, setType] = React.useState(current)
  const [busy, setBusy] = React.useState(false)
  const [error, setError] = React.useState<string | null>(null)
  const target = type === 'eoa' ? 'smartAccount' : 'eoa'

  async function toggle() {
    if (!connector) return
    setBusy(true)
    setError(null)
    try {
      // The connector falls back to eoa when the smart account is refused (SPEC §4).
      const result = await connector.setPreferredAccount(target)
      setType(result.type === 'smartAccount' ? 'smartAccount' : 'eoa')
    } catch (cause) {
      setError(cause instanceof BaseError ? cause.shortMessage : 'An error occurred')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div data-slot="account-type-switch" data-type={type} className="flex flex-col gap-1" {...props}>
      <Button variant="neutral" size="sm" disabled={!connector || busy} onClick={() => void toggle()}>
        {busy ? strings.switching : target === 'smartAccount' ? strings.toSmart : strings.toEoa}
      </Button>
      {error ? (
        <p role="alert" className="text-wk-sm text-wk-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export { AccountTypeSwitch }
