/** The environment variable `npm run devnet` and `walletkit devnet` read the secure frame's extra embedders from. */
export const embeddersEnvName = 'WALLETKIT_DEVNET_EMBEDDERS'

/**
 * The app origins listed in WALLETKIT_DEVNET_EMBEDDERS (comma or space separated), each checked
 * and reduced to its origin; [] when unset. Throws on anything that is not an http(s) origin, so
 * a typo fails at start instead of as a blank frame later.
 *
 * @example
 * embeddersFromEnv({ WALLETKIT_DEVNET_EMBEDDERS: 'http://127.0.0.1:3000,http://localhost:3000' })
 */
export function embeddersFromEnv(env: Record<string, string | undefined> = process.env): string[] {
  const raw = env[embeddersEnvName] ?? ''
  return raw
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => toOrigin(entry, embeddersEnvName))
}

/** `entry` as an exact origin (scheme, host, port), or an error naming where it came from. */
export function toOrigin(entry: string, source: string): string {
  let url: URL
  try {
    url = new URL(entry)
  } catch {
    throw new Error(`${source}: "${entry}" is not an origin (expected e.g. http://127.0.0.1:3000)`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${source}: "${entry}" is not an http(s) origin`)
  return url.origin
}

/**
 * The docs site's dev server (`npm run docs`, apps/docs/scripts/dev.mjs, port 3000 unless PORT
 * says otherwise): `npm run devnet` lets it embed the secure frame, so the previews' embedded
 * wallet works against the local services with no variable to set.
 */
export const docsDevOrigins = ['http://127.0.0.1:3000', 'http://localhost:3000'] as const

/** What `npm run devnet` lets embed the secure frame beside the demo: the docs' dev server, then WALLETKIT_DEVNET_EMBEDDERS. */
export function devnetEmbedders(env: Record<string, string | undefined> = process.env): string[] {
  return [...new Set([...docsDevOrigins, ...embeddersFromEnv(env)])]
}
