import { fileURLToPath } from 'node:url'

// The registry (../../registry) is the source of every preview and every page's code, so the
// repo root is the project root Turbopack may read from.
const root = fileURLToPath(new URL('../..', import.meta.url))

/** @type {import('next').NextConfig} */
const config = {
  // A static site: `out/` is served by any file server, no Node process at run time.
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  // The repo's `npm run typecheck` checks these files with the rest of the repo; the build
  // skips its own pass to stay quick on two cores.
  typescript: { ignoreBuildErrors: true },
  // Next gives each static page 60 s. A build on two busy cores (a full test run, load 11)
  // once timed a page out; the export is generated once per build, so a wider limit costs nothing.
  staticPageGenerationTimeout: 300,
  turbopack: { root },
  outputFileTracingRoot: root,
}

export default config
