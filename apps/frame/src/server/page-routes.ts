import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { frameStringTables } from '../page/confirm/strings/all-tables'
import { frameLocaleTags, frameStringsPath } from '../page/confirm/strings/frame-locales'
import type { PageConfig } from '../shared/page-config'
import { HttpError, type Routes } from './http'

const entries = {
  frame: fileURLToPath(new URL('../page/main.ts', import.meta.url)),
  // The secure confirmation window (apps/frame/src/page/confirm/confirmation-ui.ts says why).
  window: fileURLToPath(new URL('../page/confirm/window-main.ts', import.meta.url)),
}
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))
const bundles = new Map<keyof typeof entries, Promise<string>>()

/** The frame page script, bundled once per process on first use. */
export function frameBundle(name: keyof typeof entries = 'frame'): Promise<string> {
  const cached = bundles.get(name)
  if (cached) return cached
  const bundle = build({
    entryPoints: [entries[name]],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    absWorkingDir: repoRoot,
    tsconfig: `${repoRoot}tsconfig.json`,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]?.text ?? '')
  bundles.set(name, bundle)
  bundle.catch(() => bundles.delete(name))
  return bundle
}

export function pageRoutes(configFor: (projectId: string) => PageConfig): Routes {
  return {
    'GET /sdk': ({ url }) => {
      const projectId = url.searchParams.get('projectId')
      if (!projectId) throw new HttpError(400, 'projectId is required')
      const config = configFor(projectId)
      // '<' escaped so the JSON cannot close the script element.
      const json = JSON.stringify(config).replace(/</g, '\\u003c')
      return {
        html: `<!doctype html><html><head><meta charset="utf-8"><title>walletkit secure frame</title></head><body>
<script type="application/json" id="wk-frame-config">${json}</script><script type="module" src="/sdk.js"></script></body></html>`,
        // Only allowed apps may embed the frame; the page checks the parent origin again itself.
        headers: { 'content-security-policy': `frame-ancestors ${config.allowedOrigins.join(' ') || "'none'"}` },
      }
    },
    'GET /sdk.js': async () => ({ js: await frameBundle() }),
    // The secure confirmation window: top level only (frame-ancestors 'none', the default), so no
    // page can frame it; it runs only for an opener on this origin.
    'GET /confirm': () => ({
      html: '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Confirm · walletkit secure wallet</title></head><body><script type="module" src="/confirm.js"></script></body></html>',
    }),
    'GET /confirm.js': async () => ({ js: await frameBundle('window') }),
    // The social popup opens here first, then the app points it at the provider's page.
    'GET /loading': () => ({ html: '<!doctype html><title>Loading</title><p>Loading…</p>' }),
    // The confirmation's words per locale, fetched by the page only while the app speaks it
    // (English is in the page itself).
    ...Object.fromEntries(
      frameLocaleTags.map((tag) => [`GET ${frameStringsPath(tag)}`, () => ({ json: frameStringTables[tag] })] as const),
    ),
  }
}
