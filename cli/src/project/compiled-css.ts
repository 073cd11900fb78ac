import { existsSync, readFileSync } from 'node:fs'
import { dirname, extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CliError } from '../errors.js'
import { commitAtomically } from './atomic-write.js'
import type { Config } from './config.js'
import { cssImportPath } from './css-import.js'
import type { Lock } from './lock.js'
import { resolveInside } from './safe-path.js'
import { HOST_LAYER, scopeCompiledCss } from './scope-css.js'

const SCANNED = new Set(['.ts', '.tsx', '.js', '.jsx', '.mjs', '.html', '.mdx'])
/** The registry file that holds the theme variables, the @theme tokens and the isolation rules. */
const THEME_CSS = /(^|\/)styles\/walletkit\.css$/

export const COMPILED_CSS_NAME = 'walletkit.compiled.css'

/** Where the compiled stylesheet goes by default: beside the host's entry CSS. */
export function defaultCompiledCssPath(entryCss: string): string {
  const dir = dirname(entryCss)
  return dir === '.' ? COMPILED_CSS_NAME : `${dir}/${COMPILED_CSS_NAME}`
}

export type KitSources = { files: Array<{ target: string; content: string }>; themeCss: string | undefined }

/** The installed kit files, as the host has them now (edits included), from the lock. */
export function kitSources(root: string, lock: Lock): KitSources {
  const files: KitSources['files'] = []
  let themeCss: string | undefined
  const seen = new Set<string>()
  for (const item of Object.values(lock.items)) {
    for (const file of item.files) {
      if (seen.has(file.target)) continue
      seen.add(file.target)
      const absolute = resolveInside(root, file.target)
      if (!existsSync(absolute)) continue
      if (THEME_CSS.test(file.path)) themeCss = readFileSync(absolute, 'utf8')
      else if (SCANNED.has(extname(file.target))) files.push({ target: file.target, content: readFileSync(absolute, 'utf8') })
    }
  }
  return { files, themeCss }
}

const HEADER = `/*
 * walletkit's styles, compiled by \`walletkit css\` with Tailwind v4 from the kit's files that
 * walletkit.lock.json lists (the components' classes and styles/walletkit.css, as edited here).
 * Generated: edits here are lost. Restyle by editing the classes in the copied components and
 * running \`walletkit css\`, by setting the --wk-* variables, or with rules in @layer ${HOST_LAYER}.
 * Every rule matches only inside [data-wk-theme] (the modal, its portal, the connect button).
 */
`

// The CLI's own Tailwind v4, never the host's (a Tailwind 3 host resolves `tailwindcss` to v3).
const cliDir = dirname(fileURLToPath(import.meta.url))

/**
 * Tailwind v4 over the kit's files: its theme, preflight and every utility those files use,
 * plus walletkit.css (variables, both themes, @theme tokens, isolation), optimized as
 * @tailwindcss/vite would, then scoped to the kit (scope-css.ts).
 */
export async function compileKitCss(sources: KitSources): Promise<string> {
  const [{ compile, optimize }, { Scanner }] = await Promise.all([import('@tailwindcss/node'), import('@tailwindcss/oxide')])
  const input = `@import "tailwindcss";\n${sources.themeCss ?? ''}`
  let compiler: Awaited<ReturnType<typeof compile>>
  try {
    compiler = await compile(input, { base: cliDir, onDependency: () => undefined })
  } catch (cause) {
    throw new CliError('CSS_COMPILE', `Tailwind v4 could not compile walletkit.css: ${(cause as Error).message}`, {
      cause,
      suggestion: 'Undo the last edit to styles/walletkit.css (`walletkit diff walletkit-css` shows it) and run `walletkit css` again.',
    })
  }
  const scanner = new Scanner({ sources: [] })
  const candidates = scanner.scanFiles(
    sources.files.map((file) => ({ content: file.content, extension: extname(file.target).slice(1) || 'tsx' })),
  )
  const built = optimize(compiler.build(candidates), { minify: false }).code
  return scopeCompiledCss(built)
}

export async function compiledCssWrite(root: string, config: Config, lock: Lock): Promise<{ absolute: string; content: string }> {
  const target = config.compiledCss
  if (!target) throw new Error('compiledCssWrite needs config.compiledCss')
  const css = await compileKitCss(kitSources(root, lock))
  return { absolute: resolveInside(root, target), content: `${HEADER}${css}` }
}

/** The @import the host's entry CSS needs for the compiled stylesheet. */
export const compiledCssImport = (config: Config, compiledCss: string) => cssImportPath(config.tailwind.css, compiledCss)

/**
 * Compiles the kit's styles again into config.compiledCss (after add, update, remove, or the
 * host's own edits with `walletkit css`); returns whether the file changed.
 */
export async function refreshCompiledCss(root: string, config: Config, lock: Lock): Promise<boolean> {
  if (!config.compiledCss) return false
  const write = await compiledCssWrite(root, config, lock)
  if (existsSync(write.absolute) && readFileSync(write.absolute, 'utf8') === write.content) return false
  commitAtomically(root, [write])
  return true
}
