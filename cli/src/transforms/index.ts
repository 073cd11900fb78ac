import type { Project } from 'ts-morph'
import { mayNameKitFile } from '../project/targets.js'
import { applyEdits } from './apply-edits.js'
import type { Transform, TransformContext } from './types.js'

const scriptFile = /\.(?:[cm]?[jt]sx?)$/

type Engine = { project: Project; passes: Transform[] }
let engine: Promise<Engine> | undefined

// ts-morph pulls in the TypeScript compiler: load it once, and only when a script is copied.
function loadEngine(): Promise<Engine> {
  engine ??= Promise.all([import('ts-morph'), import('./transform-imports.js'), import('./transform-rsc.js')]).then(
    ([{ Project }, { transformImports }, { transformRsc }]) => ({
      project: new Project({ useInMemoryFileSystem: true, skipLoadingLibFiles: true }),
      passes: [transformImports, transformRsc],
    }),
  )
  return engine
}

/** Runs every pass over a script file and applies their edits; other files (css, json) pass through untouched. */
export async function transformFile(content: string, context: TransformContext): Promise<string> {
  if (!scriptFile.test(context.path)) return content
  // Parsing is the cost of `add`: skip it when no pass could change anything (a published item
  // names the kit's files by the default aliases instead of @/registry/).
  if (!mayNameKitFile(content) && (context.config.rsc || !content.includes('use client'))) return content
  const { project, passes } = await loadEngine()
  const file = project.createSourceFile(`/virtual/${context.path.replace(/[^\w.-]/g, '_')}`, content, { overwrite: true })
  try {
    return applyEdits(
      content,
      passes.flatMap((pass) => pass(file, context)),
    )
  } finally {
    project.removeSourceFile(file)
  }
}
