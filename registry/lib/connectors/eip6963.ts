import { z } from 'zod'
import { createInjectedConnector } from '@/registry/lib/connectors/injected'
import type { Connector, Eip1193Provider } from '@/registry/lib/connectors/connector-interface'
import { logger } from '@/registry/lib/logger/logger'

/** EIP-6963 provider info, validated before anything of it is rendered or trusted. */
export const eip6963InfoSchema = z.object({
  uuid: z.uuid(),
  name: z.string().min(1).max(100),
  // Only data URIs: a remote URL would let a page-injected script make the modal fetch anything.
  icon: z.string().regex(/^data:image\/(svg\+xml|png|jpeg|jpg|gif|webp)[;,]/),
  rdns: z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i),
})
export type Eip6963Info = z.infer<typeof eip6963InfoSchema>

const providerSchema = z.custom<Eip1193Provider>(
  (value) => typeof value === 'object' && value !== null && typeof (value as { request?: unknown }).request === 'function',
)
const announceDetailSchema = z.object({ info: eip6963InfoSchema, provider: providerSchema })

/** The window surface discovery uses; a plain EventTarget works in tests. */
export type DiscoveryTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'> & { ethereum?: unknown }

export type WatchEvmWalletsParameters = {
  target?: DiscoveryTarget | undefined
  /** How long to wait for announcements before falling back to window.ethereum. */
  fallbackDelayMs?: number | undefined
  onChange: (connectors: readonly Connector[]) => void
}

export const EIP6963_FALLBACK_DELAY_MS = 200

/**
 * Discovers EVM wallets: requests EIP-6963 announcements, keeps one connector per rdns, and
 * when nothing announces within a short wait offers window.ethereum as 'Browser Wallet'.
 * Returns a function that stops listening.
 *
 * @example
 * const stop = watchEvmWallets({ onChange: (list) => connectors.register(...list) })
 */
export function watchEvmWallets(parameters: WatchEvmWalletsParameters): () => void {
  const target = parameters.target ?? (globalThis as unknown as DiscoveryTarget)
  const announced = new Map<string, Connector>()
  let fallback: Connector | undefined

  const publish = (): void => parameters.onChange(announced.size ? [...announced.values()] : fallback ? [fallback] : [])

  const onAnnounce = (event: Event): void => {
    const parsed = announceDetailSchema.safeParse((event as CustomEvent<unknown>).detail)
    if (!parsed.success) return logger.warn('ignored an invalid EIP-6963 announcement', parsed.error.issues)
    const { info, provider } = parsed.data
    if (announced.has(info.rdns)) return
    announced.set(
      info.rdns,
      createInjectedConnector({ provider, id: info.rdns, name: info.name, type: 'ANNOUNCED', icon: info.icon, rdns: info.rdns }),
    )
    publish()
  }

  target.addEventListener('eip6963:announceProvider', onAnnounce)
  target.dispatchEvent(new Event('eip6963:requestProvider'))

  const timer = setTimeout(() => {
    const ethereum = providerSchema.safeParse(target.ethereum)
    if (announced.size || !ethereum.success) return
    fallback = createInjectedConnector({ provider: ethereum.data, id: 'injected', name: 'Browser Wallet', type: 'INJECTED' })
    publish()
  }, parameters.fallbackDelayMs ?? EIP6963_FALLBACK_DELAY_MS)

  return () => {
    clearTimeout(timer)
    target.removeEventListener('eip6963:announceProvider', onAnnounce)
  }
}
