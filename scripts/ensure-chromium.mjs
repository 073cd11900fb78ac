// Browser tests drive Debian's Chromium, Firefox ESR and WebKitGTK (WebKitWebDriver, run under
// Xvfb). Install what is missing when we are root; otherwise say exactly what to install.
// Playwright and Puppeteer never download a browser here.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
export const xvfbPath = process.env.XVFB_PATH ?? '/usr/bin/Xvfb'

/** Each browser binary the e2e suite launches, and the Debian package that brings it. */
const browsers = [
  { path: chromiumPath, pkg: 'chromium', env: 'CHROMIUM_PATH' },
  { path: firefoxPath, pkg: 'firefox-esr', env: 'FIREFOX_PATH' },
  { path: webkitDriverPath, pkg: 'webkit2gtk-driver', env: 'WEBKIT_DRIVER_PATH' },
  { path: xvfbPath, pkg: 'xvfb', env: 'XVFB_PATH' },
]

function installMissing(wanted) {
  const missing = wanted.filter((b) => !existsSync(b.path))
  if (missing.length === 0) return
  const pkgs = missing.map((b) => b.pkg)
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    throw new Error(
      `Missing for the browser tests: ${missing.map((b) => b.path).join(', ')}. Install with: sudo apt-get update && sudo apt-get install -y ${pkgs.join(' ')} ` +
        `(or set ${missing.map((b) => b.env).join(' / ')} to an existing binary).`,
    )
  }
  console.log(`[walletkit] installing Debian ${pkgs.join(', ')} for the browser tests (apt-get)...`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', ...pkgs], { stdio: 'inherit', env })
  const still = missing.filter((b) => !existsSync(b.path))
  if (still.length > 0) throw new Error(`apt-get finished but ${still.map((b) => b.path).join(', ')} is still missing`)
}

export function ensureChromium() {
  installMissing(browsers.slice(0, 1))
  return chromiumPath
}

/** Chromium, Firefox ESR, WebKitWebDriver and Xvfb: everything e2e/support/engines launches. */
export function ensureBrowsers() {
  installMissing(browsers)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureBrowsers()
  for (const [path, flag] of [
    [chromiumPath, '--version'],
    [firefoxPath, '--version'],
  ]) {
    console.log(spawnSync(path, [flag], { encoding: 'utf8' }).stdout.trim())
  }
}
