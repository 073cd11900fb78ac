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

export function installArgs(manager: PackageManager, specs: string[], dev: boolean): string[] {
  if (manager === 'npm') return ['install', ...(dev ? ['--save-dev'] : []), ...specs]
  return ['add', ...(dev ? ['-D'] : []), ...specs]
}

export function install(root: string, manager: PackageManager, specs: string[], dev = false): void {
  if (specs.length === 0) return
  // argv array, no shell: specs were validated, and still never reach a shell parser.
  const result = spawnSync(manager, installArgs(manager, specs, dev), { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) {
    throw new CliError('INSTALL_FAILED', `${manager} could not install ${specs.join(', ')}.`, {
      suggestion: `The files were written; install the packages yourself: ${manager} ${installArgs(manager, specs, dev).join(' ')}`,
    })
  }
}
