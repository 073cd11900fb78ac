import { readFileSync, writeFileSync } from 'node:fs'
import { startServerProcess } from '../../e2e/support/server-process'
import { join } from 'node:path'
import { serveStatic } from '../../e2e/support/static-server'
import { providerFile as pastedProviderFile } from './stock-host-paste'
import type { StockHost } from './stock-hosts'

/** Where the devnet the test started answers: baked into the host at build time. */
export type StockHostConfig = {
  services: string
  frame?: string | undefined
  chains: Array<{ chainId: number; name: string; rpcUrl: string }>
}

/** The pasted provider line of `add`'s render lines, as a user would first run it. */
const pastedProvider = 'projectId="YOUR_PROJECT_ID" networks={[mainnet]}'

/**
 * A module the host's pasted provider reads: the devnet's URLs and chains (known before the
 * build, so the server and the browser render with the same values), the theme mode from
 * `?theme=light` (after hydration, so the server's first render matches), and React's version
 * on <html data-e2e-react> so a test can tell which React the page runs.
 */
function e2eModule(libRoot: string, config: StockHostConfig): string {
  return `import { useEffect, useState, version } from 'react'
import type { Network } from '${libRoot}/chains/chain-types'
import { defineLocalEvmNetwork } from '${libRoot}/chains/define-local-evm-network'

export const e2eHost = ${JSON.stringify(config)} as const

export const e2eNetworks: Network[] = e2eHost.chains.map((chain) => defineLocalEvmNetwork({ id: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl }))

export function useE2eThemeMode(): 'dark' | 'light' {
  const [mode, setMode] = useState<'dark' | 'light'>('dark')
  useEffect(() => {
    document.documentElement.setAttribute('data-e2e-react', version)
    if (new URLSearchParams(window.location.search).get('theme') === 'light') setMode('light')
  }, [])
  return mode
}
`
}

/**
 * Points the render lines `add` printed (and the test pasted) at the test's devnet: the
 * provider gets the devnet's services, chains and frame site instead of YOUR_PROJECT_ID and
 * mainnet (kept as the fallback, so the pasted import stays used under noUnusedLocals).
 * Everything else stays as pasted, the scaffold's global CSS included.
 */
export function wireStockHost(host: Pick<StockHost, 'dir' | 'framework' | 'addOutput'>, config: StockHostConfig): void {
  const libRoot = /from '([^']+)\/chains\/evm-networks'/.exec(host.addOutput)?.[1]
  const providerFile = pastedProviderFile(host.framework, host.addOutput)
  if (!libRoot || !providerFile) throw new Error(`add's render lines changed; update wireStockHost:\n${host.addOutput}`)
  writeFileSync(join(host.dir, 'src/walletkit-e2e.ts'), e2eModule(libRoot, config))
  const file = join(host.dir, providerFile)
  const source = readFileSync(file, 'utf8')
  if (!source.includes(pastedProvider)) throw new Error(`${providerFile} has no pasted provider (${pastedProvider}):\n${source}`)
  const provider = [
    'projectId="walletkit-e2e"',
    'networks={e2eNetworks.length > 0 ? e2eNetworks : [mainnet]}',
    'blockchainApiUrl={e2eHost.services}',
    'catalogueUrl={e2eHost.services}',
    'analyticsUrl={e2eHost.services}',
    ...(config.frame ? ['secureSiteOrigin={e2eHost.frame}'] : []),
    'theme={{ themeMode: useE2eThemeMode() }}',
  ].join(' ')
  const e2eImport = "import { e2eHost, e2eNetworks, useE2eThemeMode } from '@/walletkit-e2e'\n"
  const wired = source.replace(pastedProvider, provider)
  // After 'use client' when the file starts with it (the Next client boundary).
  const directive = /^(['"])use client\1;?\n/.exec(wired)?.[0] ?? ''
  writeFileSync(file, `${directive}${e2eImport}${wired.slice(directive.length)}`)
}

export type ServedHost = { url: string; close(): Promise<void> }

/**
 * Serves a built stock host on 127.0.0.1 the way it would be deployed: Vite's dist as static
 * files, Next with `next start` from the host's own node_modules (ready when it answers 200).
 */
export async function serveStockHost(host: Pick<StockHost, 'dir' | 'output'>): Promise<ServedHost> {
  if (host.output === 'dist') return serveStatic(join(host.dir, 'dist'))
  const { origin, close } = await startServerProcess({
    cwd: host.dir,
    args: (port) => [join(host.dir, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    ready: /Ready in/,
  })
  return { url: origin, close }
}
