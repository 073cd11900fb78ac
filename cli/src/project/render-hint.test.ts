import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { defaultAliases, type Config } from './config'
import { formatRenderSteps, renderSteps } from './render-hint'

const root = mkdtempSync(join(tmpdir(), 'walletkit-render-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const config = (framework: Config['framework'], prefix: string, css: string): Config => ({
  framework,
  rsc: framework === 'next-app',
  tsx: true,
  tailwind: { css },
  aliases: defaultAliases(prefix),
  registries: {},
})

describe('render lines printed after add', () => {
  test('default: Vite, with the host aliases', () => {
    const lines = formatRenderSteps(renderSteps(root, config('vite', '~/', 'src/index.css'))).join('\n')
    expect(lines).toContain(
      "1. Paste into src/App.tsx: the imports at the top, the elements where the button belongs\n    import { WalletKitProvider } from '~/hooks/walletkit/walletkit-provider'\n    import { ConnectButton } from '~/components/walletkit/connect-button'\n    import { WalletKitModal } from '~/components/walletkit/modal/walletkit-modal'\n    import { mainnet } from '~/lib/walletkit/chains/evm-networks'\n\n    <WalletKitProvider projectId=\"YOUR_PROJECT_ID\" networks={[mainnet]}>\n      <ConnectButton />\n      <WalletKitModal />\n    </WalletKitProvider>",
    )
    expect(lines).toContain("2. The styles come with src/index.css; keep its import in src/main.tsx\n    import './index.css'")
  })

  test('parameters: Next app router with src/: a client boundary file, the layout wrap and the button', () => {
    mkdirSync(join(root, 'src/app'), { recursive: true })
    writeFileSync(join(root, 'tsconfig.json'), '{ "compilerOptions": { "paths": { "@/*": ["./src/*"] } } }')
    const steps = renderSteps(root, config('next-app', '@/', 'src/app/globals.css'))
    expect(steps.map((step) => step.title)).toEqual([
      'Create src/components/walletkit-root.tsx, the client boundary (the provider holds state, so it runs on the client)',
      "In src/app/layout.tsx, wrap the body's children",
      'Render the button in any page or component under it (server components too)',
      'The styles come with src/app/globals.css; keep its import in src/app/layout.tsx',
    ])
    expect(steps[0]?.code[0]).toBe("'use client'")
    expect(steps[1]?.code).toEqual([
      "import { WalletKitRoot } from '@/components/walletkit-root'",
      '',
      '<WalletKitRoot>{children}</WalletKitRoot>',
    ])
    expect(steps[3]?.code).toEqual(["import './globals.css'"])
  })
})
