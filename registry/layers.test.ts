import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, test } from 'vitest'

// DESIGN.md "Layers, and which way imports point": components -> hooks -> lib/state -> adapters
// -> lib/{caip,chains,errors,storage}. Views and hooks reach adapters only through lib/state
// (type-only imports are fine: they vanish from the build); lib is framework-free; no cycles.

const repo = join(__dirname, '..')
const ADAPTERS = ['api', 'connectors', 'frame', 'evm', 'solana', 'bitcoin', 'polkadot', 'siwx'].map((name) => `registry/lib/${name}/`)

type Import = { specifier: string; typeOnly: boolean }

/** Product sources: no tests, test helpers or host examples. */
function sources(): Map<string, string> {
  const out = new Map<string, string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry)
      const rel = relative(repo, path)
      if (statSync(path).isDirectory()) {
        if (!['examples', 'test', 'test-utils', '__snapshots__'].includes(entry)) walk(path)
      } else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) && !/\.test-utils\.ts$/.test(entry)) {
        out.set(rel, readFileSync(path, 'utf8'))
      }
    }
  }
  walk(join(repo, 'registry'))
  return out
}

const staticImport = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g
const dynamicImport = /import\(\s*['"]([^'"]+)['"]\s*\)/g

/** The imports of a file; `typeOnly` for `import type` and `import { type A, type B }`. */
function importsOf(source: string): Import[] {
  const out: Import[] = []
  for (const [, typeKeyword, clause = '', specifier = ''] of source.matchAll(staticImport)) {
    const names = /^\{([^}]*)\}$/
      .exec(clause.trim())?.[1]
      ?.split(',')
      .map((n) => n.trim())
      .filter(Boolean)
    const typeOnly = Boolean(typeKeyword) || (names !== undefined && names.length > 0 && names.every((n) => n.startsWith('type ')))
    out.push({ specifier, typeOnly })
  }
  // `typeof import('x')` is a type; a call is a runtime import.
  for (const match of source.matchAll(dynamicImport)) {
    const before = source.slice(Math.max(0, (match.index ?? 0) - 7), match.index)
    out.push({ specifier: match[1] ?? '', typeOnly: before.endsWith('typeof ') })
  }
  return out
}

const files = sources()

function resolve(specifier: string): string | undefined {
  if (!specifier.startsWith('@/registry/')) return undefined
  const base = `registry/${specifier.slice('@/registry/'.length)}`
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) => files.has(candidate)) ?? base
}

const edges = [...files].flatMap(([file, source]) => importsOf(source).map((i) => ({ file, ...i, target: resolve(i.specifier) })))
const isAdapter = (path: string | undefined) => path !== undefined && ADAPTERS.some((a) => path.startsWith(a))

function cycles(): string[] {
  const graph = new Map<string, string[]>()
  for (const { file, target } of edges) if (target && files.has(target)) graph.set(file, [...(graph.get(file) ?? []), target])
  // Tarjan's strongly connected components: each one of more than one file is a cycle.
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[] = []
  const visit = (v: string) => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0))
    }
    if (low.get(v) === index.get(v)) {
      const members: string[] = []
      for (let w = stack.pop(); w !== undefined; w = stack.pop()) {
        onStack.delete(w)
        members.push(w)
        if (w === v) break
      }
      if (members.length > 1 || graph.get(v)?.includes(v)) found.push(members.sort().join(' + '))
    }
  }
  for (const file of files.keys()) if (!index.has(file)) visit(file)
  return found.sort()
}

describe('registry layers', () => {
  test('behavior: views and hooks never import an adapter at runtime (only through lib/state)', () => {
    const breaks = edges
      .filter(
        ({ file, typeOnly, target }) =>
          !typeOnly && (file.startsWith('registry/components/') || file.startsWith('registry/hooks/')) && isAdapter(target),
      )
      .map(({ file, target }) => `${file} -> ${target}`)
    expect([...new Set(breaks)].sort()).toEqual([])
  })

  test('behavior: nothing under lib imports React, hooks or components, and lib holds no .tsx', () => {
    const react = edges
      .filter(
        ({ file, specifier }) =>
          file.startsWith('registry/lib/') && /^(react|react-dom)(\/|$)|^@\/registry\/(hooks|components)\//.test(specifier),
      )
      .map(({ file, specifier }) => `${file} -> ${specifier}`)
    const tsx = [...files.keys()].filter((file) => file.startsWith('registry/lib/') && file.endsWith('.tsx'))
    expect([...react, ...tsx]).toEqual([])
  })

  test('behavior: no import cycle, type-only imports included', () => {
    expect(cycles()).toEqual([])
  })

  test('behavior: the checks see what they check (a runtime, a type-only and a dynamic import)', () => {
    expect(
      importsOf(
        "import { a, type B } from '@/registry/lib/x'\nimport type { C } from '@/registry/lib/y'\nimport { type D } from '@/registry/lib/z'\nconst m = import('@/registry/lib/w')",
      ),
    ).toEqual([
      { specifier: '@/registry/lib/x', typeOnly: false },
      { specifier: '@/registry/lib/y', typeOnly: true },
      { specifier: '@/registry/lib/z', typeOnly: true },
      { specifier: '@/registry/lib/w', typeOnly: false },
    ])
    expect(edges.length).toBeGreaterThan(500)
  })
})
