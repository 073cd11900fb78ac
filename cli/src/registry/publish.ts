import { defaultAliases } from '../project/config.js'
import { publishedExplicitTarget, publishedTarget } from '../project/targets.js'
import { transformFile } from '../transforms/index.js'
import { sha256 } from './build-item.js'
import type { BuiltItem } from './schema.js'

/**
 * An item as `build --public-url` publishes it, for the stock shadcn CLI as well as ours.
 *
 * shadcn (4.x) maps `@/registry/lib|hooks/...` to `@/components/...`, and looks the result up by
 * file name only in import declarations: re-exports, `import()` and `declare module` names were
 * left pointing at nothing. Published content names every kit file by the default aliases
 * (`@/lib/walletkit/...`), which shadcn maps onto the app's own aliases and leaves pointing at the
 * same file; each file carries the matching alias-rooted target (`@lib/walletkit/...`), so the
 * kit's ui files go to components/walletkit/ui, never over the app's own components/ui; a target
 * of the project root (tests/walletkit/...) is published as shadcn's `~/...`. Our CLI
 * reads both forms back to the host's aliases (rewriteSpecifier, createTargetResolver), so it
 * writes the same files as from the registry source.
 */
export async function publishItem(item: BuiltItem, publicUrl: string, local: ReadonlySet<string>): Promise<BuiltItem> {
  const base = publicUrl.replace(/\/$/, '')
  const config = { aliases: defaultAliases('@/'), rsc: true }
  const hashes: Record<string, string> = {}
  const files = await Promise.all(
    item.files.map(async (file) => {
      const content = await transformFile(file.content, { config, path: file.path })
      hashes[file.path] = sha256(content)
      const target = file.target ? publishedExplicitTarget(file.target) : publishedTarget(file.path)
      return { ...file, content, ...(target ? { target } : {}) }
    }),
  )
  // The stock shadcn CLI reads a bare dependency name as one of its own components.
  const registryDependencies = item.registryDependencies?.map((dep) => (local.has(dep) ? `${base}/${dep}.json` : dep))
  return {
    ...item,
    ...(registryDependencies ? { registryDependencies } : {}),
    files,
    meta: { ...item.meta, sha256: { ...(item.meta.sha256 ?? {}), ...hashes } },
  }
}
