'use client'

import * as React from 'react'
import { cn } from '@/registry/components/ui/utils'
import { ListItem, ListItemLabel } from '@/registry/components/ui/list-item'
import { installedViews } from '@/registry/components/modal/installed-views'
import { WalletSections } from '@/registry/components/wallet-sections'
import { connectViewStrings } from '@/registry/components/connect-view.strings'
import { useStrings } from '@/registry/hooks/use-strings'
import { useConnectors } from '@/registry/hooks/use-connectors'
import { useConsent } from '@/registry/hooks/use-consent'
import { useFeatures } from '@/registry/hooks/use-features'
import { useRouter } from '@/registry/hooks/use-router'
import { useSelectWallet } from '@/registry/hooks/use-select-wallet'
import { scopeSections } from '@/registry/lib/state/wallets/scope-sections'

type ConnectViewProps = React.ComponentProps<'div'> & {
  /** Installed login views rendered inline (EmailLogin, SocialLogin); the CLI-maintained list by default. */
  installed?: Record<string, React.ComponentType>
}

// While a required consent is not given, picking a wallet does nothing (the fieldset also disables it).
const ignoreSelect = () => undefined

type LegalSentences = { terms: string; privacy: string; both: string }

/**
 * The sentence for the links the host configured, its `<terms>…</terms>` and `<privacy>…</privacy>`
 * parts as those links; nothing when the host gave neither.
 */
function LegalSentence({
  sentences,
  termsUrl,
  privacyUrl,
}: {
  sentences: LegalSentences
  termsUrl: string | undefined
  privacyUrl: string | undefined
}) {
  const sentence = termsUrl && privacyUrl ? sentences.both : termsUrl ? sentences.terms : privacyUrl ? sentences.privacy : undefined
  if (sentence === undefined) return null
  const hrefs: Record<string, string | undefined> = { terms: termsUrl, privacy: privacyUrl }
  return sentence.split(/(<(?:terms|privacy)>.*?<\/(?:terms|privacy)>)/).map((part, index) => {
    const tagged = /^<(terms|privacy)>(.*)<\/\1>$/.exec(part)
    const href = tagged ? hrefs[tagged[1] as string] : undefined
    if (!tagged || !href) return part.replace(/<\/?(?:terms|privacy)>/g, '')
    return (
      <a
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence, in order.
        key={index}
        data-slot={`connect-legal-${tagged[1]}`}
        href={href}
        target="_blank"
        rel="noreferrer noopener"
        className="text-wk-accent-text underline-offset-2 hover:underline"
      >
        {tagged[2]}
      </a>
    )
  })
}

/** The host's terms and privacy links, as a note or (consent required) as the label of the box that unlocks connecting. */
function ConnectLegal({ requiredId }: { requiredId: string }) {
  const strings = useStrings(connectViewStrings)
  const { legal, accepted, setAccepted } = useConsent()
  const hasLinks = legal.termsUrl !== undefined || legal.privacyUrl !== undefined
  if (legal.requireConsent) {
    return (
      <div data-slot="connect-legal" data-required="true" className="flex flex-col gap-1 text-wk-sm text-wk-fg-muted">
        {/* The whole row is the box's label: a finger-sized target around a normal-sized box. */}
        <label data-slot="connect-consent-label" className="flex min-h-11 cursor-pointer items-center gap-2">
          <input
            data-slot="connect-consent"
            type="checkbox"
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
            className="size-4 shrink-0 accent-wk-accent pointer-coarse:size-5"
          />
          <span>
            {hasLinks ? (
              <LegalSentence sentences={strings.legal.agree} termsUrl={legal.termsUrl} privacyUrl={legal.privacyUrl} />
            ) : (
              strings.legal.agreeWithoutLinks
            )}
          </span>
        </label>
        {accepted ? null : (
          <p data-slot="connect-consent-required" id={requiredId} className="text-wk-xs">
            {strings.legal.required}
          </p>
        )}
      </div>
    )
  }
  if (!hasLinks) return null
  return (
    <p data-slot="connect-legal" className="text-center text-wk-sm text-wk-fg-muted">
      <LegalSentence sentences={strings.legal.byConnecting} termsUrl={legal.termsUrl} privacyUrl={legal.privacyUrl} />
    </p>
  )
}

// Rows of the held list: about the height of a usual list, so the swap moves little.
const SKELETON_ROWS = 5

/** What the view shows while wallets are still arriving: no target yet, so nothing moves under a click. */
function ConnectViewSkeleton({ loading, className, ...props }: React.ComponentProps<'div'> & { loading: string }) {
  return (
    <div data-slot="connect-view" data-state="loading" aria-busy="true" className={cn('flex flex-col gap-2 px-3', className)} {...props}>
      <span data-slot="connect-view-loading" role="status" className="sr-only">
        {loading}
      </span>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows.
          key={index}
          data-slot="connect-view-skeleton-row"
          aria-hidden="true"
          className="min-h-14 animate-pulse rounded-wk-lg bg-wk-surface-2 motion-reduce:animate-none"
        />
      ))}
    </div>
  )
}

