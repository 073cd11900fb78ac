import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { prepareCompiledHost } from '../../e2e/support/compiled-css-host'
import { serveGzip } from './gzip-server'
import { measurePage } from './measure-page'
import { gzipSize } from './walletkit-host'

export type StylePathSizes = { js: number; css: number }

/** The stylesheets index.html links (Vite emits the app's CSS as one file the page loads before it paints), gzip -9. */
export function pageCss(dist: string): number {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const links = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((match) => match[1] ?? '')
  return links.reduce((sum, href) => sum + gzipSize(join(dist, href.replace(/^\//, ''))), 0)
}

async function loadJs(dist: string, initScripts: string[]): Promise<number> {
  const server = await serveGzip(dist)
  try {
    return (await measurePage({ url: server.url, initScripts })).loadJs
  } finally {
    await server.close()
  }
}

/**
 * The page load of the compiled-CSS path (a plain-CSS host: `walletkit init` compiles the kit's
 * classes into walletkit.compiled.css) with the same items as the Tailwind v4 host, measured as
 * bench -- features measures that host: JS fetched until load beyond React alone, and the CSS
 * the page links. Both paths' CSS include the host's own (a few rules in these templates).
 */
export async function measureStylePaths(
  items: string[],
  builds: { plain: string; tailwind: string },
  initScripts: string[],
): Promise<{ tailwind: StylePathSizes; compiled: StylePathSizes }> {
  const compiled = prepareCompiledHost('budget-compiled-css', 'plain', items)
  const base = await loadJs(builds.plain, [])
  return {
    tailwind: { js: (await loadJs(builds.tailwind, initScripts)) - base, css: pageCss(builds.tailwind) },
    compiled: { js: (await loadJs(compiled.dist, initScripts)) - base, css: pageCss(compiled.dist) },
  }
}
