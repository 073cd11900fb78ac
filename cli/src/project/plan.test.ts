import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { sha256 } from '../registry/build-item'
import type { ResolvedItem } from '../registry/resolve'
import type { BuiltItem } from '../registry/schema'
import type { RegistrySource } from '../registry/sources'
import { defaultAliases, type Config } from './config'
import type { Lock } from './lock'
import { classify, planAdd } from './plan'

// planAdd in process over a real scratch project (tsconfig paths, Tailwind entry): what `add`
// would write, each file's action, the lock it would save. The CLI suites run the built binary,
// so these are the tests that see a change in the plan code itself.

const config: Config = {
  framework: 'vite',
  rsc: false,
  tsx: true,
  tailwind: { css: 'src/index.css' },
  aliases: defaultAliases('@/'),
  registries: {},
}
const source: RegistrySource = { label: 'embedded', getItem: () => Promise.reject(new Error('unused')), list: () => Promise.resolve([]) }
const empty: Lock = { lockfileVersion: 1, items: {} }

let root: string
beforeEach(() => {
  root = mkdtempSync(join(process.cwd(), '.tmp-plan-'))
  writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['./src/*'] } } }))
  mkdirSync(join(root, 'src'), { recursive: true })
  writeFileSync(join(root, 'src/index.css'), '@import "tailwindcss";\n')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

type FileSpec = { path: string; content: string; type?: BuiltItem['type']; target?: string }
const item = (name: string, files: FileSpec[], extra: Partial<BuiltItem> = {}): ResolvedItem => ({
  item: {
    name,
    type: 'registry:lib',
    files: files.map((f) => ({ type: 'registry:lib', ...f })),
    meta: { version: '1.2.3' },
    ...extra,
  } as BuiltItem,
  source,
})
const write = (target: string, content: string) => {
  mkdirSync(join(root, target, '..'), { recursive: true })
  writeFileSync(join(root, target), content)
}
const lockWith = (name: string, target: string, content: string, extra: object = {}): Lock => ({
  lockfileVersion: 1,
  items: {
    [name]: {
      version: '1.0.0',
      source: 'embedded',
      files: [
        {
          path: `registry/lib/${target.split('/').pop()}`,
          target,
          sha256Written: sha256(content),
          sha256Pristine: sha256(content),
          ...extra,
        },
      ],
      dependencies: [],
    },
  },
})

describe('classify', () => {
  const entry = { path: 'registry/lib/a.ts', target: 'src/lib/walletkit/a.ts', sha256Written: sha256('old'), sha256Pristine: sha256('old') }
  test('default: a missing file is created', () => expect(classify(undefined, 'new', undefined)).toBe('create'))
  test('behavior: the same text is identical', () => expect(classify('new', 'new', entry)).toBe('identical'))
  test('behavior: an untouched locked copy is updated', () => expect(classify('old', 'new', entry)).toBe('update'))
  test('behavior: a host-edited copy is edited', () => expect(classify('mine', 'new', entry)).toBe('edited'))
  test('behavior: an unlocked different file is edited', () => expect(classify('old', 'new', undefined)).toBe('edited'))
})

