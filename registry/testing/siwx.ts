import type { APIRequestContext, Page } from 'playwright-core'

/** What the app's sign-in route answers a signed-in browser (GET of the `siwx-next-server` item's /api/siwx). */
export type SiwxSignedIn = {
  address: string
  chainId: string
  session: { data: Record<string, unknown>; message: string; signature: string }
}

export type SiwxHelpers = {
  /**
   * Signs in on the modal's sign-in view as the user does (waits for it, clicks Sign in, the
   * Devnet Wallet signs); resolves with the server's session once the modal has closed. Throws
   * with the view's error ("Signature declined") or the server's refusal.
   */
  signIn(page: Page): Promise<SiwxSignedIn>
  /** The session the app's server holds for this browser (a page's cookies) or this request context; undefined when signed out. */
  session(from: Page | APIRequestContext): Promise<SiwxSignedIn | undefined>
  /**
   * The user disconnects in the modal's Account view; resolves once the app offers Connect again
   * and, when the browser was signed in, the server has ended the session (connected without a
   * session, there is nothing for the server to end and none is waited for).
   */
  signOut(page: Page): Promise<void>
}

export type SiwxHelperOptions = {
  /** The app's sign-in route, as given to createServerSiwx (default /api/siwx). */
  endpoint?: string
}

const isPage = (from: Page | APIRequestContext): from is Page => 'goto' in from

/**
 * Sign-in with the wallet (SIWX) for an app that keeps sessions on its server (createServerSiwx
 * and the `siwx-next-server` route, or any server speaking its contract): the session is read
 * over HTTP, as the app's server sees it.
 *
 * @example
 * const { address } = await siwxHelpers().signIn(page)
 */
export function siwxHelpers(options: SiwxHelperOptions = {}): SiwxHelpers {
  const endpoint = (options.endpoint ?? '/api/siwx').replace(/\/+$/, '')
  const routeOf = (page: Page) => new URL(endpoint, page.url()).href
  const answered = (page: Page, method: string) =>
    page.waitForResponse((response) => response.request().method() === method && response.url() === routeOf(page))

  async function session(from: Page | APIRequestContext): Promise<SiwxSignedIn | undefined> {
    // A page's request context shares the browser context's cookies: the server sees this browser.
    const [request, url] = isPage(from) ? [from.request, routeOf(from)] : [from, endpoint]
    const response = await request.get(url, { failOnStatusCode: false })
    if (response.status() === 401) return undefined
    if (!response.ok()) throw new Error(`siwx: GET ${url} answered ${response.status()}: ${await response.text()}`)
    return (await response.json()) as SiwxSignedIn
  }

  return {
    session,
    async signIn(page) {
      const dialog = page.getByRole('dialog')
      const view = dialog.locator('[data-slot="siwx-sign-message-view"]')
      await view.waitFor()
      const posted = answered(page, 'POST')
      const failed = view.locator('[data-slot="siwx-sign-message-error"]')
      // A try after a failure starts on the last error: only a new one (the view comes back anew) answers this one.
      const previous = (await failed.count()) > 0 ? await failed.elementHandle() : null
      const failedAgain = page
        .waitForFunction((old) => {
          const shown = document.querySelector('[data-slot="siwx-sign-message-error"]')
          return shown !== null && shown !== old
        }, previous)
        .then(() => undefined)
      // The promise that loses the race is dropped: keep it from going unhandled.
      posted.catch(() => undefined)
      failedAgain.catch(() => undefined)
      await view.locator('[data-slot="siwx-sign-message-sign"]').click()
      const outcome = await Promise.race([posted, failedAgain])
      if (!outcome) throw new Error(`siwx: sign-in failed: ${(await failed.textContent()) ?? ''}`)
      if (!outcome.ok()) throw new Error(`siwx: the server refused the session (${outcome.status()}): ${await outcome.text()}`)
      await dialog.waitFor({ state: 'detached' })
      const signedIn = await session(page)
      if (!signedIn) throw new Error('siwx: the server accepted the session but does not know it')
      return signedIn
    },
    async signOut(page) {
      // The kit ends only a session the server holds: waiting for a DELETE that never comes would
      // end in Playwright's timeout instead of the sign-out the user asked for.
      const signedIn = (await session(page)) !== undefined
      const deleted = signedIn ? answered(page, 'DELETE') : undefined
      deleted?.catch(() => undefined)
      await page.locator('[data-slot="connect-button"][data-state="connected"]').first().click()
      await page.getByRole('dialog').locator('[data-slot="account-view-disconnect"]').click()
      const response = await deleted
      if (response && !response.ok()) throw new Error(`siwx: DELETE ${routeOf(page)} answered ${response.status()}`)
      await page.locator('[data-slot="connect-button"]:not([data-state="connected"])').first().waitFor()
    },
  }
}

/** The helpers for the default route, /api/siwx. */
export const siwx: SiwxHelpers = siwxHelpers()
