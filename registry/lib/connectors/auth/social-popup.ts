import { z } from 'zod'
import { FrameRequestAbortedError, FrameTimeoutError } from '@/registry/lib/errors/frame'
import { frameLoginTimeoutMs } from '@/registry/lib/frame/frame-timeouts'

const resultSchema = z.object({ resultUri: z.url() })

/**
 * Waits for the social-login popup to hand back its result URI. Only a message from that popup
 * window on the secure origin counts; the popup closing early or 30 s passing ends the wait.
 *
 * @example
 * const popup = window.open(`${origin}/loading`, 'w3m-social', 'width=600,height=800')
 * await sendPopupToProvider(popup, auth.getSocialRedirectUri('github'))
 * await auth.connectSocial(await waitForSocialResult(popup, origin))
 */
export function waitForSocialResult(
  popup: Window,
  secureOrigin: string,
  options: { window?: Window; signal?: AbortSignal } = {},
): Promise<string> {
  const win = options.window ?? window
  return new Promise<string>((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== popup || event.origin !== secureOrigin) return
      const parsed = resultSchema.safeParse(event.data)
      if (!parsed.success) return
      finish()
      resolve(parsed.data.resultUri)
    }
    const onAbort = () => {
      finish()
      reject(new FrameRequestAbortedError())
    }
    const closed = setInterval(() => {
      if (popup.closed) onAbort()
    }, 500)
    const timer = setTimeout(() => {
      finish()
      reject(new FrameTimeoutError({ details: 'social login popup timed out' }))
    }, frameLoginTimeoutMs)
    const finish = () => {
      clearInterval(closed)
      clearTimeout(timer)
      win.removeEventListener('message', onMessage)
      options.signal?.removeEventListener('abort', onAbort)
    }
    win.addEventListener('message', onMessage)
    options.signal?.addEventListener('abort', onAbort, { once: true })
  })
}
