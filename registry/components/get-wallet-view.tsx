'use client'

import type * as React from 'react'
import { Button, buttonVariants } from '@/registry/components/ui/button'
import { installedViews } from '@/registry/components/modal/installed-views'
import { WalletImage } from '@/registry/components/ui/wallet-image'
import { cn } from '@/registry/components/ui/utils'
import { getWalletViewStrings } from '@/registry/components/get-wallet-view.strings'
import { useStrings } from '@/registry/hooks/use-strings'
import { useGetWallet } from '@/registry/hooks/use-get-wallet'
import type { SuggestedWallet } from '@/registry/lib/state/wallets/get-wallet'

function StoreLink({ href, store, wallet }: { href: string; store: keyof typeof getWalletViewStrings.stores; wallet: string }) {
  const strings = useStrings(getWalletViewStrings)
  return (
    <a
      data-slot="get-wallet-store-link"
      data-store={store}
      href={href}
      target="_blank"
      rel="noreferrer noopener"
      aria-label={strings.storeLinkLabel[store](wallet)}
      className={cn(buttonVariants({ variant: 'neutral', size: 'sm' }), 'bg-wk-surface-3')}
    >
      {strings.stores[store]}
    </a>
  )
}

function SuggestedWalletRow({ wallet }: { wallet: SuggestedWallet }) {
  return (
    <li
      data-slot="get-wallet-wallet"
      data-wallet-id={wallet.id}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-wk-lg bg-wk-surface-2 px-2.5 py-2"
    >
      <WalletImage src={wallet.imageUrl} name={wallet.name} />
      <span className="min-w-0 flex-1 truncate font-medium text-wk-md">{wallet.name}</span>
      <span className="flex gap-1.5">
        {wallet.storeLinks.map((link) => (
          <StoreLink key={link.store} href={link.href} store={link.store} wallet={wallet.name} />
        ))}
        {wallet.webapp ? <StoreLink href={wallet.webapp} store="webapp" wallet={wallet.name} /> : null}
      </span>
    </li>
  )
}

/**
 * For someone without a wallet, reached from Connect: what a wallet is in a few lines, the
 * wallets to start with and where to get them, and the embedded wallet (e-mail or social) as
 * the quickest start when the host offers it.
 */
type GetWalletViewProps = React.ComponentProps<'div'> & {
  /** Installed login views (the quickest start is offered only when Connect shows its login); the CLI-maintained list by default. */
  installed?: Record<string, React.ComponentType>
}

function GetWalletView({ installed = installedViews, className, ...props }: GetWalletViewProps) {
  const strings = useStrings(getWalletViewStrings)
  const { wallets, quickStart: offered, startQuickly } = useGetWallet()
  const quickStart = offered && installed[offered === 'email' ? 'EmailLogin' : 'SocialLogin'] ? offered : undefined
  return (
    <div data-slot="get-wallet-view" className={cn('flex flex-col gap-4 px-3 text-wk-fg', className)} {...props}>
      <ul data-slot="get-wallet-points" className="flex flex-col gap-2.5">
        {strings.points.map((point) => (
          <li key={point.id} data-point={point.id} className="flex flex-col gap-0.5">
            <span className="font-medium text-wk-md">{point.title}</span>
            <span className="text-wk-sm text-wk-fg-muted">{point.body}</span>
          </li>
        ))}
      </ul>
      <section data-slot="get-wallet-wallets" aria-label={strings.walletsHeading} className="flex flex-col gap-2">
        <h3 className="text-wk-sm font-medium text-wk-fg-muted">{strings.walletsHeading}</h3>
        {wallets.length ? (
          <ul className="flex flex-col gap-2">
            {wallets.map((wallet) => (
              <SuggestedWalletRow key={wallet.id} wallet={wallet} />
            ))}
          </ul>
        ) : (
          <p data-slot="get-wallet-empty" className="text-wk-sm text-wk-fg-muted">
            {strings.noWallets}
          </p>
        )}
      </section>
      {quickStart ? (
        <section
          data-slot="get-wallet-quick-start"
          data-method={quickStart}
          aria-label={strings.quickStart.heading}
          className="flex flex-col gap-2"
        >
          <h3 className="text-wk-sm font-medium text-wk-fg-muted">{strings.quickStart.heading}</h3>
          <p className="text-wk-sm text-wk-fg-muted">{quickStart === 'email' ? strings.quickStart.body : strings.quickStart.bodySocial}</p>
          <Button
            data-slot="get-wallet-quick-start-action"
            onClick={(event) =>
              startQuickly(event.currentTarget.closest('[data-slot="modal-root"]') ?? event.currentTarget.ownerDocument.body)
            }
          >
            {quickStart === 'email' ? strings.quickStart.email : strings.quickStart.social}
          </Button>
        </section>
      ) : null}
    </div>
  )
}

export { GetWalletView }
