import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchEngine, selectedEngines, type EngineBrowser } from '../support/engines'

// Two origins on loopback: the page, and a cross-origin frame inside it.
function page(frameUrl: string): string {
  return `<!doctype html><html><head><style>body { margin: 0 } #target { position: absolute; left: 100px; top: 100px; width: 200px; height: 60px }</style></head><body>
<button id="target">target</button><input id="field"><p id="log"></p>
<iframe id="child" src="${frameUrl}" style="position: absolute; left: 400px; top: 100px; width: 300px; height: 200px; border: 0"></iframe>
<script>
  window.events = []
  for (const type of ['click', 'dblclick', 'pointermove']) document.addEventListener(type, (e) => window.events.push({ type, trusted: e.isTrusted, x: e.clientX, y: e.clientY, detail: e.detail, target: e.target.id }))
</script></body></html>`
}
const framePage = `<!doctype html><html><body style="margin: 0"><button id="inner" style="width: 120px; height: 40px">inner</button>
<script>window.clicks = []; document.addEventListener('click', (e) => window.clicks.push({ trusted: e.isTrusted, target: e.target.id }))</script></body></html>`
const tallPage = '<!doctype html><html><body style="margin: 0"><div style="height: 3000px">tall</div></body></html>'

let server: Server
let base = ''
let frameBase = ''

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8')
    if (req.url === '/frame') return void res.end(framePage)
    if (req.url === '/tall') return void res.end(tallPage)
    res.end(page(`${frameBase}/frame`))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  base = `http://127.0.0.1:${port}`
  frameBase = `http://localhost:${port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

for (const name of selectedEngines()) {
  describe(`engine ${name}`, () => {
    let browser: EngineBrowser
    beforeAll(async () => {
      browser = await launchEngine(name, { viewport: { width: 900, height: 700 }, classicScrollbars: true })
    })
    afterAll(() => browser?.close())

    test('behavior: the common page interface drives the page, its cross-origin frame and trusted input', async () => {
      const page = await browser.newPage()
      await page.goto(`${base}/`)
      expect(await page.url()).toBe(`${base}/`)
      await page.waitForSelector('#target')
      expect(await page.evaluate((n: number) => n * 2, 21)).toBe(42)
      expect(await page.evaluate(async () => document.title === '' && typeof (window as unknown as { events: unknown }).events)).toBe(
        'object',
      )

      await page.click('#target')
      await page.mouseMove(150, 130)
      await page.mouseClick(120, 110, { clickCount: 2 })
      await page.waitForFunction(() => (window as unknown as { events: { type: string }[] }).events.some((e) => e.type === 'dblclick'))
      const events = await page.evaluate(
        () =>
          (window as unknown as { events: { type: string; trusted: boolean; x: number; y: number; detail: number; target: string }[] })
            .events,
      )
      const clicks = events.filter((e) => e.type === 'click')
      expect(clicks.map((c) => [c.trusted, c.target])).toEqual([
        [true, 'target'],
        [true, 'target'],
        [true, 'target'],
      ])
      expect(clicks.slice(1).map((c) => [c.x, c.y, c.detail])).toEqual([
        [120, 110, 1],
        [120, 110, 2],
      ])
      expect(events.some((e) => e.type === 'pointermove' && e.trusted && e.x === 150 && e.y === 130)).toBe(true)

      await page.type('#field', 'hello wallet')
      expect(await page.evaluate(() => (document.getElementById('field') as HTMLInputElement).value)).toBe('hello wallet')

      const frame = await page.frame(`${frameBase}/frame`)
      expect(await frame.url()).toBe(`${frameBase}/frame`)
      await frame.waitForSelector('#inner')
      await frame.click('#inner')
      await page.mouseClick(400 + 10, 100 + 10)
      await frame.waitForFunction(() => (window as unknown as { clicks: unknown[] }).clicks.length === 2)
      expect(await frame.evaluate(() => (window as unknown as { clicks: unknown[] }).clicks)).toEqual([
        { trusted: true, target: 'inner' },
        { trusted: true, target: 'inner' },
      ])
      // Back in the top document after working in the frame.
      expect(await page.evaluate(() => location.href)).toBe(`${base}/`)

      const png = PNG.sync.read(await page.screenshot())
      expect([png.width, png.height]).toEqual([900, 700])
      await page.close()
    })

    test('behavior: classic scrollbars take room (Chromium, Firefox), and the viewport can be resized', async () => {
      const page = await browser.newPage()
      await page.setViewport({ width: 640, height: 480 })
      await page.goto(`${base}/tall`)
      const sizes = await page.evaluate(() => ({
        inner: [innerWidth, innerHeight],
        gutter: innerWidth - document.documentElement.clientWidth,
      }))
      expect(sizes.inner).toEqual([640, 480])
      // WebKitGTK's scrollbars stay overlay ones (see LaunchEngineOptions.classicScrollbars).
      if (name === 'webkit') expect(sizes.gutter).toBe(0)
      else expect(sizes.gutter).toBeGreaterThan(0)
      await page.close()
    })
  })
}
