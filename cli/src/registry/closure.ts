import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Registry, RegistryItem } from './schema.js'

const specifiers = /(?:from\s+|import\s*\(\s*|import\s+)['"](@\/registry\/[^'"]+)['"]/g
const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx', '']

/**
 * Every `@/registry/...` import of an item must be shipped by the item or one of its
 * registryDependencies: otherwise the host gets a file that does not compile.
 */
export function importClosureProblems(root: string, index: Registry): string[] {
  const byName = new Map(index.items.map((item) => [item.name, item]))
  const closure = (item: RegistryItem, seen = new Set<string>()): Set<string> => {
    if (seen.has(item.name)) return new Set()
    seen.add(item.name)
    const paths = new Set((item.files ?? []).map((file) => file.path))
    for (const dep of item.registryDependencies ?? []) {
      const child = byName.get(dep)
      if (child) for (const path of closure(child, seen)) paths.add(path)
    }
    return paths
  }
  const problems: string[] = []
  for (const item of index.items) {
    const shipped = closure(item)
    for (const file of item.files ?? []) {
      const absolute = join(root, file.path)
      const raw = file.content ?? (existsSync(absolute) ? readFileSync(absolute, 'utf8') : '')
      // Comments may show example imports; only code counts.
      const text = raw.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
      for (const [, specifier] of text.matchAll(specifiers)) {
        const base = specifier?.slice(2) ?? ''
        const problem = `${item.name}: ${file.path} imports ${specifier}, which no item in its dependency graph ships`
        if (!extensions.some((ext) => shipped.has(`${base}${ext}`)) && !problems.includes(problem)) problems.push(problem)
      }
    }
  }
  return problems
}
