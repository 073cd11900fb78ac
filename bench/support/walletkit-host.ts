import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { repoRoot } from '../../e2e/support/host-app'

type RegistryItem = { name: string; files: Array<{ path: string }>; meta?: { view?: { route: string; export: string } } }
type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export type FeatureItem = { name: string; route: string; viewFile: string }

/** gzip -9 size of a built file: what the benchmark's server sends. */
export const gzipSize = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length

/**
 * Every registry item that is a routed modal view (`meta.view`), read from registry.json so
 * feature items added later are measured without touching the benchmark. `viewFile` is the
 * item's file that exports the view.
 */
export function featureItems(): FeatureItem[] {
  const registry = JSON.parse(readFileSync(join(repoRoot, 'registry/registry.json'), 'utf8')) as { items: RegistryItem[] }
  // WALLETKIT_BENCH_SKIP=a,b leaves items out while someone is still writing them (never in CI).
  const skip = new Set((process.env.WALLETKIT_BENCH_SKIP ?? '').split(',').filter(Boolean))
  return registry.items.flatMap((item) => {
    const view = item.meta?.view
    if (!view || skip.has(item.name)) return []
    const exports = new RegExp(`export\\s*(\\{[^}]*\\b${view.export}\\b|(function|const|class)\\s+${view.export}\\b)`)
    const file = item.files.find((f) => exports.test(readFileSync(join(repoRoot, f.path), 'utf8')))
    if (!file) throw new Error(`registry item ${item.name}: no file exports ${view.export}`)
    return [{ name: item.name, route: view.route, viewFile: basename(file.path) }]
  })
}

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest
}

/** The built files a chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string): Set<string> {
  const files = new Set<string>()
  const visit = (k: string) => {
    const chunk = manifest[k]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const next of chunk.imports ?? []) visit(next)
  }
  visit(key)
  return files
}

export type FeatureChunk = { name: string; route: string; files: string[]; bytes: number }

/**
 * For each feature view: the JS its lazy import fetches beyond `alreadyLoaded` (paths the page
 * fetched at load and on the modal's first open), gzip -9 bytes, from the Vite manifest.
 */
export function featureChunks(dist: string, alreadyLoaded: Iterable<string>): FeatureChunk[] {
  const manifest = readManifest(dist)
  const loaded = new Set([...alreadyLoaded].map((path) => path.replace(/^\//, '')))
  return featureItems().map((feature) => {
    const key = Object.keys(manifest).find((k) => manifest[k]?.isDynamicEntry && k.endsWith(`/${feature.viewFile}`))
    if (!key) throw new Error(`${feature.name}: ${feature.viewFile} is not a lazy chunk of the build (is it wired in installed-views?)`)
    const files = [...staticClosure(manifest, key)].filter((file) => file.endsWith('.js') && !loaded.has(file))
    return { name: feature.name, route: feature.route, files, bytes: files.reduce((sum, file) => sum + gzipSize(join(dist, file)), 0) }
  })
}

/** Every JS file the build emitted, gzip -9 bytes summed. */
export function emittedJs(dist: string): { files: number; bytes: number } {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name))
      else if (/\.m?js$/.test(entry.name)) files.push(join(dir, entry.name))
    }
  }
  walk(dist)
  return { files: files.length, bytes: files.reduce((sum, file) => sum + gzipSize(file), 0) }
}
