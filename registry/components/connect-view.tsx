'use client'

import * as React from 'react'
import { cn } from '@/registry/components/ui/utils'
import { ListItem, ListItemLabel } from '@/registry/components/ui/list-item'
import { installedViews } from '@/registry/components/modal/installed-views'
import { WalletSections } from '@/registry/components/wallet-sections'
import { connectViewStrings } from '@/registry/components/connect-view.strings'
import { useConnectors } from '@/registry/hooks/use-connectors'
import { useFeatures } from '@/registry/hooks/use-features'
import { useRouter } from '@/registry/hooks/use-router'
import { useSelectWallet } from '@/registry/hooks/use-select-wallet'
import { scopeSections } from '@/registry/lib/state/wallets/scope-sections'

type ConnectViewProps = React.ComponentProps<'div'> & {
  /** Installed login views rendered inline (EmailLogin, SocialLogin); the CLI-maintained list by default. */
  installed?: Record<string, React.ComponentType>
}

/**
 * The first view: connect methods in the store's order (wallet, email, social by default when
 * a browser wallet is present), wallets grouped in their sections, then All Wallets.
 */
function ConnectView({ installed = installedViews, className, ...props }: ConnectViewProps) {
  const { sections: allSections, groups, methods } = useConnectors()
  const features = useFeatures()
  const { push, data } = useRouter()
  const { selectItem } = useSelectWallet()
  const EmailLogin = features.email ? installed.EmailLogin : undefined
  const SocialLogin = features.socials && features.socials.length > 0 ? installed.SocialLogin : undefined
  // Opened from Networks for one namespace: only the wallets that connect on it (WalletConnect
  // pairs a wallet for that namespace alone, even while another session is connected), nothing else.
  const scope = data?.namespace
  const walletConnect = groups.find((group) => group.type === 'WALLET_CONNECT')
  const sections = React.useMemo(() => (scope ? scopeSections(allSections, scope, walletConnect) : allSections), [allSections, scope, walletConnect])

  if (scope) {
    return (
      <div data-slot="connect-view" data-namespace={scope} className={cn('flex flex-col gap-3 px-3', className)} {...props}>
        {data.description ? (
          <p data-slot="connect-view-scope" className="text-center text-wk-sm text-wk-fg-muted">
            {data.description}
          </p>
        ) : null}
        {sections.length ? (
          <WalletSections sections={sections} onSelect={selectItem} />
        ) : (
          <p data-slot="connect-view-empty" className="py-6 text-center text-wk-sm text-wk-fg-muted">
            {connectViewStrings.noScopedWallets}
          </p>
        )}
      </div>
    )
  }

  const blocks = methods
    .map((method) => {
      if (method === 'wallet')
        return (
          <div key="wallet" data-slot="connect-method" data-method="wallet" className="flex flex-col gap-2">
            <WalletSections sections={sections} onSelect={selectItem} />
            <ListItem data-slot="connect-all-wallets" onClick={() => push('AllWallets')}>
              <ListItemLabel>{connectViewStrings.allWallets}</ListItemLabel>
            </ListItem>
          </div>
        )
      const Login = method === 'email' ? EmailLogin : SocialLogin
      return Login ? (
        <div key={method} data-slot="connect-method" data-method={method}>
          <React.Suspense fallback={null}>
            <Login />
          </React.Suspense>
        </div>
      ) : null
    })
    .filter((block) => block !== null)

  return (
    <div data-slot="connect-view" className={cn('flex flex-col gap-3 px-3', className)} {...props}>
      {blocks.map((block, index) => (
        <React.Fragment key={block.key}>
          {index > 0 ? (
            <div data-slot="connect-separator" className="flex items-center gap-2 text-wk-xs text-wk-fg-muted">
              <span data-slot="connect-separator-line" className="h-px flex-1 bg-wk-border" />
              {connectViewStrings.or}
              <span data-slot="connect-separator-line" className="h-px flex-1 bg-wk-border" />
            </div>
          ) : null}
          {block}
        </React.Fragment>
      ))}
    </div>
  )
}

export { ConnectView }
