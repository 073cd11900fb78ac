import { join } from 'node:path'
import { createPublicClient, formatEther, http } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { exposeKit } from '../support/host-source-fragments'
import { hostAppSource } from '../support/host-source'
import { openAccount } from '../support/open-account'
import { fillSend } from '../support/send-form'
import { artifactsDir, startSession, type Session } from '../support/session'

// Issue 27 item 3 (numbers by locale) and its run-time switch: the host passes `locale` (here from
// the page's query); Account and Send format amounts and USD values in it, the modal says its
// language (lang), and switching the locale while Send is open re-renders it keeping what was typed.

let session: Session
const appSource: typeof hostAppSource = (roots) => {
  const source = hostAppSource(roots)
  const withLocale = source
    .replace('theme={{ themeMode }}', "theme={{ themeMode }}\n      locale={new URLSearchParams(window.location.search).get('locale') ?? undefined}")
    .replace(`import { ConnectButton } from '${roots.components}/connect-button'`, `import { ConnectButton } from '${roots.components}/connect-button'\n${exposeKit.imports(roots)}`)
    .replace('    __walletkitHost?: HostConfig', `    __walletkitHost?: HostConfig\n    ${exposeKit.windowField}`)
    .replace('export function App() {', `${exposeKit.component}\n\nexport function App() {`)
    .replace('<ConnectButton />', '<ConnectButton />\n        <ExposeKit />')
  if (!withLocale.includes('locale={') || !withLocale.includes('<ExposeKit />')) throw new Error('the shared host changed shape')
  return withLocale
}

beforeAll(async () => {
  session = await startSession('e2e-locale', { host: { items: ['send-view'], appSource } })
}, 300_000)
afterAll(() => session?.stop())

describe('numbers in the host’s locale (Chromium)', () => {
  test('behavior: German amounts and lang on Account and Send; switched to en-US while Send is open, the typed amount and receiver stay', async () => {
    const [from, to] = session.devnet.evmAccounts
    const [primary] = session.devnet.evmChains
    if (!from || !to || !primary) throw new Error('devnet has dev accounts and a chain')
    const wei = await createPublicClient({ transport: http(primary.rpcUrl) }).getBalance({ address: from.address })
    const [whole = '0', fraction = ''] = formatEther(wei).split('.')
    const cut = fraction.slice(0, 3).replace(/0+$/, '')
    const german = `${Number(whole).toLocaleString('de')}${cut ? `,${cut}` : ''} ETH`
    const english = `${Number(whole).toLocaleString('en-US')}${cut ? `.${cut}` : ''} ETH`

    const page = await session.newPage('?locale=de')
    const dialog = await openAccount(page)
    expect(await page.locator('[data-slot="modal-root"]').getAttribute('lang')).toBe('de')
    await expect.poll(() => dialog.locator('[data-slot="account-view-balance"]').textContent()).toBe(german)
    await page.screenshot({ path: join(artifactsDir, 'locale-account-de.png') })

    const view = await fillSend(dialog, 'ETH', '0.5', to.address)
    const balance = view.locator('[data-slot="send-view-balance"]')
    expect(await balance.textContent()).toContain(german.replace(' ETH', ''))
    await expect.poll(() => view.locator('[data-slot="send-view-fee-value"]').textContent()).toMatch(/^[\d.,]+\s\$$/)

    await page.evaluate(() => window.__walletkit?.options.setLocale('en-US'))
    await expect.poll(() => page.locator('[data-slot="modal-root"]').getAttribute('lang')).toBe('en-US')
    await expect.poll(() => balance.textContent()).toContain(english.replace(' ETH', ''))
    expect(await view.locator('[data-slot="send-view-fee-value"]').textContent()).toMatch(/^\$[\d.,]+$/)
    expect(await dialog.getByLabel('Amount to send').inputValue()).toBe('0.5')
    expect(await dialog.getByLabel('Send to').inputValue()).toBe(to.address)
    expect(await view.locator('[data-slot="send-view-submit"]').textContent()).toBe('Send')
    await page.close()
  })
})
