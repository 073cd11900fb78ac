import { CliError } from '../errors.js'

// Files that configure tools rather than hold app code: a registry item that writes one can
// change what runs on install, commit, build or in the editor.
const TOOL_CONFIGS = [
  /^package\.json$/,
  /^(package-lock\.json|npm-shrinkwrap\.json|pnpm-lock\.yaml|pnpm-workspace\.yaml|yarn\.lock|bun\.lockb?)$/,
  /^[jt]sconfig(\..+)?\.json$/,
  /^(vite|vitest|next|postcss|tailwind|eslint|prettier|babel|webpack|rollup|playwright|jest|turbo|svelte|astro|nuxt)\.config\.[cm]?[jt]s$/,
  /^(postcss\.config|babel\.config|turbo|vercel|netlify|components|walletkit|walletkit\.lock)\.json$/,
  /^(netlify\.toml|Makefile|Dockerfile|docker-compose\.ya?ml|lefthook\.ya?ml)$/,
]

/**
 * Why `target` (project-relative, already proven safe) needs the user's explicit permission:
 * anything in a dot-folder or a dotfile (.husky, .vscode, .github, .npmrc, .env, .walletkit) or a
 * tool config, or undefined for ordinary app code.
 */
export function protectedTargetReason(target: string): string | undefined {
  const segments = target.split('/')
  const dotted = segments.find((segment) => segment.startsWith('.') && segment !== '.')
  if (dotted) return `is inside or is the dotfile "${dotted}"`
  const base = segments.at(-1) ?? ''
  if (TOOL_CONFIGS.some((pattern) => pattern.test(base))) return 'is a tool configuration file'
  return undefined
}

export function assertUnprotectedTarget(target: string, item: string | undefined, allowed: boolean): void {
  if (allowed) return
  const reason = protectedTargetReason(target)
  if (!reason) return
  throw new CliError('TARGET_PROTECTED', `${item ? `Item ${item} would write` : 'Refusing to write'} ${target}, which ${reason}.`, {
    suggestion: 'Nothing was written. If you trust this item with your tool configuration, re-run with --allow-config-files.',
  })
}
