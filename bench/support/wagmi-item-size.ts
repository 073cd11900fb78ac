import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Plugin } from 'esbuild'
import { repoRoot } from '../../e2e/support/host-app'

type RegistryItem = { name: string; registryDependencies?: string[]; files: Array<{ path: string }> }

export type WagmiItemSize = {
  /** The registry items counted: `wagmi` and those of its dependencies a connect-modal host lacks. */
  items: string[]
  /** Their files, bundled together. */
  files: string[]
  minified: number
  /** gzip -9 bytes of the bundle. */
  gzip: number
}

/** Issue 25's goal for the wagmi item's own code beyond wagmi itself, gzip bytes. */
export const wagmiItemGoal = 5 * 1024

function readItems(): Map<string, RegistryItem> {
  const registry = JSON.parse(readFileSync(join(repoRoot, 'registry/registry.json'), 'utf8')) as { items: RegistryItem[] }
  return new Map(registry.items.map((item) => [item.name, item]))
}

/** An item and its registryDependencies, transitively. */
function itemClosure(items: Map<string, RegistryItem>, name: string, seen = new Set<string>()): Set<string> {
  if (seen.has(name)) return seen
  const item = items.get(name)
  if (!item) throw new Error(`registry.json has no item ${name}`)
  seen.add(name)
  for (const dependency of item.registryDependencies ?? []) itemClosure(items, dependency, seen)
  return seen
}

/**
 * The `wagmi` item's cost to a host that already has walletkit: its own files plus the files of
 * the items it pulls in that `connect-modal` does not bring (eip1193-provider), bundled with
 * esbuild (minify, browser, ESM) and gzipped at level 9. wagmi, viem, React, TanStack Query and
 * every other registry file (what the host has with connect-modal) stay external.
 */
export async function measureWagmiItemSize(): Promise<WagmiItemSize> {
  const items = readItems()
  const host = itemClosure(items, 'connect-modal')
  const counted = [...itemClosure(items, 'wagmi')].filter((name) => !host.has(name)).sort()
  const files = counted.flatMap((name) => items.get(name)?.files.map((f) => f.path) ?? [])
  const own = new Map(files.map((path) => [path.replace(/\.tsx?$/, ''), path]))
  // A counted file is bundled; every other registry import belongs to what the host already has.
  const registryAlias: Plugin = {
    name: 'registry-alias',
    setup(b) {
      b.onResolve({ filter: /^@\/registry\// }, (args) => {
        const file = own.get(`registry/${args.path.slice('@/registry/'.length)}`)
        return file ? { path: join(repoRoot, file) } : { path: args.path, external: true }
      })
    },
  }
  const wagmiFiles = items.get('wagmi')?.files ?? []
  const result = await build({
    stdin: {
      contents: wagmiFiles.map((f) => `export * from '@/${f.path.replace(/\.tsx?$/, '')}'`).join('\n'),
      resolveDir: repoRoot,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    write: false,
    logLevel: 'silent',
    external: ['wagmi', '@wagmi/*', 'viem', 'viem/*', 'react', 'react/*', '@tanstack/*'],
    plugins: [registryAlias],
  })
  const code = result.outputFiles[0]?.contents
  if (!code) throw new Error('esbuild wrote no bundle for the wagmi item')
  return { items: counted, files, minified: code.length, gzip: gzipSync(code, { level: 9 }).length }
}

/**
 * The files of `wagmi` and of the items it pulls in that a CLI-made host (its root) holds, read
 * from its walletkit.lock.json: none for a host that did not add the item, so its bytes cannot
 * have changed.
 */
export function wagmiFilesIn(hostRoot: string, files: readonly string[]): string[] {
  const lockFile = join(hostRoot, 'walletkit.lock.json')
  if (!existsSync(lockFile)) throw new Error(`${lockFile} is missing: is it a CLI-made host?`)
  const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as { items: Record<string, { files: Array<{ path: string }> }> }
  const installed = new Set(Object.values(lock.items).flatMap((item) => item.files.map((f) => f.path)))
  return files.filter((path) => installed.has(path))
}
