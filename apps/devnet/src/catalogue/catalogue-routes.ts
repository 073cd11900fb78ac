import { json, type Reply, type Route } from '../services/http'
import { generateWallets } from './generate-wallets'
import { parseWalletQuery, queryWallets } from './query-wallets'
import { svgImage } from './svg-image'

export const defaultCatalogueSize = 600

const featureIds = [
  'multi_wallet',
  'activity',
  'onramp',
  'swap',
  'social_login',
  'reown_branding',
  'email_capture',
  'fund_from_exchange',
  'payments',
  'reown_authentication',
  'headless',
]
const enabledFeatures = new Set(['multi_wallet', 'activity', 'onramp', 'swap', 'social_login', 'reown_branding'])
const socialProviders = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']

function svg(seed: string, label: string): Reply {
  return { contentType: 'image/svg+xml', text: svgImage(seed, label), headers: { 'Cache-Control': 'public, max-age=86400' } }
}

/** The wallet catalogue and project-config API (API.md §3) over generated wallets. */
export function catalogueRoutes(options: {
  size: number
  localNetworks: { evm: ReadonlyArray<string>; solana: ReadonlyArray<string> }
}): Route[] {
  const wallets = generateWallets(options.size, {
    evm: ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453', 'eip155:42161', ...options.localNetworks.evm],
    solana: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', ...options.localNetworks.solana],
  })
  const nameByImage = new Map(wallets.map((w) => [w.image_id, w.name]))
  return [
    { method: 'GET', path: '/getWallets', handle: (ctx) => json(queryWallets(wallets, parseWalletQuery(ctx.query))) },
    {
      method: 'GET',
      path: '/getWalletImage/:imageId',
      handle: (ctx) => {
        const name = nameByImage.get(ctx.params.imageId ?? '')
        return name ? svg(ctx.params.imageId ?? '', name) : json({ status: 'FAILED', message: 'Image not found' }, 404)
      },
    },
    { method: 'GET', path: '/public/getAssetImage/:id', handle: (ctx) => svg(`asset-${ctx.params.id}`, ctx.params.id ?? '') },
    { method: 'GET', path: '/public/getCurrencyImage/:code', handle: (ctx) => svg(`currency-${ctx.params.code}`, ctx.params.code ?? '') },
    { method: 'GET', path: '/public/getTokenImage/:symbol', handle: (ctx) => svg(`token-${ctx.params.symbol}`, ctx.params.symbol ?? '') },
    { method: 'GET', path: '/getAnalyticsConfig', handle: () => json({ isAnalyticsEnabled: true }) },
    {
      method: 'GET',
      path: '/appkit/v1/config',
      handle: () =>
        json({
          features: featureIds.map((id) => ({
            id,
            isEnabled: enabledFeatures.has(id),
            config: id === 'social_login' ? socialProviders : null,
          })),
        }),
    },
    {
      method: 'GET',
      path: '/appkit/v1/project-limits',
      handle: () => json({ planLimits: { tier: 'starter', isAboveRpcLimit: false, isAboveMauLimit: false } }),
    },
    { method: 'GET', path: '/projects/v1/origins', handle: () => json({ allowedOrigins: ['http://127.0.0.1', 'http://localhost'] }) },
  ]
}
