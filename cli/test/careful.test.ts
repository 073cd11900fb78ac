import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { cleanup, copyRegistry, fixtures, initHost, publishWidgetWithNpmrc, read, runCli, runCliAsync, tree } from './helpers'

// Every refusal of issue 14's "careful CLI": the command fails with its code and the project is
// byte-identical afterwards (tree() reads every file, walletkit.lock.json and .walletkit/ included).
const careful = join(fixtures, 'registry-careful')
const dirs: string[] = []
const servers: Server[] = []
afterEach(async () => {
  cleanup(...dirs.splice(0))
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))))
})

function host(): string {
  const dir = initHost('careful')
  dirs.push(dir)
  return dir
}

const add = (dir: string, ...args: string[]) => runCli(['add', ...args, '--registry', careful, '--cwd', dir, '--yes', '--no-install'])
const ESC = '\u001b'

describe('targets in dot-folders and tool configs', { timeout: 120_000 }, () => {
  test.each([
    ['husky-hook', '.husky/pre-commit', 'dotfile ".husky"'],
    ['vscode-settings', '.vscode/settings.json', 'dotfile ".vscode"'],
    ['github-workflow', '.github/workflows/steal.yml', 'dotfile ".github"'],
    ['npmrc', '.npmrc', 'dotfile ".npmrc"'],
    ['package-json', 'package.json', 'tool configuration'],
    ['nested-package-json', 'src/lib/package.json', 'tool configuration'],
    ['vite-config', 'vite.config.ts', 'tool configuration'],
  ])('behavior: %s (%s) is refused without --allow-config-files and nothing is written', (item, target, reason) => {
    const dir = host()
    const before = tree(dir)
    const result = add(dir, item)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('error [TARGET_PROTECTED]')
    expect(result.stderr).toContain(target)
    expect(result.stderr).toContain(reason)
    expect(result.stderr).toContain('--allow-config-files')
    expect(tree(dir)).toEqual(before)
  })

  test('parameters: --allow-config-files lets the user accept one', () => {
    const dir = host()
    const result = add(dir, 'vscode-settings', '--allow-config-files')
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(read(dir, '.vscode/settings.json')).toBe('{ "editor.formatOnSave": true }\n')
  })
})

describe('npm dependency specs', { timeout: 120_000 }, () => {
  test.each([
    ['dep-evil-git-https-evil-invalid-x-git', 'evil@git+https://evil.invalid/x.git'],
    ['dep-github-evil-x', 'github:evil/x'],
    ['dep-evil-x', 'evil/x'],
    ['dep-https-evil-invalid-x-tgz', 'https://evil.invalid/x.tgz'],
    ['dep-file-x', 'file:../x'],
    ['dep-react-npm-evil-react-1-0-0', 'react@npm:evil-react@1.0.0'],
  ])('behavior: %s is refused and nothing is written', (item, spec) => {
    const dir = host()
    const before = tree(dir)
    const result = add(dir, item)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('error [UNSAFE_DEPENDENCY]')
    expect(result.stderr).toContain(`"${spec}"`)
    expect(result.stderr).toContain('only name[@range|tag]')
    expect(tree(dir)).toEqual(before)
  })
})

