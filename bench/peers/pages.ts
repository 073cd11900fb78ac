import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = fileURLToPath(new URL('.', import.meta.url))
/** Each peer's page is installed and built here, outside the root workspace and its lock file. */
export const workDir = join(here, '.work')

export type PeerName = 'react' | 'appkit' | 'rainbowkit' | 'connectkit'

export type Peer = {
  name: PeerName
  label: string
  /** Selector of one entry of the modal's wallet list (pierces shadow roots in the page script). */
  listSelector?: string
  /** Exact text of that entry, for lists without a stable attribute (ConnectKit). */
  listText?: string
  /** Accessible name of the connect button. */
  button?: RegExp
  /** The list entry to wait for on a phone, where the kit lists other entries (ConnectKit links MetaMask out as an `<a>`). */
  phoneListText?: string
}

export const peers: Peer[] = [
  { name: 'react', label: 'React alone' },
  { name: 'appkit', label: 'Reown AppKit', listSelector: 'wui-list-wallet', button: /^Connect Wallet$/ },
  { name: 'rainbowkit', label: 'RainbowKit', listSelector: '[data-testid^="rk-wallet-option-"]', button: /^Connect Wallet$/ },
  {
    name: 'connectkit',
    label: 'ConnectKit',
    listSelector: 'button',
    listText: 'MetaMask',
    phoneListText: 'Coinbase',
    button: /^Connect Wallet$/,
  },
]

// Every peer's button where the walletkit host (templates/vite-react, centred by Tailwind's
// flex min-h-screen flex-col items-center justify-center gap-6 p-8 and a text-2xl heading) has
// its own: a modal that opens under the pointer pays for the hover it starts (events, styles, a
// transition), so a button at the page's corner would spare a kit that work.
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>peer bench</title>
    <style>
      body { margin: 0; }
      main { display: flex; min-height: 100vh; box-sizing: border-box; flex-direction: column; align-items: center; justify-content: center; gap: 24px; padding: 32px; }
      h1 { margin: 0; font-size: 24px; line-height: 32px; }
    </style>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`

// The same Vite config for every peer: React plugin, production build, no tweaks.
const viteConfig = `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({ plugins: [react()] })
`

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`)
}

/** The versions npm resolved for the packages a peer's page names, read from its node_modules. */
export function installedVersions(name: PeerName): Record<string, string> {
  const dir = join(workDir, name)
  const wanted = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
  return Object.fromEntries(
    Object.keys(wanted.dependencies).map((pkg) => [
      pkg,
      (JSON.parse(readFileSync(join(dir, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version,
    ]),
  )
}

/**
 * Installs a peer's page into .work/<name> (npm install only when its package.json changed;
 * --legacy-peer-deps because RainbowKit and ConnectKit still declare React 18 peers) and builds
 * it with its own Vite. Returns the dist folder.
 */
export function buildPeer(name: PeerName, log: (line: string) => void): string {
  const source = join(here, 'kits', name)
  const dir = join(workDir, name)
  mkdirSync(join(dir, 'src'), { recursive: true })
  const wanted = readFileSync(join(source, 'package.json'), 'utf8')
  const stamp = join(dir, 'node_modules', '.bench-installed.json')
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== wanted) {
    log(`installing ${name} into ${dir} (npm, once)…`)
    writeFileSync(join(dir, 'package.json'), wanted)
    run('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', '--loglevel=error'], dir)
    writeFileSync(stamp, wanted)
  }
  copyFileSync(join(source, 'main.tsx'), join(dir, 'src/main.tsx'))
  writeFileSync(join(dir, 'index.html'), indexHtml)
  writeFileSync(join(dir, 'vite.config.ts'), viteConfig)
  rmSync(join(dir, 'dist'), { recursive: true, force: true })
  log(`building ${name}…`)
  run(process.execPath, [join(dir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], dir)
  return join(dir, 'dist')
}
