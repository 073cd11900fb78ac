import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { cleanup, copyTemplate, read, repoRoot, runCli } from './helpers'

const dirs: string[] = []
afterAll(() => cleanup(...dirs))

function run(dir: string, script: string, args: string[]) {
  const result = spawnSync(process.execPath, [join(repoRoot, 'node_modules', script), ...args], { cwd: dir, encoding: 'utf8' })
  return { code: result.status, output: `${result.stdout}\n${result.stderr}` }
}

const localesFile = 'src/lib/walletkit/i18n/installed-locales.ts'
const germanFile = 'src/lib/walletkit/i18n/locales/de.ts'

describe('locale packs in a host (issue 27)', () => {
  test('behavior: `add locale-de` wires a lazy import; the host type-checks and builds with German in its own chunk; a broken pack fails tsc; remove unwires', {
    timeout: 300_000,
  }, () => {
    const dir = copyTemplate('vite-react', 'e2e-locale')
    dirs.push(dir)
    expect(runCli(['init', '--yes', '--no-install', '--cwd', dir]).code).toBe(0)
    const add = runCli(['add', 'connect-modal', 'send-view', 'locale-de', '--yes', '--no-install', '--cwd', dir])
    expect(add.code, add.stderr).toBe(0)
    expect(read(dir, localesFile)).toContain("de: () => import('@/lib/walletkit/i18n/locales/de').then((m) => m.de)")
    // The strings modules declare themselves to the host's copy of the i18n types.
    expect(read(dir, 'src/components/walletkit/send-view.strings.ts')).toContain("declare module '@/lib/walletkit/i18n/define-strings'")

    writeFileSync(
      join(dir, 'src/App.tsx'),
      [
        "import { ConnectButton } from '@/components/walletkit/connect-button'",
        "import { WalletKitModal } from '@/components/walletkit/modal/walletkit-modal'",
        "import { WalletKitProvider } from '@/hooks/walletkit/walletkit-provider'",
        "import { browserLocale } from '@/lib/walletkit/format/locale'",
        '',
        'export function App() {',
        "  return <WalletKitProvider projectId=\"demo\" networks={[]} locale={browserLocale(['en-US', 'de'])}><ConnectButton /><WalletKitModal /></WalletKitProvider>",
        '}',
        '',
      ].join('\n'),
    )
    const tsc = run(dir, 'typescript/bin/tsc', ['-p', '.', '--noEmit'])
    expect(tsc.output.trim(), tsc.output).toBe('')
    const build = run(dir, 'vite/bin/vite.js', ['build', '--logLevel', 'warn'])
    expect(build.code, build.output).toBe(0)
    const assets = readdirSync(join(dir, 'dist/assets')).filter((file) => file.endsWith('.js'))
    // Each part of the pack in a chunk of its own (a phrase only that part has): the first, the account's, the actions'.
    const chunksWith = (words: string) => assets.filter((file) => readFileSync(join(dir, 'dist/assets', file), 'utf8').includes(words))
    const parts = ['Wallets durchsuchen', 'Adresse kopieren', 'Swap abgeschlossen'].map(chunksWith)
    for (const chunks of parts) {
      expect(chunks).toHaveLength(1)
      expect(chunks[0]).toMatch(/^de-/)
    }
    expect(new Set(parts.flat()).size).toBe(3)
    const entry = assets.find((file) => file.startsWith('index-'))
    expect(entry && readFileSync(join(dir, 'dist/assets', entry), 'utf8')).not.toContain('Wallet verbinden')

    // The host owns its copy: one string edited survives, a dropped key is a type error naming the pack.
    const pack = read(dir, germanFile)
    writeFileSync(join(dir, germanFile), pack.replace("    searchPlaceholder: 'Wallet suchen',\n", ''))
    const broken = run(dir, 'typescript/bin/tsc', ['-p', '.', '--noEmit'])
    expect(broken.output).toContain('i18n/locales/de.ts')
    expect(broken.output).toContain("Property 'searchPlaceholder' is missing")
    writeFileSync(join(dir, germanFile), pack.replace("connect: 'Wallet verbinden'", "connect: 'Wallet koppeln'"))
    const diff = runCli(['diff', 'locale-de', '--cwd', dir])
    expect(diff.stdout).toContain('Wallet koppeln')

    const remove = runCli(['remove', 'locale-de', '--cwd', dir])
    expect(remove.code, remove.stderr).toBe(0)
    expect(read(dir, localesFile)).toContain('installedLocales: Record<string, LocaleLoader> = {}')
  })
})
