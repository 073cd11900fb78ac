import { describe, expect, test } from 'vitest'
import { protectedTargetReason } from './protected-targets'

describe('protectedTargetReason', () => {
  test.each(['src/components/walletkit/modal.tsx', 'src/styles/walletkit.css', 'app/(shop)/[id]/page.tsx', 'src/lib/walletkit/package-json.ts', 'src/config.ts'])('default: %s is app code', (target) => {
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
})