/**
 * The first view: connect methods in the store's order (wallet, email, social by default when
 * a browser wallet is present), wallets grouped in their sections, then All Wallets.
 */
function ConnectView({ installed = installedViews, className, ...props }: ConnectViewProps) {
  const strings = useStrings(connectViewStrings)
  const { sections: allSections, groups, methods, settling } = useConnectors()
  const features = useFeatures()
  const { push, data } = useRouter()
  const { selectItem } = useSelectWallet()
  const { blocking } = useConsent()
  const requiredId = React.useId()
  const EmailLogin = features.email ? installed.EmailLogin : undefined
  const SocialLogin = features.socials && features.socials.length > 0 ? installed.SocialLogin : undefined
  // Opened from Networks for one namespace: only the wallets that connect on it (WalletConnect
  // pairs a wallet for that namespace alone, even while another session is connected), nothing else.
  const scope = data?.namespace
  const walletConnect = groups.find((group) => group.type === 'WALLET_CONNECT')
  const sections = React.useMemo(
    () => (scope ? scopeSections(allSections, scope, walletConnect) : allSections),
    [allSections, scope, walletConnect],
  )

  // Wallets still arriving (discovery, the catalogue, WalletConnect) would insert rows and reorder
  // the methods under a pointer already on its way: hold the whole view until they are in.
  if (settling) return <ConnectViewSkeleton loading={strings.loading} className={className} {...props} />

  if (scope) {
    return (
      <div
        data-slot="connect-view"
        data-state="ready"
        data-namespace={scope}
        className={cn('flex flex-col gap-3 px-3', className)}
        {...props}
      >
        {data.description ? (
          <p data-slot="connect-view-scope" className="text-center text-wk-sm text-wk-fg-muted">
            {data.description}
          </p>
        ) : null}
        {sections.length ? (
          <WalletSections sections={sections} onSelect={selectItem} />
        ) : (
          <p data-slot="connect-view-empty" className="py-6 text-center text-wk-sm text-wk-fg-muted">
            {strings.noScopedWallets}
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
            <WalletSections sections={sections} onSelect={blocking ? ignoreSelect : selectItem} />
            <ListItem data-slot="connect-all-wallets" disabled={blocking} onClick={() => push('AllWallets')}>
              <ListItemLabel>{strings.allWallets}</ListItemLabel>
            </ListItem>
          </div>
        )
      const Login = method === 'email' ? EmailLogin : SocialLogin
      return Login ? (
        <div key={method} data-slot="connect-method" data-method={method}>
          <Login />
        </div>
      ) : null
    })
    .filter((block) => block !== null)

  // A required consent not given yet: every wallet, the e-mail field and the social buttons are
  // disabled (a disabled fieldset), so no connector is touched before the box is ticked.
  // One boundary for the whole view: the e-mail and social forms are lazy views, and each one
  // mounting on its own grew the view under a pointer already on its way (on a phone's sheet,
  // docked to the bottom edge, everything above moved up: a tap meant for Continue landed beside
  // it). The view is held, as while wallets arrive, until every form it shows is in.
  return (
    <React.Suspense fallback={<ConnectViewSkeleton loading={strings.loading} className={className} {...props} />}>
      <div
        data-slot="connect-view"
        data-state="ready"
        data-consent={blocking ? 'required' : undefined}
        className={cn('flex flex-col gap-3 px-3', className)}
        {...props}
      >
        <fieldset
          data-slot="connect-methods"
          disabled={blocking}
          aria-describedby={blocking ? requiredId : undefined}
          className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0"
        >
          {blocks.map((block, index) => (
            <React.Fragment key={block.key}>
              {index > 0 ? (
                <div data-slot="connect-separator" className="flex items-center gap-2 text-wk-xs text-wk-fg-muted">
                  <span data-slot="connect-separator-line" className="h-px flex-1 bg-wk-border" />
                  {strings.or}
                  <span data-slot="connect-separator-line" className="h-px flex-1 bg-wk-border" />
                </div>
              ) : null}
              {block}
            </React.Fragment>
          ))}
        </fieldset>
        <ConnectLegal requiredId={requiredId} />
        {installed.GetWallet ? (
          <p data-slot="connect-get-wallet" className="text-center text-wk-sm text-wk-fg-muted">
            {strings.getWallet.prompt}{' '}
            <button
              type="button"
              data-slot="connect-get-wallet-action"
              onClick={() => push('GetWallet')}
              className="rounded-wk-sm font-medium text-wk-accent-text underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-wk-accent pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
            >
              {strings.getWallet.action}
            </button>
          </p>
        ) : null}
      </div>
    </React.Suspense>
  )
}

export { ConnectView }
