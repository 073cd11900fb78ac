import { createPolkadotExtensionConnector, type PolkadotInjectedWindow } from '@/registry/lib/connectors/polkadot-extension'
import { injectedWindowProviderSchema } from '@/registry/lib/connectors/polkadot-injected-schemas'
import type { Connector } from '@/registry/lib/connectors/connector-interface'

// Extensions inject at document start, a few a little later; nothing announces it, so the
// global is read again at the page's load event and a few times in the first seconds.
const rescanAfterMs = [500, 1_500, 3_000] as const

/**
 * Watches `window.injectedWeb3` and reports every Polkadot extension as a polkadot Connector,
 * the whole list each time it changes. Returns a function that stops watching.
 *
 * @example
 * const stop = watchPolkadotExtensions({ appName: () => 'My dapp', onChange: (list) => connectors.setDiscovered('injected-web3', list) })
 */
export function watchPolkadotExtensions(parameters: {
  onChange: (connectors: readonly Connector[]) => void
  /** The name extensions show when they ask to authorise the site. */
  appName: () => string
  /** The app's active Polkadot network (CAIP-2 reference), for sessions restored without a connect. */
  defaultChainId?: (() => string | undefined) | undefined
  window?: (PolkadotInjectedWindow & Pick<Window, 'addEventListener' | 'removeEventListener'>) | undefined
}): () => void {
  const page = parameters.window ?? (window as Window & PolkadotInjectedWindow)
  const bySource = new Map<string, Connector>()
  let published: string | undefined

  const scan = (): void => {
    const injected = page.injectedWeb3 ?? {}
    const sources = Object.keys(injected).filter((source) => injectedWindowProviderSchema.safeParse(injected[source]).success)
    for (const source of sources)
      if (!bySource.has(source))
        bySource.set(
          source,
          createPolkadotExtensionConnector({
            source,
            appName: parameters.appName,
            defaultChainId: parameters.defaultChainId,
            window: page,
          }),
        )
    for (const source of [...bySource.keys()]) if (!sources.includes(source)) bySource.delete(source)
    const key = [...bySource.keys()].join('\n')
    if (key === published) return
    published = key
    parameters.onChange([...bySource.values()])
  }

  scan()
  page.addEventListener('load', scan)
  const timers = rescanAfterMs.map((ms) => setTimeout(scan, ms))
  return () => {
    page.removeEventListener('load', scan)
    timers.forEach(clearTimeout)
  }
}
