import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { CliError } from '../errors.js'
import type { RegistryFile } from '../registry/schema.js'
import { type Config, defaultAliases } from './config.js'
import { assertSafeRelative, resolveInside } from './safe-path.js'
import { aliasToDir, readPathMap } from './tsconfig-paths.js'

type AliasKey = keyof Config['aliases']

// Most specific first: components/ui must win over components.
const folders: Array<[string, AliasKey]> = [
  ['registry/components/ui/', 'ui'],
  ['registry/components/', 'components'],
  ['registry/hooks/', 'hooks'],
  ['registry/lib/', 'lib'],
]

/**
 * Items `build --public-url` writes for the stock shadcn CLI are already placed by the default
 * aliases (`@/lib/walletkit/...` imports, `@lib/walletkit/...` targets: shadcn's alias-rooted
 * form), so that shadcn needs to resolve nothing by name and the kit's ui files never land on the
 * app's own components/ui. One rule for both CLIs: the defaults `init` writes.
 */
const published = defaultAliases('@/')
const publishedTargets = defaultAliases('@')

/** False when no specifier in `content` can name a kit file (so no import rewrite is needed). */
export function mayNameKitFile(content: string): boolean {
  return content.includes('@/registry/') || Object.values(published).some((alias) => content.includes(`${alias}/`))
}

/** `registry/components/ui/button.tsx` -> `@components/walletkit/ui/button.tsx`; undefined outside the alias folders. */
export function publishedTarget(path: string): string | undefined {
  const entry = folders.find(([prefix]) => path.startsWith(prefix))
  return entry && `${publishedTargets[entry[1]]}/${path.slice(entry[0].length)}`
}

/**
 * An explicit target as published: shadcn puts a target under src/ in an app with a src folder,
 * which our targets already say when they mean it (`src/styles/...`, Next's `app/...`, which both
 * CLIs move into src/ alike); the others (`tests/walletkit/...`) are the project root's, which
 * shadcn spells `~/`.
 */
export const publishedExplicitTarget = (target: string): string => (/^(?:src|app)\//.test(target) ? target : `~/${target}`)

/**
 * `@/registry/lib/caip/caip-types` (a registry source) or `@/lib/walletkit/caip/caip-types` (its
 * published form) -> the host's lib alias + `/caip/caip-types`; other specifiers unchanged.
 */
export function rewriteSpecifier(specifier: string, aliases: Config['aliases']): string {
  if (specifier.startsWith('@/registry/')) {
    const path = specifier.slice(2)
    for (const [prefix, key] of folders) {
      if (path.startsWith(prefix)) return `${aliases[key]}/${path.slice(prefix.length)}`
    }
    return specifier
  }
  for (const [, key] of folders) {
    if (specifier.startsWith(`${published[key]}/`)) return `${aliases[key]}/${specifier.slice(published[key].length + 1)}`
  }
  return specifier
}

export type ResolvedTarget = { target: string; absolute: string }

export type TargetResolver = (file: RegistryFile) => ResolvedTarget

/** Builds the function that places each registry file in the host, with every safety check. */
export function createTargetResolver(root: string, config: Config): TargetResolver {
  const pathMap = readPathMap(root)
  const aliasDirs = new Map<AliasKey, string>()
  const dirFor = (key: AliasKey): string => {
    let dir = aliasDirs.get(key)
    if (dir === undefined) {
      if (!pathMap) {
        throw new CliError('ALIAS_UNRESOLVED', 'tsconfig.json has no compilerOptions.paths.', {
          suggestion: 'Add "paths": { "@/*": ["./src/*"] } to tsconfig.json.',
        })
      }
      dir = aliasToDir(root, pathMap, config.aliases[key])
      aliasDirs.set(key, dir)
    }
    return dir
  }
  // Items write Next pages and routes under `app/`; a `--src-dir` app keeps its router in
  // src/app, and a second app/ at the top would replace it (Next prefers the top-level one).
  const srcApp = config.framework === 'next-app' && existsSync(join(root, 'src/app')) && !existsSync(join(root, 'app'))
  // React Router keeps the app's code in app/: a file the registry places under src/ (the theme
  // stylesheet) goes there instead of a src/ folder of its own.
  const reactRouter = config.framework === 'react-router'
  const appDirTarget = (target: string) =>
    srcApp && target.startsWith('app/') ? `src/${target}` : reactRouter && target.startsWith('src/') ? `app/${target.slice(4)}` : target
  return (file) => {
    assertSafeRelative(file.path)
    // A published file's target is where the path puts it anyway, in shadcn's alias form, or the
    // project root's in shadcn's `~/` form.
    if (file.target !== undefined && file.target !== '' && file.target !== publishedTarget(file.path)) {
      const target = appDirTarget(file.target.replace(/^\.\/|^~\//, ''))
      return { target, absolute: resolveInside(root, target) }
    }
    const entry = folders.find(([prefix]) => file.path.startsWith(prefix))
    if (!entry) {
      throw new CliError('NO_TARGET', `Cannot place "${file.path}": it is outside registry/lib, hooks and components and has no target.`, {
        suggestion: 'Give the file an explicit "target" in the registry item.',
      })
    }
    const dir = dirFor(entry[1])
    const target = `${dir === '.' ? '' : `${dir}/`}${file.path.slice(entry[0].length)}`
    return { target, absolute: resolveInside(root, target, dir) }
  }
}
