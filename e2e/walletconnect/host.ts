import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '../support/host-app'

const here = join(repoRoot, 'e2e/walletconnect')

function viteConfig(): string {
  // The installed-views alias comes first: it stands in for what the CLI writes into a host.
  return `import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: /^@\\/registry\\/components\\/modal\\/installed-views$/, replacement: ${JSON.stringify(join(here, 'installed-views.tsx'))} },
      { find: /^@\\/registry\\//, replacement: ${JSON.stringify(join(repoRoot, 'registry') + '/')} },
    ],
  },
})
`
}

/**
 * Builds the WalletConnect test host: the vite-react template, the registry aliased in place,
 * both WalletConnect views installed, and the devnet relay URL passed to the provider.
 */
export async function buildWalletConnectHost(): Promise<{ dist: string }> {
  const root = join(repoRoot, '.tmp', 'e2e-walletconnect')
  rmSync(root, { recursive: true, force: true })
  mkdirSync(join(repoRoot, '.tmp'), { recursive: true })
  cpSync(join(repoRoot, 'templates/vite-react'), root, { recursive: true })
  writeFileSync(join(root, 'vite.config.ts'), viteConfig())
  writeFileSync(join(root, 'src/App.tsx'), readFileSync(join(here, 'host-app.tsx'), 'utf8'))
  const css = join(root, 'src/index.css')
  writeFileSync(
    css,
    `@import "tailwindcss";\n@import ${JSON.stringify(join(repoRoot, 'registry/styles/walletkit.css'))};\n@source ${JSON.stringify(join(repoRoot, 'registry'))};\n@source "./";\n`,
  )
  const { build } = await import('vite')
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: join(root, 'dist'), emptyOutDir: true } })
  return { dist: join(root, 'dist') }
}