describe('files other items or the host own', { timeout: 120_000 }, () => {
  test('behavior: an item may not overwrite a file another item installed', () => {
    const dir = host()
    expect(add(dir, 'owner-a').code).toBe(0)
    const before = tree(dir)
    const result = add(dir, 'owner-b')
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('OWNED     src/lib/walletkit/shared/value.ts  (belongs to owner-a: kept unless --overwrite)')
    expect(result.stderr).toContain('error [TARGET_OWNED]')
    expect(result.stderr).toContain('src/lib/walletkit/shared/value.ts (owner-a)')
    expect(tree(dir)).toEqual(before)
  })

  test('behavior: update never rewrites a file the lock does not give the item, and installs nothing', () => {
    const registry = copyRegistry(careful, 'careful-registry')
    dirs.push(registry)
    const dir = host()
    expect(runCli(['add', 'widget', '--registry', registry, '--cwd', dir, '--yes', '--no-install']).code).toBe(0)
    // widget 1.1.0 now also ships the host's src/App.tsx and a new npm dependency.
    const index = JSON.parse(readFileSync(join(registry, 'registry.json'), 'utf8')) as { items: Array<Record<string, unknown>> }
    const widget = index.items.find((item) => item.name === 'widget')
    if (!widget) throw new Error('fixture has no widget')
    widget.meta = { version: '1.1.0' }
    widget.dependencies = ['left-pad@1.3.0']
    ;(widget.files as unknown[]).push({
      path: 'registry/files/app.tsx',
      type: 'registry:file',
      target: 'src/App.tsx',
      content: 'export const App = () => null\n',
    })
    writeFileSync(join(registry, 'registry.json'), JSON.stringify(index))
    const before = tree(dir)
    const refused = runCli(['update', '--cwd', dir])
    expect(refused.code).toBe(1)
    expect(refused.stdout).toContain('unowned   src/App.tsx')
    expect(refused.stderr).toContain('error [FILES_NOT_OWNED]')
    expect(refused.stderr).toContain('src/App.tsx (not installed by walletkit)')
    expect(refused.stderr).not.toContain('<<<<<<<')
    expect(tree(dir)).toEqual(before)

    const forced = runCli(['update', '--cwd', dir, '--overwrite', '--no-install'])
    expect(forced.stderr).toBe('')
    expect(forced.code).toBe(0)
    expect(read(dir, 'src/App.tsx')).toBe('export const App = () => null\n')
  })

  test('behavior: a new version that adds a tool config is refused by update too', () => {
    const registry = copyRegistry(careful, 'careful-registry')
    dirs.push(registry)
    const dir = host()
    expect(runCli(['add', 'widget', '--registry', registry, '--cwd', dir, '--yes', '--no-install']).code).toBe(0)
    writeFileSync(join(dir, '.npmrc'), 'save-exact=true\n')
    publishWidgetWithNpmrc(registry)
    const before = tree(dir)
    const result = runCli(['update', '--cwd', dir, '--no-install'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('error [TARGET_PROTECTED]')
    expect(tree(dir)).toEqual(before)
  })
})

describe('values read back from the lock', { timeout: 120_000 }, () => {
  test.each([
    [
      'a view route that is code',
      (item: Record<string, unknown>) => (item.view = { route: "X: 1, evil: alert('x')//", export: 'X' }),
      'items.widget.view.route',
    ],
    ['a source that is not a registry', (item: Record<string, unknown>) => (item.source = 'file:///etc/passwd'), 'items.widget.source'],
    [
      'a path that would end an import specifier',
      (item: Record<string, unknown>) => ((item.files as Array<Record<string, unknown>>)[0]!.path = "registry/lib/x';alert(1);'.ts"),
      'items.widget.files.0.path',
    ],
    [
      'a target that climbs out',
      (item: Record<string, unknown>) => ((item.files as Array<Record<string, unknown>>)[0]!.target = '../outside.ts'),
      'items.widget.files.0.target',
    ],
    [
      'a dependency that is not an item',
      (item: Record<string, unknown>) => (item.dependencies = ['--evil']),
      'items.widget.dependencies.0',
    ],
  ])('behavior: %s is refused before it is used, and nothing is written', (_, tamper, field) => {
    const dir = host()
    expect(add(dir, 'widget').code).toBe(0)
    const lock = JSON.parse(read(dir, 'walletkit.lock.json')) as { items: Record<string, Record<string, unknown>> }
    tamper(lock.items.widget!)
    writeFileSync(join(dir, 'walletkit.lock.json'), JSON.stringify(lock))
    const before = tree(dir)
    for (const args of [
      ['update', '--no-install'],
      ['add', 'owner-a', '--registry', careful, '--no-install'],
      ['remove', 'widget'],
      ['diff'],
    ]) {
      const result = runCli([...args, '--cwd', dir])
      expect(result.code, args.join(' ')).toBe(1)
      expect(result.stderr).toContain('error [LOCK_INVALID]')
      expect(result.stderr).toContain(field)
    }
    expect(tree(dir)).toEqual(before)
  })
})

describe('remote text on the terminal', { timeout: 120_000 }, () => {
  test('behavior: titles, descriptions and diffs from a registry reach the terminal without escape sequences', () => {
    const listed = runCli(['list', 'escapes', '--registry', careful])
    expect(listed.code).toBe(0)
    expect(listed.stdout).toContain('Clears the screen')
    expect(listed.stdout).not.toContain(ESC)
    expect(listed.stdout).not.toContain('\u009b')
    expect(listed.stdout).not.toContain('\u0007')
    const dir = host()
    mkdirSync(join(dir, 'src/lib/walletkit/escapes'), { recursive: true })
    writeFileSync(join(dir, 'src/lib/walletkit/escapes/text.ts'), 'export const text = "mine"\n')
    const before = tree(dir)
    const dry = add(dir, 'escapes', '--dry-run', '--diff')
    expect(dry.code).toBe(0)
    expect(dry.stdout).toContain('+export const text = "red"')
    expect(dry.stdout).not.toContain(ESC)
    expect(tree(dir)).toEqual(before)
    expect(add(dir, 'escapes', '--overwrite').code).toBe(0)
    writeFileSync(join(dir, 'src/lib/walletkit/escapes/text.ts'), 'export const text = "mine"\n')
    const diff = runCli(['diff', 'escapes', '--cwd', dir, '--registry', careful])
    expect(diff.stdout).toContain('+export const text = "red"')
    expect(diff.stdout).not.toContain(ESC)
  })
})

describe('fetched items', { timeout: 120_000 }, () => {
  test.each([
    ['with a content-length', true],
    ['streamed without one', false],
  ])('behavior: a response over 2 MiB (%s) is refused and nothing is written', async (_, declared) => {
    const big = JSON.stringify({
      name: 'big',
      type: 'registry:lib',
      files: [{ path: 'registry/lib/big/big.ts', type: 'registry:lib', content: `// ${'x'.repeat(2 * 1024 * 1024)}\n` }],
      meta: { version: '1.0.0' },
    })
    let served = 0
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', ...(declared ? { 'content-length': Buffer.byteLength(big) } : {}) })
      served++
      // Streamed in chunks so the undeclared case cannot be judged before reading.
      for (let i = 0; i < big.length; i += 65_536) res.write(big.slice(i, i + 65_536))
      res.end()
    })
    servers.push(server)
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    const dir = host()
    const before = tree(dir)
    const result = await runCliAsync([
      'add',
      `http://127.0.0.1:${(server.address() as AddressInfo).port}/r/big.json`,
      '--cwd',
      dir,
      '--yes',
      '--no-install',
    ])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('error [REGISTRY_RESPONSE_TOO_LARGE]')
    expect(result.stderr).toContain('2097152 bytes')
    expect(served).toBe(1)
    expect(tree(dir)).toEqual(before)
  })
})
