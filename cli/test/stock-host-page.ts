import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { ConsoleMessage, Page } from 'playwright-core'
import { axeViolations } from '../../e2e/support/axe'
import type { Browser } from '../../e2e/support/browser'
import { contrast, textColors } from '../../e2e/support/contrast'
import { repoRoot } from '../../e2e/support/host-app'
import type { StockHostKind } from './stock-hosts'
import { kitStyles, type KitStyles } from '../../e2e/support/kit-styles'

export const stockHostArtifacts = join(repoRoot, 'e2e/artifacts/stock-hosts')

/** What one theme of a stock host showed: the figures the test asserts on. */
export type ThemeFindings = {
  titleContrast: number
  /** The connect button's label on the accent (the filled button the page shows). */
  buttonContrast: number
  walletListed: boolean
  axe: { button: string[]; modal: string[] }
}

export type PageFindings = {
  themes: Record<'dark' | 'light', ThemeFindings>
  /** Console errors and warnings and page errors, from load to the modal's close (and the connect). */
  problems: string[]
  react: string | null
  connectedAddress: string | null
  /** The open Connect modal's kit elements, computed (e2e/support/kit-styles), per theme. */
  styles: Record<'dark' | 'light', KitStyles>
}

async function settle(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
}

function watch(page: Page, problems: string[]) {
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
}

const injectedWallet = (page: Page) =>
  page
    .getByRole('dialog')
    .locator('[data-section="injected"]')
    .getByRole('button', { name: /Devnet Wallet/ })

/**
 * One theme: the page loads with the host's colour scheme matching the theme (the scaffold's
 * own CSS switches on prefers-color-scheme), the connect button is checked by axe, the modal
 * opens with the wallet list, its title contrast and axe are measured, a screenshot is kept,
 * and Escape closes it.
 */
async function checkTheme(
  browser: Browser,
  url: string,
  kind: StockHostKind,
  theme: 'dark' | 'light',
  problems: string[],
): Promise<{ page: Page; findings: ThemeFindings; styles: KitStyles }> {
  const page = await browser.context.newPage()
  watch(page, problems)
  await page.emulateMedia({ colorScheme: theme })
  await page.goto(`${url}/${theme === 'light' ? '?theme=light' : ''}`)
  const button = page.locator('[data-slot="connect-button"]')
  // The theme is applied after hydration (the server renders dark): wait for it on the button.
  await page.locator(`[data-slot="connect-button"][data-wk-theme="${theme}"]`).waitFor()
  await page.mouse.move(0, 0)
  await settle(page)
  const buttonColors = await textColors(button)
  const buttonAxe = await axeViolations(page, ['[data-slot="connect-button"]'])
  await button.click()
  const dialog = page.getByRole('dialog')
  const walletListed = await injectedWallet(page)
    .waitFor()
    .then(() => true)
  await page.mouse.move(0, 0)
  await settle(page)
  const titleColors = await textColors(dialog.getByRole('heading').first())
  const modalAxe = await axeViolations(page)
  const styles = await kitStyles(page)
  mkdirSync(stockHostArtifacts, { recursive: true })
  await page.screenshot({ path: join(stockHostArtifacts, `${kind}-${theme}.png`) })
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  return {
    page,
    styles,
    findings: {
      titleContrast: Number(contrast(titleColors.fg, titleColors.bg).toFixed(2)),
      buttonContrast: Number(contrast(buttonColors.fg, buttonColors.bg).toFixed(2)),
      walletListed,
      axe: { button: buttonAxe, modal: modalAxe },
    },
  }
}

/**
 * A built and served stock host in Chromium, in both themes, then a connect of the injected
 * Devnet Wallet (on the dark page, last, so the light page starts disconnected); `afterConnect`
 * then uses the connection on that page (its console is still watched).
 */
export async function checkStockHostPage(
  browser: Browser,
  url: string,
  kind: StockHostKind,
  afterConnect?: (page: Page) => Promise<void>,
): Promise<PageFindings> {
  const problems: string[] = []
  const light = await checkTheme(browser, url, kind, 'light', problems)
  await light.page.close()
  const dark = await checkTheme(browser, url, kind, 'dark', problems)
  const page = dark.page
  const react = await page.locator('html').getAttribute('data-e2e-react')
  await page.locator('[data-slot="connect-button"]').click()
  await injectedWallet(page).click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor({ state: 'detached' })
  await page.locator('[data-slot="connect-button"][data-state="connected"]').click()
  const name = dialog.locator('[data-slot="account-view-name"]')
  await name.waitFor()
  await page.locator('[data-slot="account-view-balance"]').filter({ hasText: / ETH$/ }).waitFor()
  await settle(page)
  await page.screenshot({ path: join(stockHostArtifacts, `${kind}-account-dark.png`) })
  const connectedAddress = await name.getAttribute('data-address')
  if (afterConnect) {
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await afterConnect(page)
  }
  await page.close()
  return {
    themes: { light: light.findings, dark: dark.findings },
    problems,
    react,
    connectedAddress,
    styles: { light: light.styles, dark: dark.styles },
  }
}
