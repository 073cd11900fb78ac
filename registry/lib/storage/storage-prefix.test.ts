import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { expect, test } from 'vitest'
import { storageKeyPrefix, storageKeys } from './storage-keys'

const registryRoot = join(import.meta.dirname, '../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'test' || name === '__snapshots__' ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$|test-utils/.test(name) ? [path] : []
  })
}

/**
 * Storage writes in `source` whose key is not one of storageKeys: a setJson/setItem whose first
 * argument is not `storageKeys.<name>`, and any direct Web Storage or cookie write.
 */
function strayWrites(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  const stray: string[] = []
  for (const match of code.matchAll(/\.(setJson|setItem)\(\s*([^,)]+)/g)) {
    const key = match[2]?.trim() ?? ''
    if (!/^storageKeys\.\w+$/.test(key)) stray.push(`${match[1]}(${key}`)
  }
  for (const match of code.matchAll(
    /\b(localStorage|sessionStorage)\s*\.\s*(setItem|removeItem|clear)\b|\bdocument\.cookie\s*=|\b(localStorage|sessionStorage)\s*\[/g,
  ))
    stray.push(match[0])
  return stray
}

test('default: the shared prefix and every key under it (SPEC §9)', () => {
  expect(storageKeyPrefix).toBe('@walletkit/')
  for (const [name, key] of Object.entries(storageKeys)) expect(key.startsWith('@walletkit/'), name).toBe(true)
  expect(new Set(Object.values(storageKeys)).size).toBe(Object.keys(storageKeys).length)
})

test('behavior: the scan finds writes outside storageKeys', () => {
  expect(strayWrites(`storage.setJson('wk_recent', [])`)).toEqual([`setJson('wk_recent'`])
  expect(strayWrites(`storage.setItem(key, 'x')`)).toEqual(['setItem(key'])
  expect(strayWrites(`window.localStorage.setItem('a', 'b')`)).toContain('localStorage.setItem')
  expect(strayWrites(`document.cookie = 'a=b'`)).toEqual(['document.cookie ='])
  expect(strayWrites(`storage.setJson(storageKeys.recentWallets, [])`)).toEqual([])
})

test('behavior: every storage write under registry/ uses a key from storageKeys', () => {
  // safe-storage.ts is the one place that touches Web Storage, with the key its callers pass.
  const files = sourceFiles(registryRoot).filter((file) => !file.endsWith(join('lib', 'storage', 'safe-storage.ts')))
  expect(files.length).toBeGreaterThan(100)
  const stray = files.flatMap((file) => strayWrites(readFileSync(file, 'utf8')).map((write) => `${relative(registryRoot, file)}: ${write}`))
  expect(stray).toEqual([])
})
