import { CliError } from '../errors.js'
import type { Config } from '../project/config.js'
import { expandEnv } from './env.js'
import type { BuiltItem } from './schema.js'
import { folderSource, snapshotSource, urlSource, type RegistrySource } from './sources.js'

export type ResolvedItem = { item: BuiltItem; source: RegistrySource }

export type ResolveContext = { source: RegistrySource; registries: Config['registries'] }

export function namespacedSource(namespace: string, registries: Config['registries']): RegistrySource {
  const configured = registries[namespace]
  if (!configured) {
    throw new CliError('REGISTRY_UNKNOWN', `No registry named ${namespace} in walletkit.json.`, {
      suggestion: `Add "registries": { "${namespace}": "https://example.com/r/{name}.json" } to walletkit.json.`,
    })
  }
  const url = expandEnv(typeof configured === 'string' ? configured : configured.url)
  const headers =
    typeof configured === 'string' ? {} : Object.fromEntries(Object.entries(configured.headers ?? {}).map(([k, v]) => [k, expandEnv(v)]))
  // The label stays the namespace: the expanded URL may carry a secret and must not reach the lock.
  return urlSource(url, headers, namespace)
}

/** Splits a reference into the source that serves it and the bare item name. */
function locate(ref: string, parent: RegistrySource, context: ResolveContext): { source: RegistrySource; name: string } {
  const namespaced = /^(@[a-z0-9][a-z0-9-]*)\/(.+)$/.exec(ref)
  if (namespaced?.[1] && namespaced[2]) return { source: namespacedSource(namespaced[1], context.registries), name: namespaced[2] }
  if (/^https?:\/\//.test(ref)) {
    const url = new URL(ref)
    const file = url.pathname.split('/').pop() ?? ''
    url.pathname = url.pathname.replace(/[^/]*$/, '{name}.json')
    return { source: urlSource(decodeURI(url.toString())), name: file.replace(/\.json$/, '') }
  }
  return { source: parent, name: ref }
}

/**
 * More items than any install needs (the whole walletkit registry is ~100). A registry that
 * answers every name with an item depending on yet another new one would otherwise keep the CLI
 * fetching, and holding what it fetched, for ever: no cycle ever closes.
 */
export const MAX_RESOLVED_ITEMS = 500

/**
 * Depth-first over registryDependencies; returns every item once, dependencies before their
 * dependents, and reports a cycle as the path that closes it.
 */
export async function resolveItems(refs: string[], context: ResolveContext): Promise<ResolvedItem[]> {
  const done = new Map<string, ResolvedItem>()
  const order: ResolvedItem[] = []
  const stack: string[] = []

  async function visit(ref: string, parent: RegistrySource): Promise<void> {
    const { source, name } = locate(ref, parent, context)
    const key = `${source.label}::${name}`
    if (done.has(key)) return
    const open = stack.indexOf(key)
    if (open !== -1) {
      const names = [...stack.slice(open), key].map((k) => k.split('::').pop())
      throw new CliError('DEPENDENCY_CYCLE', `The registry items form a cycle: ${names.join(' -> ')}.`, {
        suggestion: 'Report this to the registry owner.',
      })
    }
    stack.push(key)
    if (done.size + stack.length > MAX_RESOLVED_ITEMS) {
      throw new CliError(
        'DEPENDENCY_LIMIT',
        `${refs.join(', ')} would need more than ${MAX_RESOLVED_ITEMS} registry items; stopped fetching at ${name}.`,
        {
          suggestion: 'Nothing was written. The registry is malformed or malicious; report it to its owner.',
        },
      )
    }
    const item = await source.getItem(name)
    for (const dependency of item.registryDependencies ?? []) await visit(dependency, source)
    stack.pop()
    const resolved = { item, source }
    done.set(key, resolved)
    order.push(resolved)
  }

  for (const ref of refs) await visit(ref, context.source)
  return order
}

/** Re-opens the source an item was installed from, as recorded in the lock. */
export function sourceFromLabel(label: string, registries: Config['registries']): RegistrySource {
  if (label === 'embedded') return snapshotSource()
  if (label.startsWith('folder:')) return folderSource(label.slice('folder:'.length))
  if (label.startsWith('@')) return namespacedSource(label, registries)
  return urlSource(label)
}
