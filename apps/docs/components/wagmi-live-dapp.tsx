'use client'

import * as React from 'react'
import { useDocsThemeMode } from './use-docs-theme'

// wagmi, TanStack Query and the kit load only when the reader runs the dapp.
const WagmiDapp = React.lazy(() => import('./preview/wagmi-dapp').then((m) => ({ default: m.WagmiDapp })))

/**
 * The wagmi guide's live example: nothing runs (and nothing is requested from the local services)
 * until the reader asks for it, so the page reads the same without `npm run devnet`.
 */
export function WagmiLiveDapp() {
  const mode = useDocsThemeMode()
  const [running, setRunning] = React.useState(false)
  return (
    <div data-docs="wagmi-live" className="not-prose my-4 overflow-hidden rounded-xl border bg-fd-card">
      <div className="flex flex-wrap items-center gap-3 border-b px-3 py-2 text-sm">
        <span className="text-fd-muted-foreground">A dapp on wagmi hooks, with walletkit connecting, against the local devnet</span>
        {running ? null : (
          <button
            type="button"
            onClick={() => setRunning(true)}
            className="ml-auto rounded-md bg-fd-primary px-2 py-1 text-fd-primary-foreground"
          >
            Run it
          </button>
        )}
      </div>
      <div data-wk-theme={mode} className="flex min-h-[120px] items-start justify-center bg-wk-surface-1 p-6 font-wk text-wk-fg">
        {running ? (
          <React.Suspense fallback={<p>Loading…</p>}>
            <WagmiDapp themeMode={mode} />
          </React.Suspense>
        ) : (
          <p className="max-w-md text-wk-sm text-wk-fg-muted">
            Start the local services (<code>npm run devnet</code>), then run it: connect the Devnet Wallet in the modal, and the panel reads
            your DUSD balance, transfers DUSD, mints an NFT and signs typed data, all through wagmi.
          </p>
        )}
      </div>
    </div>
  )
}
