import type { CatalogueClient } from '@/registry/lib/api/catalogue/create-catalogue-client'
import { buildUrl } from '@/registry/lib/api/http-client/build-url'
import { pathSegment } from '@/registry/lib/api/http-client/path-segment'

/**
 * URLs of catalogue images, usable directly as `<img src>` (API.md §3: same std query).
 *
 * @example
 * <img src={walletImageUrl(catalogue, wallet.image_id)} />
 */
export function walletImageUrl(client: CatalogueClient, imageId: string): string {
  return imageUrl(client, `/getWalletImage/${pathSegment(imageId)}`)
}

/** Network and connector images share one endpoint. */
export function assetImageUrl(client: CatalogueClient, imageId: string): string {
  return imageUrl(client, `/public/getAssetImage/${pathSegment(imageId)}`)
}

export function currencyImageUrl(client: CatalogueClient, countryCode: string): string {
  return imageUrl(client, `/public/getCurrencyImage/${pathSegment(countryCode)}`)
}

export function tokenImageUrl(client: CatalogueClient, symbol: string): string {
  return imageUrl(client, `/public/getTokenImage/${pathSegment(symbol)}`)
}

function imageUrl(client: CatalogueClient, path: string): string {
  return buildUrl({ baseUrl: client.baseUrl, path, params: client.std() }).toString()
}

/** What a network, connector or token needs for its picture: an explicit URL wins over a catalogue id. */
export type ImageSource = { imageUrl?: string | undefined; imageId?: string | undefined }

/**
 * The `<img src>` of a network (its `assets`) or a connector: an explicit `imageUrl`, else the
 * catalogue's asset image for its `imageId`, else none (the letter fallback).
 */
export function assetImageSrc(client: CatalogueClient | undefined, source: ImageSource | undefined): string | undefined {
  if (source?.imageUrl) return source.imageUrl
  return source?.imageId && client ? assetImageUrl(client, source.imageId) : undefined
}

/** The `<img src>` of a token row: the balance's own icon when it has one, else the catalogue's token image. */
export function tokenImageSrc(client: CatalogueClient | undefined, symbol: string, iconUrl?: string | undefined): string | undefined {
  if (iconUrl) return iconUrl
  return symbol && client ? tokenImageUrl(client, symbol) : undefined
}
