import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import type { Config } from './config'
import { createTargetResolver, publishedExplicitTarget, publishedTarget, rewriteSpecifier } from './targets'

// A host whose aliases are not the defaults: a published file must land on them like its source.
const aliases: Config['aliases'] = { lib: '@/lib/kit', hooks: '@/hooks/kit', ui: '@/components/kit/ui', components: '@/components/kit' }
const config: Config = { framework: 'vite', rsc: false, tsx: true, tailwind: { css: 'src/index.css' }, aliases, registries: {} }
const root = mkdtempSync(join(tmpdir(), 'walletkit-targets-'))
writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('published forms (build --public-url) read back to the host', () => {
  test('behavior: a published file lands where its source would, under the host aliases', () => {
    const place = createTargetResolver(root, config)
    const button = { path: 'registry/components/ui/button.tsx', type: 'registry:ui' as const }
    expect(publishedTarget(button.path)).toBe('@components/walletkit/ui/button.tsx')
    expect(place({ ...button, target: publishedTarget(button.path) }).target).toBe(place(button).target)
    expect(place(button).target).toBe('src/components/kit/ui/button.tsx')

    const devnet = { path: 'registry/testing/devnet.ts', type: 'registry:file' as const, target: 'tests/walletkit/devnet.ts' }
    expect(publishedExplicitTarget(devnet.target)).toBe('~/tests/walletkit/devnet.ts')
    expect(place({ ...devnet, target: publishedExplicitTarget(devnet.target) }).target).toBe('tests/walletkit/devnet.ts')
    // Targets shadcn already puts under src/ as we do are published as they are.
    expect(publishedExplicitTarget('src/styles/walletkit.css')).toBe('src/styles/walletkit.css')
    expect(publishedExplicitTarget('app/api/siwx/route.ts')).toBe('app/api/siwx/route.ts')
  })

  test('behavior: a published specifier and its source form both become the host alias', () => {
    for (const [source, published, host] of [
      ['@/registry/lib/caip/caip-types', '@/lib/walletkit/caip/caip-types', '@/lib/kit/caip/caip-types'],
      ['@/registry/components/ui/button', '@/components/walletkit/ui/button', '@/components/kit/ui/button'],
      [
        '@/registry/components/modal/walletkit-modal',
        '@/components/walletkit/modal/walletkit-modal',
        '@/components/kit/modal/walletkit-modal',
      ],
      ['@/registry/hooks/use-modal', '@/hooks/walletkit/use-modal', '@/hooks/kit/use-modal'],
    ] as const) {
      expect(rewriteSpecifier(source, aliases)).toBe(host)
      expect(rewriteSpecifier(published, aliases)).toBe(host)
    }
    // The host's own modules are not the kit's.
    expect(rewriteSpecifier('@/lib/utils', aliases)).toBe('@/lib/utils')
    expect(rewriteSpecifier('@/components/ui/button', aliases)).toBe('@/components/ui/button')
  })
})
