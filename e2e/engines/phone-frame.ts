import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { EngineContext, EnginePage } from '../support/engines'

/**
 * The host at phone width in every engine: the window itself where the engine can be that narrow;
 * in WebKit, whose MiniBrowser (GTK) window is never under 447 px wide, a phone-sized iframe on a
 * page of its own (the modal's media queries read the iframe's viewport, as they would a phone's).
 * The outer page is on 127.0.0.1 too: a secure context only inside a secure parent (the test
 * wallet needs crypto.randomUUID, which about:blank's opaque origin would take away).
 */
export type PhoneFrame = {
  /** `hostUrl` at `width` × 844 px (760 px in WebKit's frame), once its connect button shows. */
  open(page: EnginePage, hostUrl: string, width: number): Promise<EngineContext>
  /** Resizes the phone (the window, or WebKit's frame) without reloading the host. */
  resize(page: EnginePage, width: number): Promise<void>
  close(): Promise<void>
}

const framePage = `<!doctype html><body style="margin:0"><script>
const q = new URLSearchParams(location.search)
const frame = document.createElement('iframe')
frame.id = 'phone'
frame.src = q.get('src')
frame.style.cssText = 'position:absolute;top:8px;left:8px;height:760px;border:0;width:' + Number(q.get('width')) + 'px'
document.body.append(frame)
</script></body>`

export function phoneFrame(): PhoneFrame {
  let served: Promise<{ url: string; close(): Promise<void> }> | undefined
  const serve = async () => {
    const server = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(framePage))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    }
  }
  return {
    async open(page, hostUrl, width) {
      if (page.engine !== 'webkit') {
        await page.setViewport({ width, height: 844 })
        await page.goto(hostUrl)
        await page.waitForSelector('[data-slot="connect-button"]')
        return page
      }
      served ??= serve()
      const { url } = await served
      await page.goto(`${url}/?src=${encodeURIComponent(hostUrl)}&width=${width}`)
      const doc = await page.frame(new URL(hostUrl).origin)
      await doc.waitForSelector('[data-slot="connect-button"]')
      return doc
    },
    async resize(page, width) {
      if (page.engine !== 'webkit') return page.setViewport({ width, height: 844 })
      await page.evaluate((w) => {
        ;(document.getElementById('phone') as HTMLIFrameElement).style.width = `${w}px`
      }, width)
    },
    async close() {
      await (await served)?.close()
    },
  }
}
