import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { CliError } from '../errors.js'

export type PackageManager = 'npm' | 'pnpm' | 'yarn' | 'bun'

const lockFiles: Array<[string, PackageManager]> = [
  ['pnpm-lock.yaml', 'pnpm'],
  ['yarn.lock', 'yarn'],
  ['bun.lock', 'bun'],
  ['bun.lockb', 'bun'],
  ['package-lock.json', 'npm'],
]

/** The lock file nearest to `root` names the package manager (workspaces keep it at the top). */
export function detectPackageManager(root: string): PackageManager {
  let dir = root
  for (;;) {
    for (const [file, manager] of lockFiles) if (existsSync(join(dir, file))) return manager
    const parent = dirname(dir)
    if (parent === dir) return 'npm'
    dir = parent
  }
}

/**
 * `scripts: false` keeps the packages' lifecycle scripts from running: npm, pnpm and bun take
 * `--ignore-scripts`; yarn (whose berry releases reject that flag) is told through its
 * environment (see installEnv).
 */
export function installArgs(manager: PackageManager, specs: string[], dev: boolean, scripts = true): string[] {
  const ignore = !scripts && manager !== 'yarn' ? ['--ignore-scripts'] : []
  if (manager === 'npm') return ['install', ...(dev ? ['--save-dev'] : []), ...ignore, ...specs]
  return ['add', ...(dev ? ['-D'] : []), ...ignore, ...specs]
}

/** npm_config_* is read by npm, pnpm and yarn 1; YARN_ENABLE_SCRIPTS by yarn 2+. */
export function installEnv(scripts: boolean): Record<string, string> {
  return scripts ? {} : { npm_config_ignore_scripts: 'true', YARN_ENABLE_SCRIPTS: 'false', YARN_IGNORE_SCRIPTS: 'true' }
}

export function install(
  root: string,
  manager: PackageManager,
  specs: string[],
  dev = false,
  options: { scripts: boolean } = { scripts: true },
): void {
  if (specs.length === 0) return
  // argv array, no shell: specs were validated, and still never reach a shell parser.
  const result = spawnSync(manager, installArgs(manager, specs, dev, options.scripts), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...installEnv(options.scripts) },
  })
  if (result.status !== 0) {
    throw new CliError('INSTALL_FAILED', `${manager} could not install ${specs.join(', ')}.`, {
      suggestion: `The files were written; install the packages yourself: ${manager} ${installArgs(manager, specs, dev, options.scripts).join(' ')}`,
    })
  }
}
