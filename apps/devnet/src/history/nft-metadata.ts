import { createHash } from 'node:crypto'
import { HttpError, json, type Route } from '../services/http'
import type { LocalChains } from '../services/local-chains'
import type { DevCollection } from '../evm/deploy-dev-collectibles'

type Collection = Pick<DevCollection, 'name' | 'slug' | 'spam'>

/** Where devnet serves a token's picture (the `image` of its metadata and the history's preview). */
export function nftImageUrl(origin: string, slug: string, tokenId: string): string {
  return `${origin}/nft/${slug}/${tokenId}/image.svg`
}

/** ERC-721 metadata JSON for a token of one of devnet's collections (what `tokenURI` points at). */
export function nftMetadata(collection: Collection, tokenId: string, origin: string) {
  return {
    name: `${collection.name} #${tokenId}`,
    description: collection.spam
      ? 'Claim your reward now at a site you have never heard of.'
      : `Token ${tokenId} of ${collection.name}, minted by devnet.`,
    image: nftImageUrl(origin, collection.slug, tokenId),
    attributes: [{ trait_type: 'Collection', value: collection.name }],
  }
}

/** A 256x256 SVG derived from the collection and id: a gradient, three circles and the id. */
export function nftImage(collection: Collection, tokenId: string): string {
  const d = createHash('sha256').update(`${collection.slug}:${tokenId}`).digest()
  const byte = (i: number) => d[i] ?? 0
  const hue = (byte(0) * 360) / 256
  const circles = [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="${40 + (byte(2 + i) % 176)}" cy="${40 + (byte(5 + i) % 176)}" r="${24 + (byte(8 + i) % 48)}" fill="hsl(${((hue + 60 * (i + 1)) % 360).toFixed(0)} 80% 65%)" fill-opacity="0.7"/>`,
    )
    .join('')
  const label = collection.spam ? 'CLAIM $$$' : `#${tokenId}`
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)} 65% 45%)"/><stop offset="1" stop-color="hsl(${((hue + 90) % 360).toFixed(0)} 65% 25%)"/></linearGradient></defs>`,
    '<rect width="256" height="256" fill="url(#g)"/>',
    circles,
    `<text x="128" y="236" font-family="system-ui, sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${label}</text>`,
    '</svg>',
  ].join('')
}

/** GET /nft/{slug}/{id} (metadata JSON) and /nft/{slug}/{id}/image.svg for devnet's collections. */
export function nftRoutes(chains: LocalChains): Route[] {
  const find = (slug: string | undefined, tokenId: string | undefined): { collection: Collection; tokenId: string } => {
    const collection = chains.collectibles?.find((c) => c.slug === slug)
    if (!collection) throw new HttpError(404, `Unknown collection: ${slug ?? ''}`)
    if (!tokenId || !/^[0-9]{1,78}$/.test(tokenId)) throw new HttpError(400, `Invalid token id: ${tokenId ?? ''}`)
    return { collection, tokenId: BigInt(tokenId).toString() }
  }
  return [
    {
      method: 'GET',
      path: '/nft/:slug/:tokenId',
      handle(ctx) {
        const { collection, tokenId } = find(ctx.params.slug, ctx.params.tokenId)
        return json(nftMetadata(collection, tokenId, `http://${ctx.headers.host ?? '127.0.0.1'}`))
      },
    },
    {
      method: 'GET',
      path: '/nft/:slug/:tokenId/image.svg',
      handle(ctx) {
        const { collection, tokenId } = find(ctx.params.slug, ctx.params.tokenId)
        return { text: nftImage(collection, tokenId), contentType: 'image/svg+xml', headers: { 'Cache-Control': 'public, max-age=3600' } }
      },
    },
  ]
}
