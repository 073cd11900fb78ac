import { cpSync, existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, fixtures, read, runCli, scratch } from './helpers'

const dirs: string[] = []
afterEach(() => cleanup(...dirs.splice(0)))

function nextHost(): string {
  const dir = scratch('next-targets')
  cpSync(join(fixtures, 'stock-next'), dir, { recursive: true })
  dirs.push(dir)
  expect(runCli(['init', '--no-install', '--cwd', dir]).code).toBe(0)
  return dir
}

const addPage = (dir: string) =>
  runCli(['add', 'next-page', '--registry', join(fixtures, 'registry-careful'), '--cwd', dir, '--yes', '--no-install'])

describe('Next page targets', { timeout: 120_000 }, () => {
  test('default: an item page under app/ lands in src/app of a --src-dir app', () => {
    const dir = nextHost()
    const result = addPage(dir)
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(read(dir, 'src/app/hello/page.tsx')).toContain('export default function Hello')
    // A top-level app/ next to src/app would become Next's router and hide the host's pages.
    expect(existsSync(join(dir, 'app'))).toBe(false)
    expect(JSON.parse(read(dir, 'walletkit.lock.json')).items['next-page'].files[0].target).toBe('src/app/hello/page.tsx')
  })

  test('parameters: an app with a top-level app/ keeps the target as written', () => {
    const dir = nextHost()
    mkdirSync(join(dir, 'app'))
    expect(addPage(dir).code).toBe(0)
    expect(existsSync(join(dir, 'app/hello/page.tsx'))).toBe(true)
  })
})
