'use client'

import type * as React from 'react'
import { ActivityList } from '@/registry/components/activity-view'
import { NftGrid } from '@/registry/components/nfts-view'
import { OnrampPanel } from '@/registry/components/onramp-view'
import { ReceivePanel } from '@/registry/components/receive-view'
import { RegisterAccountNameView } from '@/registry/components/register-account-name-view'
import { SendPanel } from '@/registry/components/send-view'
import { SiwxSignMessageView } from '@/registry/components/siwx-sign-message-view'
import { SwapPanel } from '@/registry/components/swap-view'
import { Button } from '@/registry/components/ui/button'
import { WalletImage } from '@/registry/components/ui/wallet-image'
import { useActivity } from '@/registry/hooks/use-activity'
import { useCatalogueImages } from '@/registry/hooks/use-catalogue-images'
import { useClipboard } from '@/registry/hooks/use-clipboard'
import { useNfts } from '@/registry/hooks/use-nfts'
import { useOnramp } from '@/registry/hooks/use-onramp'
import { useReceive } from '@/registry/hooks/use-receive'
import { useRegisterName } from '@/registry/hooks/use-register-name'
import { useSend } from '@/registry/hooks/use-send'
import { useSignMessage } from '@/registry/hooks/use-sign-message'
import { useSignPsbt } from '@/registry/hooks/use-sign-psbt'
import { useSiwx } from '@/registry/hooks/use-siwx'
import { useSwap } from '@/registry/hooks/use-swap'
import { createSiwxMessage } from '@/registry/lib/siwx/create-siwx-message'
import type { SiwxConfig } from '@/registry/lib/siwx/siwx-types'
import type { WalletKit } from '@/registry/lib/state/start/create-wallet-kit'
import { ADDRESS, fixtureConnector, networks } from '../../stories/support/fixtures'
import { KitStory, ViewCard } from '../../stories/support/kit-story'
import { connected } from '../../stories/support/seeds'
import { connectedWithBalances } from './feature-view-stories'
import type { StoryModule } from './render-story'
import { ValueTable } from './value-table'

// The feature hooks, each called once: its live return value in the table and, beside it, the
// view's panel fed that same value, for a connected fixture account on Ethereum. Flows that ask
// the blockchain API read the static files under public/v1/ (see feature-view-stories.tsx).

const noop = () => {}

/** A fixture wallet that also answers personal_sign (a fixed signature: it holds no key). */
const signingWallet = () => {
  const wallet = fixtureConnector({ id: 'dev.walletkit.devnet', name: 'Devnet Wallet', color: '#3396ff' })
  const request = wallet.request
  wallet.request = async (args) => (args.method === 'personal_sign' ? `0x${'5a'.repeat(64)}1b` : request?.(args))
  return wallet
}

const siwx: SiwxConfig = {
  createMessage: async ({ accountAddress, chainId }) =>
    createSiwxMessage({ accountAddress, chainId, domain: 'docs.walletkit.dev', uri: 'https://docs.walletkit.dev' }),
  addSession: async () => {},
  getSessions: async () => [],
  revokeSession: async () => {},
  setSessions: async () => {},
  getRequired: () => false,
}

function Beside({ name, value, view, children }: { name: string; value: unknown; view?: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-start gap-4">
      <ViewCard view={view}>{children}</ViewCard>
      <ValueTable name={name} value={value} />
    </div>
  )
}

