import { CliError } from '../errors.js'

// Files that configure tools rather than hold app code: a registry item that writes one can
// change what runs on install, commit, build or in the editor. Matched on the normalized name
// (see normalizeSegment), so `Package.JSON` or `vite.config.ts.` on a case-insensitive or
// Windows file system cannot slip past.
const TOOL_CONFIGS = [
  /^package\.json5?$/,
  /^(package-lock\.json|npm-shrinkwrap\.json|pnpm-workspace\.yaml|pnpmfile\.c?js)$/,
  /^[jt]sconfig(\..+)?\.json$/,
  // Every `<tool>.config.<ext>` and `<tool>.conf.<ext>` (vite, next, eslint, rspack, karma, ...), not a known few.
  /\.(config|conf)\.[a-z0-9]+$/,
  /^(turbo|vercel|now|netlify|components|walletkit|walletkit\.lock|nx|lerna|rush|angular|project|workspace|deno|biome|nodemon|firebase|wrangler|app|tslint|renovate)\.jsonc?$/,
  // Lock files, TOML/YAML manifests (bunfig.toml, wrangler.toml, docker-compose.yml, CI files) and scripts.
  /\.(lock|lockb|toml|ya?ml|sh|bash|zsh|fish|bat|cmd|ps1|exe|dll|so|dylib|node)$/,
  /^(makefile|gnumakefile|dockerfile|containerfile|jenkinsfile|procfile|justfile|taskfile|vagrantfile|gemfile|rakefile)(\..+)?$/,
  /^(gulpfile|gruntfile|jakefile)\.[a-z0-9]+$/,
]

/**
 * What a file system that ignores case, Unicode width, or Windows' trailing dots and spaces
 * would make of a path segment.
 */
export function normalizeSegment(segment: string): string {
  return segment
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[. ]+$/, '')
}

/**
 * Why `target` (project-relative, already proven safe) needs the user's explicit permission:
 * anything in a dot-folder or a dotfile (.husky, .vscode, .github, .npmrc, .env, .walletkit), in
 * node_modules, or a tool config, or undefined for ordinary app code.
 */
export function protectedTargetReason(target: string): string | undefined {
  const segments = target.split('/')
  const dotted = segments.find((segment) => normalizeSegment(segment).startsWith('.') || (segment.startsWith('.') && segment !== '.'))
  if (dotted) return `is inside or is the dotfile "${dotted}"`
  if (segments.some((segment) => normalizeSegment(segment) === 'node_modules')) return 'is inside node_modules'
  const base = normalizeSegment(segments.at(-1) ?? '')
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
