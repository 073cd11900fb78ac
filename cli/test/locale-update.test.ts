import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { wholeSource } from '../../scripts/split-locale-packs.mjs'
import { cleanup, initHost, read, repoRoot, runCli, scratch } from './helpers'

const dirs: string[] = []
afterEach(() => cleanup(...dirs.splice(0)))

const GERMAN = 'src/lib/walletkit/i18n/locales/de.ts'
const HOST_EDIT = ["connect: 'Wallet verbinden'", "connect: 'Wallet koppeln'"] as const
// Both in the pack's first part (locales/de.ts; the connected views' words are in its later parts).
const NEW_STRING = ["searchPlaceholder: 'Wallet suchen'", "searchPlaceholder: 'Wallet finden'"] as const

/**
 * A host with locale-de from a copy of this repo's registry, which the test then publishes a newer
 * locale-de into: one German string changed, its version raised.
 */
function setup() {
  const registry = scratch('registry-locales')
  cpSync(join(repoRoot, 'registry'), join(registry, 'registry'), { recursive: true })
  const dir = initHost('locale-update')
  dirs.push(registry, dir)
  const added = runCli(['add', 'locale-de', '--registry', registry, '--cwd', dir, '--yes', '--no-install'])
  expect(added.code, added.stderr).toBe(0)
  const publish = (from: string, to: string) => {
    const pack = join(registry, 'registry/lib/i18n/locales/de.ts')
    writeFileSync(pack, readFileSync(pack, 'utf8').replace(from, to))
    const index = join(registry, 'registry/registry.json')
    const json = JSON.parse(readFileSync(index, 'utf8')) as { items: Array<{ name: string; meta: { version: string } }> }
    const item = json.items.find((i) => i.name === 'locale-de')
    if (!item) throw new Error('the registry has no locale-de')
    item.meta.version = `${item.meta.version}-next`
    writeFileSync(index, JSON.stringify(json))
    return item.meta.version
  }
  const editLocal = (from: string, to: string) => writeFileSync(join(dir, GERMAN), read(dir, GERMAN).replace(from, to))
  return { dir, publish, editLocal }
}

describe('locale items in walletkit diff and update (issue 27)', { timeout: 120_000 }, () => {
  test("behavior: the host edits one German string, the registry changes another: update keeps the host's and brings the new one; diff shows the host's edit", () => {
    const { dir, publish, editLocal } = setup()
    expect(read(dir, GERMAN)).toContain(HOST_EDIT[0])
    expect(read(dir, GERMAN)).toContain(NEW_STRING[0])
    editLocal(...HOST_EDIT)
    const version = publish(...NEW_STRING)

    const update = runCli(['update', 'locale-de', '--cwd', dir, '--no-install'])
    expect(update.stderr).toBe('')
    expect(update.code).toBe(0)
    expect(update.stdout).toContain(`merged    ${GERMAN}`)
    const merged = read(dir, GERMAN)
    expect(merged).toContain(HOST_EDIT[1])
    expect(merged).toContain(NEW_STRING[1])
    expect(merged).not.toContain(NEW_STRING[0])
    expect(merged).not.toContain('<<<<<<<')
    expect(JSON.parse(read(dir, 'walletkit.lock.json')).items['locale-de'].version).toBe(version)
    expect(read(dir, 'src/lib/walletkit/i18n/installed-locales.ts')).toContain("de: () => import('@/lib/walletkit/i18n/locales/de')")
    // The rest of the pack is the registry's: the host forked one string, not the language.
    const registryPack = readFileSync(join(repoRoot, 'registry/lib/i18n/locales/de.ts'), 'utf8')
    expect(merged.split('\n').length).toBe(registryPack.split('\n').length)

    const diff = runCli(['diff', 'locale-de', '--cwd', dir])
    expect(diff.code).toBe(0)
    expect(diff.stdout).toContain(`-    ${HOST_EDIT[1]},`)
    expect(diff.stdout).toContain(`+    ${HOST_EDIT[0]},`)
    expect(diff.stdout).not.toContain(NEW_STRING[1])
    expect(diff.stdout).toContain('1 file(s) differ.')
  })

  test("behavior: a host on the one-file pack (before the split) updates to the pack in parts: its edit stays in de.ts, the connected views' words arrive in the two new files", () => {
    const registry = scratch('registry-locales-split')
    cpSync(join(repoRoot, 'registry'), join(registry, 'registry'), { recursive: true })
    const locales = join(registry, 'registry/lib/i18n/locales')
    const index = join(registry, 'registry/registry.json')
    const files = ['de.ts', 'parts/de-account.ts', 'parts/de-actions.ts']
    const split = files.map((file) => [file, readFileSync(join(locales, file), 'utf8')] as const)
    const current = readFileSync(index, 'utf8')
    // The registry as it was: locale-de one file (the parts joined back, byte for byte the old pack) at 0.2.0.
    writeFileSync(join(locales, 'de.ts'), wholeSource('de', locales))
    const json = JSON.parse(current) as { items: Array<{ name: string; files: unknown[]; meta: { version: string } }> }
    const item = json.items.find((i) => i.name === 'locale-de')
    if (!item) throw new Error('the registry has no locale-de')
    const version = item.meta.version
    item.files = item.files.slice(0, 1)
    item.meta.version = '0.2.0'
    writeFileSync(index, JSON.stringify(json))
    const dir = initHost('locale-split-update')
    dirs.push(registry, dir)
    const added = runCli(['add', 'locale-de', '--registry', registry, '--cwd', dir, '--yes', '--no-install'])
    expect(added.code, added.stderr).toBe(0)
    expect(read(dir, GERMAN)).toContain("sending: 'Wird gesendet…'")
    writeFileSync(join(dir, GERMAN), read(dir, GERMAN).replace(...HOST_EDIT))

    // The registry now ships the pack in parts.
    for (const [file, text] of split) writeFileSync(join(locales, file), text)
    writeFileSync(index, current)
    const update = runCli(['update', 'locale-de', '--cwd', dir, '--no-install'])
    expect(update.stderr).toBe('')
    expect(update.code).toBe(0)
    const merged = read(dir, GERMAN)
    expect(merged).toContain(HOST_EDIT[1])
    expect(merged).not.toContain('<<<<<<<')
    expect(merged).not.toContain("sending: 'Wird gesendet…'")
    expect(merged).toContain("import('@/lib/walletkit/i18n/locales/parts/de-actions')")
    expect(read(dir, 'src/lib/walletkit/i18n/locales/parts/de-actions.ts')).toContain("sending: 'Wird gesendet…'")
    expect(read(dir, 'src/lib/walletkit/i18n/locales/parts/de-account.ts')).toContain("disconnect: 'Trennen'")
    expect(JSON.parse(read(dir, 'walletkit.lock.json')).items['locale-de'].version).toBe(version)
  })
})
