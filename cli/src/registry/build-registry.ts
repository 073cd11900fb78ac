import { CliError } from '../errors.js'
import { buildItem, findIndex, readIndex } from './build-item.js'
import type { BuiltItem, Registry } from './schema.js'

const testFile = /(?:\.(?:test|spec|stories)\.[cm]?[jt]sx?$)|(?:^|\/)__tests__\//

/** Registry-wide rules no single item can check: unique names, local deps resolve, no cycles. */
export function registryProblems(index: Registry): string[] {
  const problems: string[] = []
  const names = new Set<string>()
  for (const item of index.items) {
    if (names.has(item.name)) problems.push(`${item.name}: listed twice`)
    names.add(item.name)
    for (const file of item.files ?? []) if (testFile.test(file.path)) problems.push(`${item.name}: lists the test file ${file.path}`)
  }
  const local = (dep: string) => !dep.startsWith('@') && !/^https?:\/\//.test(dep)
  for (const item of index.items) {
    for (const dep of item.registryDependencies ?? [])
      if (local(dep) && !names.has(dep)) problems.push(`${item.name}: registryDependency "${dep}" is not in the registry`)
  }
  const byName = new Map(index.items.map((item) => [item.name, item]))
  const state = new Map<string, 'open' | 'done'>()
  const visit = (name: string, path: string[]): void => {
    if (state.get(name) === 'done') return
    if (state.get(name) === 'open') {
      problems.push(`cycle: ${[...path.slice(path.indexOf(name)), name].join(' -> ')}`)
      return
    }
    state.set(name, 'open')
    for (const dep of byName.get(name)?.registryDependencies ?? []) if (byName.has(dep)) visit(dep, [...path, name])
    state.set(name, 'done')
  }
  for (const item of index.items) visit(item.name, [])
  return problems
}

export type BuiltRegistry = { index: Registry; items: BuiltItem[] }

/** Reads registry.json under `root`, inlines every file, and refuses a registry with problems. */
export function buildRegistry(root: string): BuiltRegistry {
  const file = findIndex(root)
  if (!file)
    throw new CliError('REGISTRY_MISSING', `No registry.json or registry/registry.json under ${root}.`, {
      suggestion: "Run build from the registry's root folder (--cwd).",
    })
  const index = readIndex(file)
  const problems = registryProblems(index)
  if (problems.length > 0)
    throw new CliError('REGISTRY_INVALID', 'The registry has problems:', { lines: problems, suggestion: 'Fix registry.json.' })
  return { index, items: index.items.map((item) => buildItem(root, item)) }
}
