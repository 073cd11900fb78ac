import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from './config.js'
import { aliasToDir, readPathMap } from './tsconfig-paths.js'

/** One thing to paste: where it goes, and the code itself. */
export type RenderStep = { title: string; code: string[] }

/** The items whose arrival means the host can now render the kit. */
export const RENDERABLE_ITEM = 'connect-modal'

const parent = (alias: string) => alias.replace(/\/[^/]+$/, '')

function firstExisting(root: string, candidates: string[]): string {
  return candidates.find((path) => existsSync(join(root, path))) ?? candidates[0] ?? ''
}

/**
 * The exact lines that render the provider, the button and the modal in this host, with the
 * host's own aliases: the JSDoc example is not where a new user looks.
 */
export function renderSteps(root: string, config: Config): RenderStep[] {
  const { hooks, components, lib } = config.aliases
  const provider = `import { WalletKitProvider } from '${hooks}/walletkit-provider'`
  const button = `import { ConnectButton } from '${components}/connect-button'`
  const modal = `import { WalletKitModal } from '${components}/modal/walletkit-modal'`
  const networks = `import { mainnet } from '${lib}/chains/evm-networks'`
  const css = config.tailwind.css
  if (config.framework === 'vite') {
    const app = firstExisting(root, ['src/App.tsx', 'src/app.tsx', 'src/main.tsx'])
    const main = firstExisting(root, ['src/main.tsx', 'src/index.tsx'])
    return [
      {
        title: `Paste into ${app}: the imports at the top, the elements where the button belongs`,
        code: [
          provider,
          button,
          modal,
          networks,
          '',
          '<WalletKitProvider projectId="YOUR_PROJECT_ID" networks={[mainnet]}>',
          '  <ConnectButton />',
          '  <WalletKitModal />',
          '</WalletKitProvider>',
        ],
      },
      { title: `The styles come with ${css}; keep its import in ${main}`, code: [`import './${css.replace(/^src\//, '')}'`] },
    ]
  }
  if (config.framework === 'next-pages' || config.framework === 'react-router') {
    const pages = config.framework === 'next-pages'
    const app = pages ? firstExisting(root, ['pages/_app.tsx', 'src/pages/_app.tsx']) : firstExisting(root, ['app/root.tsx'])
    return [
      {
        title: `In ${app}, wrap the app in the provider and render the modal once`,
        code: [
          provider,
          modal,
          networks,
          '',
          '<WalletKitProvider projectId="YOUR_PROJECT_ID" networks={[mainnet]}>',
          pages ? '  <Component {...pageProps} />' : '  <Outlet />',
          '  <WalletKitModal />',
          '</WalletKitProvider>',
        ],
      },
      { title: 'Render the button in any page under it', code: [button, '', '<ConnectButton />'] },
      {
        title: `No flash for a returning visitor: pass sessionCookie, and initialConnection from readSessionCookieHeader(${pages ? 'req.headers.cookie' : "request.headers.get('cookie')"}) in ${pages ? 'getServerSideProps' : 'the loader'}`,
        code: [`import { readSessionCookieHeader } from '${lib}/state/connection/session-cookie'`],
      },
      {
        title: `The styles come with ${css}; keep its import in ${app}`,
        code: [`import '${pages ? `@/${css.replace(/^src\//, '')}` : `./${css.replace(/^app\//, '')}`}'`],
      },
    ]
  }
  const appDir = existsSync(join(root, 'src/app')) ? 'src/app' : 'app'
  const rootAlias = `${parent(components)}/walletkit-root`
  const map = readPathMap(root)
  const rootFile = map ? `${aliasToDir(root, map, parent(components))}/walletkit-root.tsx` : `${rootAlias}.tsx`
  return [
    {
      title: `Create ${rootFile}, the client boundary (the provider holds state, so it runs on the client)`,
      code: [
        "'use client'",
        '',
        "import type { ReactNode } from 'react'",
        provider,
        modal,
        networks,
        '',
        'export function WalletKitRoot({ children }: { children: ReactNode }) {',
        '  return (',
        '    <WalletKitProvider projectId="YOUR_PROJECT_ID" networks={[mainnet]}>',
        '      {children}',
        '      <WalletKitModal />',
        '    </WalletKitProvider>',
        '  )',
        '}',
      ],
    },
    {
      title: `In ${appDir}/layout.tsx, wrap the body's children`,
      code: [`import { WalletKitRoot } from '${rootAlias}'`, '', '<WalletKitRoot>{children}</WalletKitRoot>'],
    },
    { title: 'Render the button in any page or component under it (server components too)', code: [button, '', '<ConnectButton />'] },
    {
      title: `The styles come with ${css}; keep its import in ${appDir}/layout.tsx`,
      code: [`import './${css.replace(/^(src\/)?app\//, '')}'`],
    },
  ]
}

/** The steps as printed: a title line, then the code indented by four spaces. */
export function formatRenderSteps(steps: RenderStep[]): string[] {
  return [
    '',
    'Render the kit:',
    ...steps.flatMap((step, index) => [`${index + 1}. ${step.title}`, ...step.code.map((line) => (line === '' ? '' : `    ${line}`)), '']),
  ]
}
