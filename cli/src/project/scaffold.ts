import { cpSync, existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CliError } from '../errors.js'

export const templates = ['vite-react', 'next-app', 'next-pages', 'react-router'] as const
export type TemplateName = (typeof templates)[number]

/**
 * Registry items a template comes with: `init --template` adds them from the same registry as
 * `add`, so the template folder holds no second copy, the host's aliases apply, and the lock
 * file tracks them for `diff` and `update`. next-app: the SIWX server example (a route handler
 * that verifies a signed session and sets an httpOnly cookie, and a page that reads it).
 */
export const templateItems: Record<TemplateName, readonly string[]> = {
  'vite-react': [],
  'next-app': ['siwx-next-server'],
  'next-pages': [],
  'react-router': [],
}

/** Packaged CLIs carry templates in dist/templates; in the repo they sit at the top level. */
function templateDir(name: TemplateName): string {
  const candidates = [new URL(`../templates/${name}`, import.meta.url), new URL(`../../../templates/${name}`, import.meta.url)].map((url) =>
    fileURLToPath(url),
  )
  const found = candidates.find((dir) => existsSync(join(dir, 'package.json')))
  if (!found)
    throw new CliError('TEMPLATE_MISSING', `The ${name} template is not bundled with this walletkit build.`, {
      suggestion: 'Reinstall walletkit.',
    })
  return found
}

const skipped = new Set(['node_modules', 'dist', '.next', 'walletkit.json', 'walletkit.lock.json', '.walletkit'])

export function scaffold(name: TemplateName, destination: string): void {
  if (existsSync(destination) && readdirSync(destination).some((entry) => entry !== '.git')) {
    throw new CliError('DESTINATION_NOT_EMPTY', `${destination} is not empty; a template is only scaffolded into an empty folder.`, {
      suggestion: 'Pass a new folder name: `walletkit init --template vite-react my-app`.',
    })
  }
  cpSync(templateDir(name), destination, { recursive: true, filter: (source) => !skipped.has(source.split(/[\\/]/).pop() ?? '') })
}
