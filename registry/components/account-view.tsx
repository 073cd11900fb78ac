'use client'

import * as React from 'react'
import { cn } from '@/registry/components/ui/utils'
import { Avatar, WalletImage } from '@/registry/components/ui/wallet-image'
import { Button } from '@/registry/components/ui/button'
import { ListError } from '@/registry/components/ui/list-state'
import { Spinner } from '@/registry/components/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/registry/components/ui/tabs'
import { installedViews } from '@/registry/components/modal/installed-views'
import { TokenList } from '@/registry/components/token-list'
import { AccountActions } from '@/registry/components/account-actions'
import { accountViewStrings } from '@/registry/components/account-view.strings'
import { useStrings } from '@/registry/hooks/use-strings'
import { useCodedText } from '@/registry/hooks/use-coded-text'
import { truncateAddress } from '@/registry/lib/caip/truncate-address'
import { nativeBalance } from '@/registry/lib/state/balances/native-balance'
import { useAccount } from '@/registry/hooks/use-account'
import { useBalances } from '@/registry/hooks/use-balances'
import { useCatalogueImages } from '@/registry/hooks/use-catalogue-images'
import { useClipboard } from '@/registry/hooks/use-clipboard'
import { useDisconnect } from '@/registry/hooks/use-disconnect'
import { useFeatures } from '@/registry/hooks/use-features'
import { useNetwork } from '@/registry/hooks/use-network'
import { useRouter } from '@/registry/hooks/use-router'
import { useFormat } from '@/registry/hooks/use-format'
import { localeDirection } from '@/registry/lib/format/locale'

type AccountViewProps = React.ComponentProps<'div'> & { installed?: Record<string, React.ComponentType> }

