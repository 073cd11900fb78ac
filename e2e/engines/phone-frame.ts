import type { EngineContext, EnginePage } from '../support/engines'

/**
 * The host at phone width in every engine: the window itself where the engine can be that narrow;
 * in WebKit, whose MiniBrowser (GTK) window is never under 447 px wide, a phone-sized iframe on a
 * page of its own (the modal's media queries read the iframe's viewport, as they would a phone's).
 *
 * That page is served by the host's own server (`phoneFramePath`, see startEngineHost), on the
 * host's origin: the phone's page and everything around it are one origin, as a phone's top-level
 * page is, so the secure frame inside (whose CSP lists the ancestors it may have) needs no extra
 * origin on its allowlist for the wrapper.
 */
export type PhoneFrame = {
  /** `hostUrl` at `width` × 844 px (760 px in WebKit's frame), once its connect button shows. */
  open(page: EnginePage, hostUrl: string, width: number): Promise<EngineContext>
  /** Resizes the phone (the window, or WebKit's frame) without reloading the host. */
  resize(page: EnginePage, width: number): Promise<void>
  close(): Promise<void>
}

/** Where the host's server answers with the phone page (startEngineHost serves it). */
export const phoneFramePath = '/__walletkit-e2e-phone__'

export const phoneFramePage = `<!doctype html><body style="margin:0"><script>
const q = new URLSearchParams(location.search)
const frame = document.createElement('iframe')
frame.id = 'phone'
frame.src = q.get('src')
frame.style.cssText = 'position:absolute;top:8px;left:8px;height:760px;border:0;width:' + Number(q.get('width')) + 'px'
document.body.append(frame)
</script></body>`

export function phoneFrame(): PhoneFrame {
  return {
    async open(page, hostUrl, width) {
      if (page.engine !== 'webkit') {
        await page.setViewport({ width, height: 844 })
        await page.goto(hostUrl)
        await page.waitForSelector('[data-slot="connect-button"]')
        return page
      }
      const origin = new URL(hostUrl).origin
      await page.goto(`${origin}${phoneFramePath}?src=${encodeURIComponent(hostUrl)}&width=${width}`)
      const doc = await page.frame(hostUrl)
      await doc.waitForSelector('[data-slot="connect-button"]')
      return doc
    },
    async resize(page, width) {
      if (page.engine !== 'webkit') return page.setViewport({ width, height: 844 })
      await page.evaluate((w) => {
        ;(document.getElementById('phone') as HTMLIFrameElement).style.width = `${w}px`
      }, width)
    },
    async close() {},
  }
}
