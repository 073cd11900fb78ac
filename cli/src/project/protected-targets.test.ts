import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { protectedTargetReason } from './protected-targets'

describe('protectedTargetReason', () => {
  test.each([
    'src/components/walletkit/modal.tsx',
    'src/styles/walletkit.css',
    'app/(shop)/[id]/page.tsx',
    'src/lib/walletkit/package-json.ts',
    'src/config.ts',
  ])('default: %s is app code', (target) => {
    expect(protectedTargetReason(target)).toBeUndefined()
  })

  test.each([
    ['.husky/pre-commit', 'dotfile ".husky"'],
    ['.github/workflows/ci.yml', 'dotfile ".github"'],
    ['.vscode/settings.json', 'dotfile ".vscode"'],
    ['.npmrc', 'dotfile ".npmrc"'],
    ['.env.local', 'dotfile ".env.local"'],
    ['src/.env', 'dotfile ".env"'],
    ['.walletkit/base/x', 'dotfile ".walletkit"'],
    ['package.json', 'tool configuration'],
    ['packages/app/package.json', 'tool configuration'],
    ['pnpm-lock.yaml', 'tool configuration'],
    ['tsconfig.app.json', 'tool configuration'],
    ['vite.config.mts', 'tool configuration'],
    ['next.config.ts', 'tool configuration'],
    ['eslint.config.js', 'tool configuration'],
    ['walletkit.lock.json', 'tool configuration'],
    ['components.json', 'tool configuration'],
  ])('behavior: %s is protected (%s)', (target, reason) => {
    expect(protectedTargetReason(target)).toContain(reason)
  })

  // Issue 32: a case-insensitive (macOS, Windows) or trailing-dot (Windows) file system writes
  // these over the protected file; and tool configs that were not on the list.
  test.each([
    ['Package.JSON', 'tool configuration'],
    ['VITE.CONFIG.TS', 'tool configuration'],
    ['package.json.', 'tool configuration'],
    ['package.json ', 'tool configuration'],
    ['ｐａｃｋａｇｅ.json', 'tool configuration'],
    ['．husky/pre-commit', 'dotfile'],
    ['rspack.config.js', 'tool configuration'],
    ['karma.conf.js', 'tool configuration'],
    ['biome.json', 'tool configuration'],
    ['deno.jsonc', 'tool configuration'],
    ['bunfig.toml', 'tool configuration'],
    ['wrangler.toml', 'tool configuration'],
    ['docker-compose.yml', 'tool configuration'],
    ['pnpm-lock.yaml', 'tool configuration'],
    ['Gulpfile.js', 'tool configuration'],
    ['scripts/postinstall.sh', 'tool configuration'],
    ['node_modules/vite/bin/vite.js', 'node_modules'],
    ['src/Node_Modules/x.js', 'node_modules'],
  ])('behavior: %s is protected (%s)', (target, reason) => {
    expect(protectedTargetReason(target)).toContain(reason)
  })

  test('default: every file of the walletkit registry is app code', () => {
    const index = JSON.parse(readFileSync(new URL('../../../registry/registry.json', import.meta.url), 'utf8')) as {
      items: Array<{ files?: Array<{ path: string; target?: string }> }>
    }
    const targets = index.items.flatMap((item) => (item.files ?? []).map((file) => file.target ?? file.path))
    expect(targets.length).toBeGreaterThan(100)
    expect(targets.filter((target) => protectedTargetReason(target) !== undefined)).toEqual([])
  })
})
