import { BaseError } from '@/registry/lib/errors/base'

/**
 * The module URL a failed dynamic import names in its message: Chromium's "Failed to fetch
 * dynamically imported module: <url>" and Firefox's "error loading dynamically imported module:
 * <url>". WebKit names none (and fetches again on the next import by itself). Only http(s).
 *
 * @example
 * failedImportUrl(new TypeError('Failed to fetch dynamically imported module: https://app.example/assets/a.js'))?.href
 */
export function failedImportUrl(error: unknown): URL | undefined {
  if (!(error instanceof TypeError)) return undefined
  const named = /dynamically imported module: (\S+)\s*$/.exec(error.message)?.[1]
  if (!named || !URL.canParse(named)) return undefined
  const url = new URL(named)
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined
}

/**
 * A module fetched again under a fresh URL lacks an export the caller uses (a bundler that renames
 * a chunk's exports). Developers' text only: each caller shows its own SPEC error around it.
 */
export class ChunkShapeError extends BaseError {
  override name = 'ChunkShapeError'
  constructor(url: URL, missing: string) {
    super('CHUNK_SHAPE', 'The module loaded again lacks an export the kit uses', { details: `${url.href} has no export "${missing}"` })
  }
}

/** How a retry imports a URL; a parameter only so the unit test can watch which URL is asked for. */
export type ImportUrl = (href: string) => Promise<Record<string, unknown>>

export type RetryableImportOptions = {
  /** A failure the caller's own import already met: the first call is a retry. */
  failure?: unknown
  importUrl?: ImportUrl
}

const importUrl: ImportUrl = (href) => import(/* @vite-ignore */ /* webpackIgnore: true */ href)

/**
 * A lazy import that can really be tried again. Chromium and Firefox remember a failed module
 * fetch for the life of the document: importing the same chunk again fails at once without a
 * request, so a "Try again" after a dropped connection could never succeed. After a failure that
 * names its URL, the next call imports that URL under a fresh query (a new module to the browser;
 * its static imports, already loaded, are shared) and checks it has the exports the caller uses.
 * A failure inside one of the chunk's own imports stays failed in those engines until reload:
 * the browser names the top-level URL for it.
 *
 * @example
 * const loadDialog = retryableImport(() => import('./modal-dialog'), ['ModalDialog'])
 */
export function retryableImport<M extends object>(
  load: () => Promise<M>,
  exports: ReadonlyArray<keyof M & string>,
  { failure, importUrl: importAgain = importUrl }: RetryableImportOptions = {},
): () => Promise<M> {
  let failed = failedImportUrl(failure)
  let attempt = 0
  let loaded: M | undefined
  return async () => {
    if (loaded) return loaded
    try {
      if (!failed) return (loaded = await load())
      const url = new URL(failed)
      url.searchParams.set('walletkit-retry', String(++attempt))
      const namespace = await importAgain(url.href)
      const missing = exports.find((name) => !(name in namespace))
      if (missing) throw new ChunkShapeError(url, missing)
      return (loaded = namespace as M)
    } catch (error) {
      // A retry that failed again keeps the first URL: each attempt gets its own fresh query.
      failed ??= failedImportUrl(error)
      throw error
    }
  }
}
