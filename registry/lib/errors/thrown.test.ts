import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'
import { BaseError } from './base'

// Every error class in lib/errors is either constructed on some code path (under registry/, or in
// apps/frame for the frame-side ones) or says why it is kept with a `@reserved <reason>` JSDoc line.
const repoRoot = join(import.meta.dirname, '..', '..', '..')
const errorsDir = join(repoRoot, 'registry', 'lib', 'errors')
const errorModules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true })

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return ['node_modules', '__snapshots__', 'test', 'dist'].includes(name) ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$|test-utils/.test(name) ? [path] : []
  })
}

const sources = [...sourceFiles(join(repoRoot, 'registry')), ...sourceFiles(join(repoRoot, 'apps', 'frame', 'src'))].map((path) => ({
  path,
  text: readFileSync(path, 'utf8'),
}))
const errorSources = sources.filter((file) => file.path.startsWith(errorsDir))

/** Names a class is constructed under: its own and any `Name as Alias` re-export or import. */
function namesOf(name: string): string[] {
  const aliases = sources.flatMap((file) => [...file.text.matchAll(new RegExp(`\\b${name}\\s+as\\s+(\\w+)`, 'g'))].map((m) => m[1] ?? ''))
  return [name, ...aliases.filter(Boolean)]
}

function constructedAt(name: string): string | undefined {
  const pattern = new RegExp(`new\\s+(?:\\w+\\.)?(?:${namesOf(name).join('|')})\\s*\\(`)
  const file = sources.find(
    (source) =>
      !source.path.endsWith('.d.ts') && pattern.test(source.text.replace(new RegExp(`class\\s+${name}\\b[\\s\\S]*?\\n}`, 'g'), '')),
  )
  return file && relative(repoRoot, file.path)
}

function reservedReason(name: string): string | undefined {
  for (const file of errorSources) {
    const match = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*export class ${name}\\b`).exec(file.text)
    const reason = match?.[1] && /@reserved\s+(\S[^\n]*)/.exec(match[1])?.[1]
    if (reason) return reason.trim()
  }
  return undefined
}

const errorClasses = Object.values(errorModules)
  .flatMap((module) => Object.entries(module))
  .filter(([, value]) => typeof value === 'function' && (value as { prototype?: unknown }).prototype instanceof BaseError)
  .map(([name]) => name)
const uniqueClasses = [...new Set(errorClasses)].sort()

test('default: the catalogue is walked', () => {
  expect(uniqueClasses.length).toBeGreaterThan(40)
  expect(uniqueClasses).toContain('AccountNotFoundError')
})

test('behavior: every error class is thrown on a code path or marked @reserved with a reason', () => {
  const unaccounted = uniqueClasses.filter((name) => !constructedAt(name) && !reservedReason(name))
  expect(unaccounted).toEqual([])
})

test('behavior: the SPEC path errors of issue 19 are thrown, not reserved', () => {
  for (const name of [
    'AccountNotFoundError',
    'AdapterUndefinedError',
    'ConnectorUndefinedError',
    'ProviderUndefinedError',
    'FrameParentNotSetError',
    'GasPriceUnsupportedNetworkError',
    'AdapterConnectedError',
  ])
    expect(constructedAt(name), name).toBeDefined()
})
