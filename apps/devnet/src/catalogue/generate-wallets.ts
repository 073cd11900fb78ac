import { createHash } from 'node:crypto'

export type CatalogueWallet = {
  id: string
  name: string
  badge_type: 'none' | 'certified'
  description: string
  chains: string[]
  homepage: string
  image_id: string
  order: number
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  rdns: string | null
  injected: Array<{ namespace: string; injected_id: string }> | null
  supports_wc: boolean
}

const prefixes = [
  'Aurora',
  'Beacon',
  'Cobalt',
  'Delta',
  'Ember',
  'Falcon',
  'Granite',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Onyx',
  'Pioneer',
  'Quartz',
  'Raven',
  'Summit',
  'Tidal',
  'Umber',
  'Vertex',
  'Willow',
  'Xenon',
  'Yonder',
  'Zephyr',
]
const suffixes = [
  'Wallet',
  'Vault',
  'Pay',
  'Keys',
  'Safe',
  'Pocket',
  'Purse',
  'Ledger',
  'Link',
  'Pass',
  'Hub',
  'Chest',
  'Sign',
  'Port',
  'Box',
  'Mint',
  'Coin',
  'Dock',
  'Nest',
  'Key',
  'Gate',
  'Fold',
  'Trust',
  'Loop',
]

function hex(seed: string): string {
  return createHash('sha256').update(seed).digest('hex')
}

/**
 * Builds `count` deterministic wallets: the same index always yields the same id, name and
 * capabilities, so tests can name wallets and the modal's virtualised list has real volume.
 */
export function generateWallets(count: number, networks: { evm: ReadonlyArray<string>; solana: ReadonlyArray<string> }): CatalogueWallet[] {
  return Array.from({ length: count }, (_, i) => {
    const base = `${prefixes[i % prefixes.length]} ${suffixes[Math.floor(i / prefixes.length) % suffixes.length]}`
    const round = Math.floor(i / (prefixes.length * suffixes.length))
    const name = round === 0 ? base : `${base} ${round + 1}`
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '')
    const id = hex(`walletkit-catalogue-wallet-${i}`)
    // Most wallets are EVM; every third also speaks Solana, every seventh is Solana-only.
    const solanaOnly = i % 7 === 6
    const chains = [...(solanaOnly ? [] : networks.evm), ...(solanaOnly || i % 3 === 0 ? networks.solana : [])]
    const hasDesktop = i % 4 === 1
    const hasWeb = i % 5 === 2
    const hasExtension = i % 6 === 0
    return {
      id,
      name,
      badge_type: i % 5 === 0 ? 'certified' : 'none',
      description: `${name}: a generated wallet of the local catalogue.`,
      chains,
      homepage: `https://${slug}.example`,
      image_id: hex(`walletkit-catalogue-image-${i}`).slice(0, 36),
      order: i + 1,
      mobile_link: `${slug}://`,
      desktop_link: hasDesktop ? `${slug}-desktop://` : null,
      webapp_link: hasWeb ? `https://app.${slug}.example` : null,
      app_store: `https://apps.apple.com/app/${slug}`,
      play_store: `https://play.google.com/store/apps/details?id=com.${slug}`,
      chrome_store: hasExtension ? `https://chrome.google.com/webstore/detail/${slug}` : null,
      rdns: `com.${slug}`,
      injected: hasExtension ? [{ namespace: solanaOnly ? 'solana' : 'eip155', injected_id: `is${prefixes[i % prefixes.length]}` }] : null,
      supports_wc: true,
    }
  })
}
