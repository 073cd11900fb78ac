/**
 * Build-time public variables the kit reads, as each framework inlines them (SPEC §9: the secure
 * site origin may be overridden by an environment variable; API.md §1 names it).
 *
 * - Next.js replaces the literal `process.env.NEXT_PUBLIC_SECURE_SITE_ORIGIN` in client code at
 *   build time, so the member access must stay written out in full.
 * - Vite replaces `import.meta.env.VITE_SECURE_SITE_ORIGIN`; outside Vite `import.meta.env` is
 *   undefined, which the optional chain turns into undefined.
 *
 * A page without a `process` global (Vite in the browser) throws a ReferenceError on the first
 * access; that is caught, so the module compiles and runs under both frameworks and in Node.
 */
// Typed here so the file compiles in hosts without Node's types (a Vite app); erased at build,
// so Next's replacement of the full expression still sees the global.
declare const process: { env: Record<string, string | undefined> }

export type PublicEnv = { secureSiteOrigin?: string | undefined }

/** The public build-time overrides that are set (empty strings count as unset). */
export function readPublicEnv(): PublicEnv {
  return { secureSiteOrigin: nextSecureSiteOrigin() || viteSecureSiteOrigin() || undefined }
}

function nextSecureSiteOrigin(): string | undefined {
  try {
    return process.env.NEXT_PUBLIC_SECURE_SITE_ORIGIN
  } catch {
    return undefined
  }
}

function viteSecureSiteOrigin(): string | undefined {
  const meta = import.meta as ImportMeta & { env?: Record<string, string | boolean | undefined> }
  const value = meta.env?.VITE_SECURE_SITE_ORIGIN
  return typeof value === 'string' ? value : undefined
}
