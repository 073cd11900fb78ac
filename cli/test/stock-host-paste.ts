import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** How a stock host renders: a client-only Vite app, or Next with the app or the pages router. */
export type StockFramework = 'vite' | 'next-app' | 'next-pages'

/** Code blocks of "Render the kit:" in `add`'s output: each numbered title, then its indented lines. */
export function renderBlocks(output: string): Array<{ title: string; code: string }> {
  const lines = output.slice(output.indexOf('Render the kit:')).split('\n').slice(1)
  const blocks: Array<{ title: string; code: string[] }> = []
  for (const line of lines) {
    const title = /^\d+\. (.*)$/.exec(line)
    if (title?.[1]) blocks.push({ title: title[1], code: [] })
    else if (blocks.length > 0 && (line.startsWith('    ') || line === '')) blocks.at(-1)?.code.push(line.slice(4))
  }
  return blocks.map((block) => ({ title: block.title, code: block.code.join('\n').trim() }))
}

/** The file the printed provider lines went into: the test's devnet wiring edits that one. */
export function providerFile(framework: StockFramework, output: string): string | undefined {
  const [first] = renderBlocks(output)
  if (framework === 'vite') return 'src/App.tsx'
  if (framework === 'next-pages') return /^In (\S+), wrap the app/.exec(first?.title ?? '')?.[1]
  return /^Create (\S+),/.exec(first?.title ?? '')?.[1]
}

/** Splits a pasted block into its import lines and the rest (the JSX). */
function splitImports(code: string): { imports: string; rest: string } {
  const lines = code.split('\n')
  return {
    imports: lines.filter((l) => l.startsWith('import ')).join('\n'),
    rest: lines
      .filter((l) => !l.startsWith('import '))
      .join('\n')
      .trim(),
  }
}

const indent = (code: string, by: string) => code.replace(/^(?=.)/gm, by)

/** Pastes what `add` printed into the host, as a user following it would. */
export function pasteRenderLines(dir: string, framework: StockFramework, output: string): void {
  const blocks = renderBlocks(output)
  if (framework === 'vite') {
    const [render] = blocks
    if (!render?.title.startsWith('Paste into src/App.tsx')) throw new Error(`add printed no render lines for Vite:\n${output}`)
    const { imports, rest } = splitImports(render.code)
    writeFileSync(
      join(dir, 'src/App.tsx'),
      `${imports}\n\nexport default function App() {\n  return (\n    <main>\n${indent(rest, '      ')}\n    </main>\n  )\n}\n`,
    )
    return
  }
  if (framework === 'next-pages') return pastePagesRouter(dir, output)
  const [root, layout, button] = blocks
  const rootFile = providerFile(framework, output)
  if (!root || !layout || !button || !rootFile) throw new Error(`add printed no render lines for Next:\n${output}`)
  writeFileSync(join(dir, rootFile), `${root.code}\n`)
  const layoutFile = join(dir, 'src/app/layout.tsx')
  const wrap = splitImports(layout.code)
  const stock = readFileSync(layoutFile, 'utf8')
  const wrapped = stock.replace('{children}', wrap.rest)
  if (wrapped === stock) throw new Error(`layout.tsx has no {children}:\n${stock}`)
  writeFileSync(layoutFile, `${wrap.imports}\n${wrapped}`)
  const page = splitImports(button.code)
  writeFileSync(
    join(dir, 'src/app/page.tsx'),
    `${page.imports}\n\nexport default function Home() {\n  return (\n    <main>\n      ${page.rest}\n    </main>\n  )\n}\n`,
  )
}

/**
 * The pages router's four printed steps, each as written: the provider and modal around
 * `<Component {...pageProps} />` in _app, the button on the index page, and the no-flash step
 * (the index page's getServerSideProps reads the session cookie with the printed import, _app
 * hands it to the provider with sessionCookie on). The scaffold's global CSS import stays.
 */
function pastePagesRouter(dir: string, output: string): void {
  const [app, button, noFlash] = renderBlocks(output)
  const appFile = providerFile('next-pages', output)
  const reader = /import \{ readSessionCookieHeader \} from '[^']+'/.exec(noFlash?.code ?? '')?.[0]
  if (!app || !button || !appFile || !noFlash?.title.includes('getServerSideProps') || !reader)
    throw new Error(`add printed no render lines for the Next pages router:\n${output}`)
  const wrap = splitImports(app.code)
  const withCookie = wrap.rest.replace(
    /^<WalletKitProvider ([^>]*)>/,
    '<WalletKitProvider $1 initialConnection={pageProps.initialConnection ?? undefined} sessionCookie>',
  )
  const stock = readFileSync(join(dir, appFile), 'utf8')
  const wrapped = stock.replace(/return <Component \{\.\.\.pageProps\} \/>;?/, `return (\n${indent(withCookie, '    ')}\n  )`)
  if (wrapped === stock || withCookie === wrap.rest) throw new Error(`_app.tsx is not create-next-app's:\n${stock}`)
  writeFileSync(join(dir, appFile), `${wrap.imports}\n${wrapped}`)
  const page = splitImports(button.code)
  const libState = reader.replace(/^.*from '([^']+)\/session-cookie'$/, '$1')
  writeFileSync(
    join(dir, appFile.replace(/_app\.tsx$/, 'index.tsx')),
    `import type { GetServerSideProps } from 'next'
${page.imports}
${reader}
import type { InitialConnection } from '${libState}/session-cookie'

// Per request: the returning visitor's last connection (props are JSON: null when there is none).
export const getServerSideProps: GetServerSideProps<{ initialConnection: InitialConnection | null }> = async ({ req }) => ({
  props: { initialConnection: readSessionCookieHeader(req.headers.cookie) ?? null },
})

export default function Home() {
  return (
    <main>
      ${page.rest}
    </main>
  )
}
`,
  )
}
