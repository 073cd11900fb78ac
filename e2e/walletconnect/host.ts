import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ensureCliBuilt, repoRoot } from '../support/host-app'
import { cliRoots, directRoots } from '../support/host-source'
import { walletConnectHostSource } from './host-app-source'

const here = join(repoRoot, 'e2e/walletconnect')
const viewItems = ['connecting-walletconnect-view', 'connecting-walletconnect-basic-view']

function directViteConfig(): string {
  // The installed-views alias comes first: it stands in for what the CLI writes into a host.
  return `import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: /^@\\/registry\\/components\\/modal\\/installed-views$/, replacement: ${JSON.stringify(join(here, 'installed-views.tsx'))} },
      { find: /^@\\/registry\\//, replacement: ${JSON.stringify(`${join(repoRoot, 'registry')}/`)} },
    ],
  },
})
`
}

function prepend(file: string, lines: string): void {
  writeFileSync(file, `${lines}${readFileSync(file, 'utf8').replace('@import "tailwindcss";\n', '')}`)
}

/**
 * Builds the WalletConnect test host from templates/vite-react. `cli` (default): `walletkit init`,
 * then `walletkit add connect-modal` and both WalletConnect views, as a user would; `direct`
 * (WALLETKIT_E2E_HOST=direct): the registry aliased in place. The provider gets the relay URL.
 */
export async function buildWalletConnectHost(name = 'e2e-walletconnect'): Promise<{ dist: string; mode: 'cli' | 'direct' }> {
  const mode = process.env.WALLETKIT_E2E_HOST === 'direct' ? 'direct' : 'cli'
  // Each test file passes its own folder name: e2e files run side by side.
  const root = join(repoRoot, '.tmp', name)
  rmSync(root, { recursive: true, force: true })
  mkdirSync(join(repoRoot, '.tmp'), { recursive: true })
  cpSync(join(repoRoot, 'templates/vite-react'), root, { recursive: true })
  const css = join(root, 'src/index.css')
  if (mode === 'cli') {
    ensureCliBuilt()
    const cli = (args: string[]) =>
      execFileSync('node', [join(repoRoot, 'cli/dist/index.js'), ...args, '--yes', '--no-install', '--cwd', root], {
        cwd: repoRoot,
        stdio: 'pipe',
      })
    cli(['init'])
    cli(['add', 'connect-modal', ...viewItems, '--registry', repoRoot])
    writeFileSync(join(root, 'src/App.tsx'), walletConnectHostSource(cliRoots))
    const text = readFileSync(css, 'utf8')
    if (!text.includes('walletkit.css')) prepend(css, '@import "tailwindcss";\n@import "./styles/walletkit.css";\n')
    writeFileSync(css, `${readFileSync(css, 'utf8').trimEnd()}\n@source "./";\n`)
  } else {
    writeFileSync(join(root, 'vite.config.ts'), directViteConfig())
    writeFileSync(join(root, 'src/App.tsx'), walletConnectHostSource(directRoots))
    writeFileSync(
      css,
      `@import "tailwindcss";\n@import ${JSON.stringify(join(repoRoot, 'registry/styles/walletkit.css'))};\n@source ${JSON.stringify(join(repoRoot, 'registry'))};\n@source "./";\n`,
    )
  }
  const { build } = await import('vite')
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: join(root, 'dist'), emptyOutDir: true },
  })
  return { dist: join(root, 'dist'), mode }
}
