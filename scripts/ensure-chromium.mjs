// Browser tests drive Debian's Chromium. Install it when missing and we are root; otherwise
// say exactly what to install. Playwright never downloads a browser here.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}. Install it with: sudo apt-get update && sudo apt-get install -y chromium ` +
        '(or set CHROMIUM_PATH to an existing Chromium binary).',
    )
  }
  console.log('[walletkit] installing Debian chromium for the browser tests (apt-get)...')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
  if (!existsSync(chromiumPath)) throw new Error(`apt-get finished but ${chromiumPath} is still missing`)
  return chromiumPath
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureChromium()
  const version = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' })
  console.log(version.stdout.trim())
}
