import type { HostMode } from '../support/host-app'
import { hostAppSource, type ImportRoots } from '../support/host-source'
import { siwxViewRegistration } from '../siwx/siwx-host-source'

/** The items of the phone walks' host: every view a user reaches from Connect and Account. */
export const phoneViewsItems = [
  'connecting-walletconnect-view',
  'email-login',
  'send-view',
  'receive-view',
  'swap-view',
  'onramp-view',
  'activity-view',
  'nfts-view',
  'siwx-view',
  'siwx-browser-sessions',
  'register-name-view',
]

/** The shared test host with browser-kept sign-in sessions (SIWXSignMessage opens after connect). */
export function phoneViewsAppSource(roots: ImportRoots, mode: HostMode): string {
  const source = hostAppSource(roots)
  const modal = `import { WalletKitModal } from '${roots.components}/modal/walletkit-modal'`
  const theme = '      theme={{ themeMode }}\n'
  if (!source.includes(modal) || !source.includes(theme)) throw new Error('the host source changed shape: no place for the siwx option')
  return source
    .replace(
      modal,
      `${modal}\nimport { createBrowserSiwx } from '${roots.lib}/siwx/create-browser-siwx'\n${siwxViewRegistration(roots, mode)}`,
    )
    .replace(
      'export function App() {',
      "const siwx = createBrowserSiwx({ networks, statement: 'Sign in to the walletkit e2e host.' })\n\nexport function App() {",
    )
    .replace(theme, `${theme}      siwx={siwx}\n`)
}
