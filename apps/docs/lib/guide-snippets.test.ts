import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { afterAll, describe, expect, test } from 'vitest'

// The code blocks of a guide, type-checked as a host would have them: the CLI's default aliases
// (@/hooks/walletkit, @/lib/walletkit, @/components/walletkit) point at the registry's files.

const repoRoot = join(__dirname, '../../..')
const workDir = join(repoRoot, '.tmp', `guide-snippets-${process.pid}`)
afterAll(() => rmSync(workDir, { recursive: true, force: true }))

function snippets(guide: string): string[] {
  const text = readFileSync(join(repoRoot, 'apps/docs/content/guides', guide), 'utf8')
  return [...text.matchAll(/```(?:ts|tsx)\n([\s\S]*?)```/g)].map((match) => match[1] ?? '')
}

const toRegistry = (code: string): string =>
  code
    .replaceAll("'@/hooks/walletkit/", "'@/registry/hooks/")
    .replaceAll("'@/lib/walletkit/", "'@/registry/lib/")
    .replaceAll("'@/components/walletkit/", "'@/registry/components/")

/**
 * The snippets' own errors. Only the snippet files are checked (the checker reads what they use
 * from the registry): asking the program for every file's diagnostics type-checked the whole
 * registry three times over, to keep the snippets' lines only.
 */
function typeErrors(files: string[]): string[] {
  const config = ts.readConfigFile(join(repoRoot, 'tsconfig.json'), ts.sys.readFile)
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, repoRoot)
  const program = ts.createProgram(files, { ...options, noEmit: true })
  return files
    .flatMap((file) => {
      const source = program.getSourceFile(file)
      if (!source) throw new Error(`${file} is not in the program`)
      return ts.getPreEmitDiagnostics(program, source)
    })
    .filter((d) => d.file && files.includes(d.file.fileName))
    .map((d) => `${d.file?.fileName}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)
}

describe('guide snippets compile', () => {
  test('behavior: every ts/tsx block of "Use the connected wallet" type-checks against the registry', () => {
    const blocks = snippets('use-the-wallet.mdx')
    expect(blocks.length).toBeGreaterThanOrEqual(3)
    mkdirSync(workDir, { recursive: true })
    const files = blocks.map((code, index) => {
      const file = join(workDir, `snippet-${index}.tsx`)
      // A block without imports or exports would be a script sharing one scope with the others.
      writeFileSync(file, `${toRegistry(code)}\nexport {}\n`)
      return file
    })
    expect(typeErrors(files)).toEqual([])
  }, 180_000)

  test('behavior: every ts/tsx block of "wagmi" type-checks against the registry and wagmi', () => {
    const blocks = snippets('wagmi.mdx')
    expect(blocks.length).toBeGreaterThanOrEqual(1)
    mkdirSync(workDir, { recursive: true })
    const files = blocks.map((code, index) => {
      const file = join(workDir, `wagmi-snippet-${index}.tsx`)
      writeFileSync(file, `${toRegistry(code)}\nexport {}\n`)
      return file
    })
    expect(typeErrors(files)).toEqual([])
  }, 180_000)

  test('behavior: the block of "Permissions and smart sessions" type-checks against the registry', () => {
    const [block] = snippets('permissions.mdx')
    mkdirSync(workDir, { recursive: true })
    const file = join(workDir, 'permissions-snippet.tsx')
    writeFileSync(file, `${toRegistry(block ?? '')}\nexport {}\n`)
    expect(typeErrors([file])).toEqual([])
  }, 180_000)

  test('behavior: the pages-router and React Router files of "Next.js pages router and React Router" type-check against the registry', () => {
    const text = readFileSync(join(repoRoot, 'apps/docs/content/guides/getting-started-ssr.mdx'), 'utf8')
    const blocks = [...text.matchAll(/```tsx title="([^"]+)"\n([\s\S]*?)```/g)]
    expect(blocks.map((match) => match[1])).toEqual(['pages/_app.tsx', 'pages/index.tsx', 'app/root.tsx'])
    mkdirSync(workDir, { recursive: true })
    const files = blocks.map((match, index) => {
      const file = join(workDir, `ssr-snippet-${index}.tsx`)
      writeFileSync(file, toRegistry(match[2] ?? ''))
      return file
    })
    expect(typeErrors(files)).toEqual([])
  }, 180_000)
})
