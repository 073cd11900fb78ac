/** Whether a test wallet treats the page's site as connected across reloads. */
export type SiteMemory = { read(): boolean; write(connected: boolean): void }

/**
 * The opt-in memory of a test wallet: a page that sets `key` in its localStorage gets a wallet
 * that remembers the site across reloads, as real extensions do; any other page gets the
 * forgetful wallet (each reload asks again), and so does a page whose storage is blocked.
 *
 * @example
 * const authorization = siteMemory('devnet-wallet:remember-site')
 */
export function siteMemory(key: string): SiteMemory | undefined {
  try {
    if (localStorage.getItem(key) === null) return undefined
  } catch {
    return undefined
  }
  return {
    read: () => localStorage.getItem(key) === 'connected',
    write: (connected) => localStorage.setItem(key, connected ? 'connected' : 'no'),
  }
}
