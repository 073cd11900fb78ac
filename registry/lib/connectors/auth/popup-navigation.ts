/** How often to look whether the popup's first page has arrived. */
const POLL_MS = 20
/** Past this, the popup is pointed at the provider anyway (its first page may never come). */
const LIMIT_MS = 5_000

/**
 * Whether the popup has left its initial blank page. Until the secure site's page commits, the popup
 * holds the blank page it was created with, which has the app's origin: its location reads as
 * about:blank. Once the cross-origin page is in, reading it throws.
 */
function hasLeftBlank(popup: Window): boolean {
  try {
    return popup.location.href !== 'about:blank'
  } catch {
    return true
  }
}

/**
 * Resolves once the popup shows the page it was opened at (or has closed, or after 5 s), so the
 * next navigation the app gives it is not lost. Pointed at the provider while its first page was
 * still arriving, Chromium kept the first page: the popup stayed on the secure site's Loading…
 * until the 30 s social-login timeout (the embedded journey under load: the redirect URI came 1 ms
 * after /loading's answer).
 *
 * @example
 * const popup = window.open(`${origin}/loading`, 'w3m-social', 'width=600,height=800')
 * await popupCommitted(popup)
 * popup.location.href = uri
 */
export function popupCommitted(popup: Window): Promise<void> {
  const started = Date.now()
  return new Promise<void>((resolve) => {
    const look = (): void => {
      if (popup.closed || hasLeftBlank(popup) || Date.now() - started >= LIMIT_MS) resolve()
      else setTimeout(look, POLL_MS)
    }
    look()
  })
}

/**
 * Points the social-login popup at the provider's sign-in page once both are there: the `uri`
 * the frame gave (GET_SOCIAL_REDIRECT_URI) and the popup's first page (see popupCommitted).
 *
 * @example
 * const popup = window.open(`${origin}/loading`, 'w3m-social', 'width=600,height=800')
 * await sendPopupToProvider(popup, auth.getSocialRedirectUri('github'))
 */
export async function sendPopupToProvider(popup: Window, redirect: Promise<{ uri: string }>): Promise<void> {
  const [{ uri }] = await Promise.all([redirect, popupCommitted(popup)])
  popup.location.href = uri
}