/** The connected account: identity, native balance, network, disconnect, and the three tabs. */
function AccountView({ installed = installedViews, className, ...props }: AccountViewProps) {
  const strings = useStrings(accountViewStrings)
  const codedText = useCodedText()
  const format = useFormat()
  const { address, profileName, profileImage, namespace, walletInfo } = useAccount()
  const { network } = useNetwork()
  const { assetImage } = useCatalogueImages()
  // Only a network with a picture gets one on its button; the name is written beside it anyway.
  const networkImage = network ? assetImage(network.assets) : undefined
  const { balances, loading, error: balancesError, retryIn, refresh: reloadBalances } = useBalances()
  const { disconnect } = useDisconnect()
  const { push } = useRouter()
  const features = useFeatures()
  const clipboard = useClipboard()
  const History = features.history ? installed.History : undefined
  // The NFTs tab shows the nfts-view item when installed (`walletkit add nfts-view` wires it as AccountNfts).
  const Nfts = installed.AccountNfts
  // The embedded wallet's details (who is signed in, account type, e-mail change) when that item is installed.
  const Embedded = installed.EmbeddedAccount
  const native = nativeBalance(balances, network?.nativeCurrency.symbol)
  if (!address) return null

  return (
    <div data-slot="account-view" className={cn('flex flex-col gap-4 px-3', className)} {...props}>
      <div data-slot="account-view-identity" className="flex flex-col items-center gap-2">
        <Avatar address={address} src={profileImage} size="lg" />
        <div data-slot="account-view-name-row" className="flex items-center gap-1">
          <span data-slot="account-view-name" dir="ltr" data-address={address} className="text-wk-lg font-semibold" title={address}>
            {profileName ?? truncateAddress(address)}
          </span>
          <Button
            data-slot="account-view-copy"
            data-state={clipboard.copied ? 'copied' : 'idle'}
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={clipboard.copied ? strings.copied : strings.copyAddress}
            title={clipboard.copied ? strings.copied : strings.copyAddress}
            onClick={() => void clipboard.copy(address)}
          >
            <svg
              data-slot="account-view-copy-icon"
              viewBox="0 0 16 16"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              aria-hidden="true"
            >
              {clipboard.copied ? (
                <path data-slot="account-view-copy-check" d="m3 8.5 3 3 7-7" />
              ) : (
                <path
                  data-slot="account-view-copy-sheets"
                  d="M5.5 5.5V3.5a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-2m-7-5h6a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-6a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1Z"
                />
              )}
            </svg>
          </Button>
        </div>
        {/* One line tall whether it shows the spinner, the amount or nothing, so the buttons below stay put. */}
        <span data-slot="account-view-balance" dir="ltr" className="flex min-h-[1lh] items-center text-wk-md text-wk-fg-muted">
          {native ? (
            `${format.amount(native.quantity.numeric)} ${native.symbol}`
          ) : loading ? (
            <Spinner size="sm" label={strings.loadingBalance} />
          ) : null}
        </span>
      </div>
      {/* No Suspense of its own: while its code loads the whole view waits (the router's spinner), rather
          than insert the block above the buttons once they are on screen and under a pointer. */}
      {Embedded && walletInfo?.type === 'AUTH' ? <Embedded /> : null}
      <div data-slot="account-view-actions" className="flex gap-2">
        <Button
          data-slot="account-view-network"
          variant="neutral"
          className="flex-1"
          aria-label={`${network?.name ?? strings.unknownNetwork}, ${strings.switchNetwork.toLowerCase()}`}
          onClick={() => push('Networks')}
        >
          {networkImage ? (
            <WalletImage
              data-slot="account-view-network-image"
              src={networkImage}
              name={network?.name ?? ''}
              size="sm"
              loading="eager"
              initial={false}
              className="size-5 rounded-full"
            />
          ) : null}
          {network?.name ?? strings.unknownNetwork}
        </Button>
        <Button data-slot="account-view-disconnect" variant="danger" className="flex-1" onClick={() => void disconnect()}>
          {strings.disconnect}
        </Button>
      </div>
      <AccountActions installed={installed} features={features} namespace={namespace} onSelect={(route) => push(route)} />
      {/* Radix Tabs lays its triggers out in its own dir (ltr unless told): Arabic and Hebrew mirror them. */}
      <Tabs defaultValue="tokens" dir={localeDirection(format.locale)}>
        <TabsList>
          <TabsTrigger value="tokens">{strings.tabs.tokens}</TabsTrigger>
          <TabsTrigger value="nfts">{strings.tabs.nfts}</TabsTrigger>
          <TabsTrigger value="activity">{strings.tabs.activity}</TabsTrigger>
        </TabsList>
        <TabsContent value="tokens">
          {balancesError && !loading && balances.length === 0 ? (
            // A failed load is not an empty wallet: say so (SPEC §8 text) and offer the retry once the 30 s block is over.
            <ListError
              slot="account-view-tokens"
              className="gap-2"
              size="md"
              message={codedText(undefined, balancesError)}
              retryLabel={strings.retry}
              retryIn={retryIn}
              retryInLabel={strings.retryIn}
              onRetry={() => void reloadBalances()}
            />
          ) : (
            <TokenList balances={balances} emptyLabel={loading ? strings.loadingBalance : strings.noTokens} />
          )}
        </TabsContent>
        <TabsContent value="nfts">
          {Nfts ? (
            <React.Suspense fallback={<Spinner size="sm" label={strings.loading} />}>
              <Nfts />
            </React.Suspense>
          ) : (
            <p data-slot="account-view-empty" className="py-6 text-center text-wk-sm text-wk-fg-muted">
              {strings.noNfts}
            </p>
          )}
        </TabsContent>
        <TabsContent value="activity">
          {History ? (
            <React.Suspense fallback={<Spinner size="sm" label={strings.loading} />}>
              <History />
            </React.Suspense>
          ) : (
            <p data-slot="account-view-empty" className="py-6 text-center text-wk-sm text-wk-fg-muted">
              {strings.noActivity}
            </p>
          )}
        </TabsContent>
      </Tabs>
    </div>
  )
}

export { AccountView }
