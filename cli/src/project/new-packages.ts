import prompts from 'prompts'
import { CliError } from '../errors.js'
import { say } from '../output.js'
import { packageName } from './dependencies.js'
import { install, type PackageManager } from './package-manager.js'

export type PackageConsent = { yes: boolean; allowNewPackages: boolean; allowScripts: boolean }

/**
 * npm packages an item brings that the host does not declare yet run code in the project (and,
 * through lifecycle scripts, on the developer's machine at install time), so they are listed and
 * confirmed before anything is written: `--allow-new-packages` grants it, a terminal asks (unless
 * --yes, which never grants it), anything else refuses with nothing written.
 */
export async function confirmNewPackages(specs: string[], options: PackageConsent): Promise<void> {
  if (specs.length === 0) return
  say(`New npm packages: ${specs.join(' ')}`)
  if (options.allowNewPackages) return
  if (process.stdin.isTTY && process.stdout.isTTY && !options.yes) {
    const { ok } = await prompts({
      type: 'confirm',
      name: 'ok',
      message: `Install ${specs.length} npm package(s) new to this project?`,
      initial: false,
    })
    if (ok === true) return
  }
  throw new CliError('NEW_PACKAGES', 'These npm packages are new to this project and were not approved:', {
    lines: specs,
    suggestion: 'Nothing was written. Check them, then re-run with --allow-new-packages (or --no-install to install them yourself).',
  })
}

/** The command that runs the skipped lifecycle scripts once the user trusts the packages. */
export function rebuildCommand(manager: PackageManager, names: string[]): string {
  return manager === 'bun' ? `bun pm trust ${names.join(' ')}` : `${manager} rebuild ${names.join(' ')}`
}

/**
 * Installs approved packages; their lifecycle scripts (preinstall, install, postinstall) run only
 * with --allow-scripts, and the user is told how to run them later.
 */
export function installApproved(
  root: string,
  manager: PackageManager,
  groups: { specs: string[]; dev: boolean }[],
  options: { allowScripts: boolean },
): void {
  const all = groups.flatMap((group) => group.specs)
  if (all.length === 0) return
  for (const group of groups) install(root, manager, group.specs, group.dev, { scripts: options.allowScripts })
  if (!options.allowScripts) {
    say(
      `Their install scripts were not run (--allow-scripts runs them); once you trust them: ${rebuildCommand(manager, all.map(packageName))}`,
    )
  }
}
