import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, test } from 'vitest'
import { BaseError } from './base'

const registryRoot = join(__dirname, '..', '..')
const errorModules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true })

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === '__snapshots__' ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !path.includes('/test/') ? [path] : []
  })
}

describe('the error catalogue', () => {
  test('behavior: every error class under registry/ is defined in lib/errors', () => {
    const outside = sourceFiles(registryRoot)
      .filter((path) => !path.startsWith(join(registryRoot, 'lib', 'errors')))
      .filter((path) => /\bextends\s+(BaseError|defineErrorClass\()|=\s*defineErrorClass\(/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(registryRoot, path))
    expect(outside).toEqual([])
  })

  test('behavior: every error class has a code no other class uses', () => {
    const owners = new Map<string, string[]>()
    for (const [file, module] of Object.entries(errorModules)) {
      for (const [name, value] of Object.entries(module)) {
        if (typeof value !== 'function' || !(value.prototype instanceof BaseError)) continue
        const code = (value as { code?: unknown }).code
        // Classes whose code depends on the case (ProviderRpcError) carry no static code.
        if (typeof code !== 'string') continue
        owners.set(code, [...(owners.get(code) ?? []), `${file}:${name}`])
      }
    }
    expect(owners.size).toBeGreaterThan(40)
    expect([...owners].filter(([, classes]) => classes.length > 1)).toEqual([])
  })
})