function SendHook() {
  const send = useSend()
  return (
    <Beside name="useSend" value={send} view="Send">
      <SendPanel send={send} />
    </Beside>
  )
}
function ReceiveHook() {
  const receive = useReceive()
  return (
    <Beside name="useReceive" value={receive} view="Receive">
      <ReceivePanel receive={receive} />
    </Beside>
  )
}
function SwapHook() {
  const swap = useSwap()
  return (
    <Beside name="useSwap" value={swap} view="Swap">
      <SwapPanel swap={swap} />
    </Beside>
  )
}
function OnrampHook() {
  const onramp = useOnramp()
  return (
    <Beside name="useOnramp" value={onramp} view="OnRamp">
      <OnrampPanel onramp={onramp} onBack={noop} />
    </Beside>
  )
}
function ActivityHook() {
  const activity = useActivity()
  return (
    <Beside name="useActivity" value={activity} view="Account">
      <ActivityList
        className="px-3"
        groups={activity.groups}
        status={activity.status}
        error={activity.error}
        hasMore={activity.next !== null}
        loadingMore={activity.loadingMore}
        onLoadMore={() => void activity.loadMore()}
        onRetry={() => void activity.retry()}
      />
    </Beside>
  )
}
function NftsHook() {
  const nfts = useNfts()
  return (
    <Beside name="useNfts" value={nfts} view="Account">
      <NftGrid className="px-3" holdings={nfts.holdings} status={nfts.status} error={nfts.error} onRetry={() => void nfts.retry()} />
    </Beside>
  )
}
function RegisterNameHook() {
  // The view calls the hook too: both read the kit's one register-name flow.
  return (
    <Beside name="useRegisterName" value={useRegisterName()} view="RegisterAccountName">
      <RegisterAccountNameView />
    </Beside>
  )
}
function SiwxHook() {
  return (
    <Beside name="useSiwx" value={useSiwx()} view="SIWXSignMessage">
      <SiwxSignMessageView />
    </Beside>
  )
}
function ClipboardHook() {
  const clipboard = useClipboard()
  return (
    <Beside name="useClipboard" value={clipboard}>
      <div className="flex flex-col gap-2 px-3">
        <code className="break-all text-wk-sm">{ADDRESS}</code>
        <Button data-slot="docs-hook-action" variant="neutral" onClick={() => void clipboard.copy(ADDRESS)}>
          {clipboard.copied ? 'Copied' : 'Copy the address'}
        </Button>
      </div>
    </Beside>
  )
}
function SignMessageHook() {
  const signing = useSignMessage()
  return (
    <Beside name="useSignMessage" value={signing}>
      <div className="flex flex-col gap-2 px-3">
        <p className="text-wk-sm text-wk-fg-muted">
          The fixture wallet answers a fixed signature; on Local devnet the Devnet Wallet signs for real.
        </p>
        <Button
          data-slot="docs-hook-action"
          onClick={() => void signing.signMessage('Hello from the walletkit docs')}
          disabled={signing.status === 'signing'}
        >
          Sign “Hello from the walletkit docs”
        </Button>
      </div>
    </Beside>
  )
}
function SignPsbtHook() {
  const signing = useSignPsbt()
  return (
    <Beside name="useSignPsbt" value={signing}>
      <div className="flex flex-col gap-2 px-3">
        <p className="text-wk-sm text-wk-fg-muted">
          These fixtures configure no Bitcoin network or wallet, so the hook answers with its first refusal (in error). With a bip122
          network and a wallet that has bitcoin:signTransaction, result holds the signed PSBT.
        </p>
        <Button
          data-slot="docs-hook-action"
          onClick={() => void signing.signPsbt({ psbt: 'cHNidP8BAAoCAAAAAAAAAAAAAA==', signInputs: [{ index: 0 }] })}
          disabled={signing.status === 'signing'}
        >
          Sign a PSBT
        </Button>
      </div>
    </Beside>
  )
}
function CatalogueImagesHook() {
  const images = useCatalogueImages()
  const rows = [
    ...networks.map((network) => ({ label: `assetImage(${network.name})`, src: images.assetImage(network.assets), name: network.name })),
    ...['ETH', 'USDC'].map((symbol) => ({ label: `tokenImage('${symbol}')`, src: images.tokenImage(symbol), name: symbol })),
    ...['USD', 'EUR'].map((code) => ({ label: `currencyImage('${code}')`, src: images.currencyImage(code), name: code })),
  ]
  return (
    <Beside name="useCatalogueImages" value={Object.fromEntries(rows.map((row) => [row.label, row.src]))}>
      <ul className="grid grid-cols-4 gap-3 px-3">
        {rows.map((row) => (
          <li key={row.label} className="flex justify-center" title={row.label}>
            <WalletImage src={row.src} name={row.name} />
          </li>
        ))}
      </ul>
    </Beside>
  )
}

type HookStory = {
  Hook: React.ComponentType
  seed?: (kit: WalletKit) => Promise<void>
  config?: React.ComponentProps<typeof KitStory>['config']
}

const hooks: Record<string, HookStory> = {
  'use-send': { Hook: SendHook, seed: connected },
  'use-receive': { Hook: ReceiveHook, seed: connected },
  'use-swap': { Hook: SwapHook, seed: connectedWithBalances },
  'use-onramp': { Hook: OnrampHook, seed: connected },
  'use-activity': { Hook: ActivityHook, seed: connected },
  'use-nfts': { Hook: NftsHook, seed: connected },
  'use-register-name': { Hook: RegisterNameHook, seed: connected },
  'use-siwx': {
    Hook: SiwxHook,
    seed: connected,
    config: { siwx, metadata: { name: 'Docs demo', description: 'walletkit docs', url: 'https://docs.walletkit.dev', icons: [] } },
  },
  'use-clipboard': { Hook: ClipboardHook },
  'use-sign-message': { Hook: SignMessageHook, seed: (kit) => connected(kit, signingWallet()) },
  'use-catalogue-images': { Hook: CatalogueImagesHook },
  'use-sign-psbt': { Hook: SignPsbtHook },
}

/** A Component Story Format module for one feature hook. */
export function featureHookStories(item: string): StoryModule {
  const story = hooks[item]
  if (!story) throw new Error(`No hook preview for ${item}`)
  const { Hook, seed, config } = story
  return {
    default: { title: `Hooks/${item}` },
    Default: {
      render: () => (
        <KitStory card={false} seed={seed} config={config}>
          <Hook />
        </KitStory>
      ),
    },
  }
}