describe('planAdd', () => {
  test('default: files land under the aliases, created, with the lock entry and deduplicated dependencies', async () => {
    const plan = await planAdd(root, config, empty, [
      item('a', [{ path: 'registry/lib/x/a.ts', content: 'export const a = 1\n' }], {
        dependencies: ['zod@^4', 'viem'],
        devDependencies: ['@types/x'],
        registryDependencies: ['b'],
      }),
      item('b', [{ path: 'registry/hooks/use-b.ts', content: 'export const b = 2\n' }], { dependencies: ['viem'] }),
    ])
    expect(plan.files.map((f) => [f.item, f.target, f.action])).toEqual([
      ['a', 'src/lib/walletkit/x/a.ts', 'create'],
      ['b', 'src/hooks/walletkit/use-b.ts', 'create'],
    ])
    expect(plan.files[0]).toMatchObject({
      path: 'registry/lib/x/a.ts',
      absolute: join(root, 'src/lib/walletkit/x/a.ts'),
      local: undefined,
      content: 'export const a = 1\n',
    })
    expect(plan.dependencies).toEqual(['zod@^4', 'viem'])
    expect(plan.devDependencies).toEqual(['@types/x'])
    expect(plan.lock.items.a).toEqual({
      version: '1.2.3',
      source: 'embedded',
      dependencies: ['b'],
      files: [
        {
          path: 'registry/lib/x/a.ts',
          target: 'src/lib/walletkit/x/a.ts',
          sha256Written: sha256('export const a = 1\n'),
          sha256Pristine: sha256('export const a = 1\n'),
        },
      ],
    })
    expect(plan.lock.items.b?.dependencies).toEqual([])
    expect(plan.lock.items.a).not.toHaveProperty('view')
  })

  test('behavior: the given lock is not changed; its other items stay in the new one', async () => {
    const lock = lockWith('other', 'src/lib/walletkit/o.ts', 'o')
    const before = structuredClone(lock)
    const plan = await planAdd(root, config, lock, [item('a', [{ path: 'registry/lib/a.ts', content: 'a' }])])
    expect(lock).toEqual(before)
    expect(Object.keys(plan.lock.items).sort()).toEqual(['a', 'other'])
    expect(plan.lock.lockfileVersion).toBe(1)
  })

  test('behavior: identical, updated and edited local copies', async () => {
    write('src/lib/walletkit/same.ts', 'same')
    write('src/lib/walletkit/old.ts', 'old')
    write('src/lib/walletkit/mine.ts', 'mine')
    const lock: Lock = {
      lockfileVersion: 1,
      items: {
        a: {
          version: '1.0.0',
          source: 'embedded',
          dependencies: [],
          files: [
            {
              path: 'registry/lib/old.ts',
              target: 'src/lib/walletkit/old.ts',
              sha256Written: sha256('old'),
              sha256Pristine: sha256('old'),
            },
            {
              path: 'registry/lib/mine.ts',
              target: 'src/lib/walletkit/mine.ts',
              sha256Written: sha256('theirs'),
              sha256Pristine: sha256('theirs'),
            },
          ],
        },
      },
    }
    const plan = await planAdd(root, config, lock, [
      item('a', [
        { path: 'registry/lib/same.ts', content: 'same' },
        { path: 'registry/lib/old.ts', content: 'new' },
        { path: 'registry/lib/mine.ts', content: 'new' },
      ]),
    ])
    expect(plan.files.map((f) => [f.target, f.action, f.local])).toEqual([
      ['src/lib/walletkit/same.ts', 'identical', 'same'],
      ['src/lib/walletkit/old.ts', 'update', 'old'],
      ['src/lib/walletkit/mine.ts', 'edited', 'mine'],
    ])
  })

  test('behavior: two items writing one target with different content clash; the same content does not', async () => {
    const clash = planAdd(root, config, empty, [
      item('a', [{ path: 'registry/lib/s.ts', content: 'one' }]),
      item('b', [{ path: 'registry/lib/s.ts', content: 'two' }]),
    ])
    await expect(clash).rejects.toMatchObject({
      code: 'TARGET_CLASH',
      message: expect.stringContaining('a and b both write src/lib/walletkit/s.ts'),
    })
    const shared = await planAdd(root, config, empty, [
      item('a', [{ path: 'registry/lib/s.ts', content: 'one' }]),
      item('b', [{ path: 'registry/lib/s.ts', content: 'one' }]),
    ])
    expect(shared.files).toHaveLength(1)
    expect(shared.files[0]?.item).toBe('b')
  })

  test('behavior: a file another installed item owns and the host changed is owned, not overwritten', async () => {
    write('src/lib/walletkit/s.ts', 'host text')
    const lock = lockWith('other', 'src/lib/walletkit/s.ts', 'shared')
    const plan = await planAdd(root, config, lock, [item('a', [{ path: 'registry/lib/s.ts', content: 'new' }])])
    expect(plan.files[0]).toMatchObject({ action: 'owned', owner: 'other' })
    // Added in the same batch, the owner does not protect it.
    const batch = await planAdd(root, config, lock, [
      item('a', [{ path: 'registry/lib/s.ts', content: 'new' }]),
      item('other', [{ path: 'registry/lib/s.ts', content: 'new' }]),
    ])
    expect(batch.files[0]?.action).not.toBe('owned')
    // The host's copy equal to the new text: identical, whoever owns it.
    write('src/lib/walletkit/s.ts', 'new')
    const same = await planAdd(root, config, lock, [item('a', [{ path: 'registry/lib/s.ts', content: 'new' }])])
    expect(same.files[0]).toMatchObject({ action: 'identical' })
    expect(same.files[0]?.owner).toBeUndefined()
  })

  test('behavior: an unsafe dependency or a protected target is refused before anything is planned', async () => {
    await expect(planAdd(root, config, empty, [item('a', [], { dependencies: ['evil@file:../x'] })])).rejects.toThrow()
    await expect(planAdd(root, config, empty, [item('a', [], { devDependencies: ['evil@file:../x'] })])).rejects.toThrow()
    await expect(
      planAdd(root, config, empty, [
        item('a', [{ path: 'registry/lib/p.json', content: '{}', type: 'registry:file', target: 'package.json' }]),
      ]),
    ).rejects.toThrow()
    const allowed = await planAdd(
      root,
      config,
      empty,
      [item('a', [{ path: 'registry/lib/p.json', content: '{}', type: 'registry:file', target: 'package.json' }])],
      { allowConfigFiles: true },
    )
    expect(allowed.files[0]?.target).toBe('package.json')
  })

  test('behavior: a view item is recorded with its route and wired into the existing views file', async () => {
    write('src/components/walletkit/modal/installed-views.tsx', 'export const installedViews = {}\n')
    const lock = lockWith('connect-modal', 'src/components/walletkit/modal/installed-views.tsx', 'export const installedViews = {}\n')
    const view = item(
      'fx-view',
      [{ path: 'registry/components/fx-view.tsx', content: 'export function FxView() { return null }\n', type: 'registry:component' }],
      {
        meta: { version: '1.0.0', view: { route: 'Fx', export: 'FxView' } },
      } as Partial<BuiltItem>,
    )
    const plan = await planAdd(root, config, lock, [view])
    expect(plan.lock.items['fx-view']?.view).toEqual({ route: 'Fx', export: 'FxView' })
    const wiring = plan.files.find((f) => f.wiring)
    expect(wiring).toMatchObject({ item: 'connect-modal', target: 'src/components/walletkit/modal/installed-views.tsx', action: 'update' })
    expect(wiring?.content).toContain('Fx: lazy(')
    expect(wiring?.content).toContain("import('@/components/walletkit/fx-view')")
    // The host had not edited the views file: the lock follows the wired text, and records no local edits.
    expect(plan.lock.items['connect-modal']?.files[0]).toMatchObject({ sha256Written: sha256(wiring!.content), localEdits: false })
  })

  test('behavior: a view item without the modal views file is refused', async () => {
    const view = item('fx-view', [{ path: 'registry/components/fx-view.tsx', content: 'export {}\n', type: 'registry:component' }], {
      meta: { version: '1.0.0', view: { route: 'Fx', export: 'FxView' } },
    } as Partial<BuiltItem>)
    await expect(planAdd(root, config, empty, [view])).rejects.toMatchObject({ code: 'VIEWS_FILE_MISSING' })
  })

  test('behavior: a stylesheet item adds its import to the Tailwind entry, cssVars only the missing variables', async () => {
    const theme = item('theme', [
      { path: 'registry/styles/fx.css', content: ':root { --fx: 1; }\n', type: 'registry:file', target: 'src/styles/fx.css' },
    ])
    const plan = await planAdd(root, config, empty, [theme])
    const css = plan.files.find((f) => f.target === 'src/index.css')
    expect(css).toMatchObject({ wiring: true, action: 'update', local: '@import "tailwindcss";\n' })
    expect(css?.content).toMatch(/^@import "tailwindcss";\n@import "\.\/styles\/fx\.css";\n/)
    const none = await planAdd(root, config, empty, [item('a', [{ path: 'registry/lib/a.ts', content: 'a' }])])
    expect(none.files.some((f) => f.target === 'src/index.css')).toBe(false)
  })

  test('behavior: cssVars alone reach the Tailwind entry; an entry already importing the sheet, or missing, plans nothing', async () => {
    const vars = item('vars', [{ path: 'registry/lib/v.ts', content: 'v' }], { cssVars: { light: { '--wk-test-accent': '#123456' } } })
    const plan = await planAdd(root, config, empty, [vars])
    const css = plan.files.find((f) => f.target === 'src/index.css')
    expect(css).toMatchObject({ item: '(tailwind css)', path: 'src/index.css', wiring: true, action: 'update' })
    expect(css?.content).toContain('--wk-test-accent: #123456')
    writeFileSync(join(root, 'src/index.css'), '@import "tailwindcss";\n@import "./styles/fx.css";\n')
    const theme = item('theme', [
      { path: 'registry/styles/fx.css', content: ':root{}', type: 'registry:file', target: 'src/styles/fx.css' },
    ])
    expect((await planAdd(root, config, empty, [theme])).files.some((f) => f.target === 'src/index.css')).toBe(false)
    rmSync(join(root, 'src/index.css'))
    expect((await planAdd(root, config, empty, [theme])).files.some((f) => f.target === 'src/index.css')).toBe(false)
  })

  test('behavior: the modal and a view added together: the shipped views file is wired in the plan itself', async () => {
    const modal = item('connect-modal', [
      { path: 'registry/components/modal/installed-views.tsx', content: 'export const installedViews = {}\n', type: 'registry:component' },
    ])
    const view = item('fx-view', [{ path: 'registry/components/fx-view.mts', content: 'export {}\n', type: 'registry:component' }], {
      meta: { version: '1.0.0', view: { route: 'Fx', export: 'FxView' } },
    } as Partial<BuiltItem>)
    const plan = await planAdd(root, config, empty, [modal, view])
    const views = plan.files.find((f) => f.target === 'src/components/walletkit/modal/installed-views.tsx')
    expect(views).toMatchObject({ item: 'connect-modal', action: 'create', pristine: 'export const installedViews = {}\n' })
    expect(views?.wiring).toBeUndefined()
    expect(views?.content).toContain("import('@/components/walletkit/fx-view')")
    expect(plan.lock.items['connect-modal']?.files[0]?.sha256Written).toBe(sha256(views!.content))
  })

  test('behavior: a views file no item owns is wired as (views); a host-edited one keeps localEdits', async () => {
    write('src/components/walletkit/modal/installed-views.tsx', '// host\nexport const installedViews = {}\n')
    const view = item('fx-view', [{ path: 'registry/components/fx-view.tsx', content: 'export {}\n', type: 'registry:component' }], {
      meta: { version: '1.0.0', view: { route: 'Fx', export: 'FxView' } },
    } as Partial<BuiltItem>)
    const orphan = await planAdd(root, config, empty, [view])
    expect(orphan.files.find((f) => f.wiring)).toMatchObject({ item: '(views)', path: 'registry/components/modal/installed-views.tsx' })
    const lock = lockWith('connect-modal', 'src/components/walletkit/modal/installed-views.tsx', 'export const installedViews = {}\n')
    const edited = await planAdd(root, config, lock, [view])
    expect(edited.lock.items['connect-modal']?.files[0]?.localEdits).toBe(true)
    // An item without a view leaves the views file alone.
    const plain = await planAdd(root, config, lock, [item('a', [{ path: 'registry/lib/a.ts', content: 'a' }])])
    expect(plain.files.map((f) => f.target)).toEqual(['src/lib/walletkit/a.ts'])
  })
})
