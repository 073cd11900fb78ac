'use client'

import * as React from 'react'
import { useStore } from 'zustand'
import { ConnectButton } from '@/registry/components/connect-button'
import { WalletKitModal } from '@/registry/components/modal/walletkit-modal'
import { useAccount } from '@/registry/hooks/use-account'
import { useRouter } from '@/registry/hooks/use-router'
import { useWalletKitContext } from '@/registry/hooks/walletkit-context'
import { WalletKitProvider } from '@/registry/hooks/walletkit-provider'
import type { ThemeMode } from '@/registry/lib/state/modal/theme'
import { DEVNET_RECIPIENT, devnetConfig, devnetIsUp, devnetKitOptions, type DevnetConfig } from './devnet-config'
import { announceDevnetWalletOnce } from './devnet-wallet'
import { docsInstalledViews } from './docs-installed-views'
import { WithInstalledViews } from './with-installed-views'
import { useStoryLocale } from '../../stories/support/story-locale'

/**
 * The kit against the local services, as a host with every view item installed: connect the
 * Devnet Wallet in the modal, then send 0.01 ETH on the devnet chain and watch the receipt. With
 * `route` (a feature view's page), the modal opens that view once connected, so it runs against
 * the devnet's services and chain. Says how to start the services when they are down.
 */
export function DevnetSandbox({ themeMode, route }: { themeMode: ThemeMode; route?: string | undefined }) {
  const [config] = React.useState(devnetConfig)
  const locale = useStoryLocale()
  const [up, setUp] = React.useState<boolean>()
  React.useEffect(() => {
    let live = true
    void devnetIsUp(config).then((result) => {
      if (!live) return
      if (result) announceDevnetWalletOnce(config)
      setUp(result)
    })
    return () => void (live = false)
  }, [config])
  if (up === undefined) return <p data-docs="devnet-status">Looking for the local services at {config.services}…</p>
  if (!up) {
    return (
      <div data-docs="devnet-status" className="max-w-md text-wk-sm">
        <p>
          The local services do not answer at <code>{config.services}</code>. Start them in the repo with <code>npm run devnet</code>, then
          switch to Local devnet again.
        </p>
      </div>
    )
  }
  return (
    <WithInstalledViews views={docsInstalledViews}>
      <WalletKitProvider {...devnetKitOptions(config)} locale={locale} theme={{ themeMode }}>
        <div data-docs="devnet-sandbox" className="flex flex-wrap items-start gap-4">
          <div className="flex flex-col gap-3">
            <ConnectButton />
            <SendPanel config={config} />
          </div>
          <WalletKitModal />
          {route ? <OpenWhenConnected route={route} /> : null}
        </div>
      </WalletKitProvider>
    </WithInstalledViews>
  )
}

/** Pushes the page's view onto the modal once per connection (the embedded modal stays on the connecting view otherwise). */
function OpenWhenConnected({ route }: { route: string }) {
  const { isConnected } = useAccount()
  const { push } = useRouter()
  const opened = React.useRef(false)
  React.useEffect(() => {
    if (!isConnected) opened.current = false
    else if (!opened.current) {
      opened.current = true
      push(route)
    }
  }, [isConnected, push, route])
  return null
}

type Send = { status: 'idle' | 'sending' | 'sent' | 'confirmed' | 'failed'; hash?: string; error?: string }

/** Sends 0.01 ETH from the connected account through its wallet, then polls the node for the receipt. */
function SendPanel({ config }: { config: DevnetConfig }) {
  const { kit } = useWalletKitContext('SendPanel')
  const { isConnected, address } = useAccount()
  const account = useStore(kit.connection.store, (s) => s.account)
  const [send, setSend] = React.useState<Send>({ status: 'idle' })
  if (!isConnected || !address)
    return <p className="max-w-[220px] text-wk-sm text-wk-fg-muted">Connect the Devnet Wallet, then send 0.01 ETH on the devnet.</p>

  async function sendEth() {
    const connector = account?.connectorId ? kit.connectors.getConnector(account.connectorId, 'eip155') : undefined
    if (!connector?.request) return setSend({ status: 'failed', error: 'The connected wallet cannot send.' })
    setSend({ status: 'sending' })
    try {
      const hash = (await connector.request({
        method: 'eth_sendTransaction',
        params: [{ from: address, to: DEVNET_RECIPIENT, value: '0x2386f26fc10000' }],
      })) as string
      setSend({ status: 'sent', hash })
      const chainId = Number(account?.caipAddress?.split(':')[1])
      const rpcUrl = config.chains.find((chain) => chain.chainId === chainId)?.rpcUrl ?? config.chains[0]?.rpcUrl
      for (let attempt = 0; attempt < 50 && rpcUrl; attempt++) {
        const response = await fetch(rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionReceipt', params: [hash] }),
        })
        const { result } = (await response.json()) as { result?: { status: string } | null }
        if (result)
          return setSend({
            status: result.status === '0x1' ? 'confirmed' : 'failed',
            hash,
            error: result.status === '0x1' ? undefined : 'Reverted',
          })
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    } catch (error) {
      setSend({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
    }
  }

  return (
    <div data-docs="devnet-send" data-status={send.status} className="flex max-w-[260px] flex-col gap-2 text-wk-sm">
      <button
        type="button"
        onClick={() => void sendEth()}
        disabled={send.status === 'sending'}
        className="rounded-wk-md bg-wk-accent px-3 py-2 font-medium text-wk-accent-fg disabled:opacity-60"
      >
        Send 0.01 ETH to {DEVNET_RECIPIENT.slice(0, 6)}…{DEVNET_RECIPIENT.slice(-4)}
      </button>
      {send.hash ? (
        <code className="break-all text-wk-xs" data-docs="devnet-tx">
          {send.hash}
        </code>
      ) : null}
      {send.status === 'confirmed' ? <p>Confirmed on the devnet.</p> : null}
      {send.status === 'failed' ? <p role="alert">{send.error}</p> : null}
    </div>
  )
}
