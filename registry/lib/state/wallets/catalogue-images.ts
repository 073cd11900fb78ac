import type { CatalogueClient } from '@/registry/lib/api/catalogue/create-catalogue-client'
import { assetImageSrc, currencyImageUrl, tokenImageSrc, type ImageSource } from '@/registry/lib/api/catalogue/image-urls'

export type CatalogueImages = {
  /** A network's `assets` or a connector (imageUrl / imageId). */
  assetImage(source: ImageSource | undefined): string | undefined
  tokenImage(symbol: string, iconUrl?: string): string | undefined
  currencyImage(code: string): string | undefined
}

/**
 * Image sources for networks, connectors, tokens and currencies from a catalogue client (SPEC §7).
 * Without one (not loaded yet, or no kit at all) only explicit URLs come back, so a view shows the
 * initial instead.
 *
 * @example
 * catalogueImages(await kit.clients.catalogue()).currencyImage('US')
 */
export function catalogueImages(client: CatalogueClient | undefined): CatalogueImages {
  return {
    assetImage: (source) => assetImageSrc(client, source),
    tokenImage: (symbol, iconUrl) => tokenImageSrc(client, symbol, iconUrl),
    currencyImage: (code) => (client && code ? currencyImageUrl(client, code) : undefined),
  }
}
