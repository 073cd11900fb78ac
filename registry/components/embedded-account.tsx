'use client'

import type * as React from 'react'
import { AccountTypeSwitch } from '@/registry/components/account-type-switch'
import { embeddedAccountStrings } from '@/registry/components/embedded-account.strings'
import { useStrings } from '@/registry/hooks/use-strings'
import { installedViews } from '@/registry/components/modal/installed-views'
import { Button } from '@/registry/components/ui/button'
import { cn } from '@/registry/components/ui/utils'
import { useAccount } from '@/registry/hooks/use-account'
import { useRouter } from '@/registry/hooks/use-router'

type EmbeddedAccountProps = React.ComponentProps<'div'> & { installed?: Record<string, React.ComponentType> }

/**
 * What Account adds for an embedded-wallet account (SPEC §3 Account user and account type): who is
 * signed in (e-mail or social user name), the eoa / smart-account switch, and the e-mail change
 * when the update-email view is installed.
 */
function EmbeddedAccount({ installed = installedViews, className, ...props }: EmbeddedAccountProps) {
  const strings = useStrings(embeddedAccountStrings)
  const { user, allAccounts, walletInfo, preferredAccountType } = useAccount()
  const { push } = useRouter()
  if (walletInfo?.type !== 'AUTH') return null
  const who = user?.email || user?.username
  const current = preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa'
  const hasSmartAccount = allAccounts.some((account) => account.type === 'smartAccount') || current === 'smartAccount'
  return (
    <div data-slot="embedded-account" className={cn('flex flex-col items-center gap-2 text-center', className)} {...props}>
      {who ? (
        <p data-slot="embedded-account-user" className="text-wk-sm text-wk-fg-muted">
          {strings.signedInAs}{' '}
          {/* An e-mail address stays left to right inside a right-to-left sentence; a username takes its own direction. */}
          <span data-slot="embedded-account-user-name" dir={user?.email ? 'ltr' : 'auto'} className="font-medium text-wk-fg">
            {who}
          </span>
        </p>
      ) : null}
      <div data-slot="embedded-account-actions" className="flex flex-wrap justify-center gap-2">
        {hasSmartAccount ? <AccountTypeSwitch current={current} /> : null}
        {user?.email && installed.UpdateEmail ? (
          <Button data-slot="embedded-account-change-email" variant="neutral" size="sm" onClick={() => push('UpdateEmail')}>
            {strings.changeEmail}
          </Button>
        ) : null}
      </div>
    </div>
  )
}

export { EmbeddedAccount }
