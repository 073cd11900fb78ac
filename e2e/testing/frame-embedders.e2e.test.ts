import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevnet, type Devnet } from '../../apps/devnet/src/index'
import { launchChromium, type Browser } from '../support/browser'

// Issue 28: a host's own origin (a Next app on :3000, a Playwright webServer on a free port) embeds
// the devnet's secure frame when it is listed in frameEmbedders, and only then.

type PageServer = { url: string; stop(): Promise<void> }

/** A page on its own 127.0.0.1 port whose only content is an iframe of `src` (set per request). */
async function startEmbeddingPage(): Promise<PageServer> {
  const server = createServer((req, res) => {
    const src = new URL(req.url ?? '/', 'http://x').searchParams.get('src') ?? ''
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<!doctype html><title>embedder</title><iframe id="secure" src="${src.replace(/"/g, '&quot;')}"></iframe>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

describe('devnet frameEmbedders', () => {
  let allowed: PageServer
  let stranger: PageServer
  let devnet: Devnet
  let browser: Browser

  beforeAll(async () => {
    // The host's ports are known before the devnet starts, as with a dev server on :3000.
    ;[allowed, stranger] = await Promise.all([startEmbeddingPage(), startEmbeddingPage()])
    devnet = await startDevnet({ services: 0, frame: 0, only: ['services', 'frame'], frameEmbedders: [`${allowed.url}/any/path`] })
    browser = await launchChromium()
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await devnet?.stop()
    await Promise.all([allowed?.stop(), stranger?.stop()])
  })

  const open = async (embedder: PageServer): Promise<Page> => {
    const page = await browser.context.newPage()
    await page.goto(`${embedder.url}/?src=${encodeURIComponent(`${devnet.urls.frame}/sdk?projectId=host-project`)}`)
    return page
  }
  const child = (page: Page) => page.frames().find((frame) => frame.parentFrame() !== null)

  test('behavior: a listed origin embeds the secure frame, which loads its page and config', async () => {
    const page = await open(allowed)
    try {
      await expect.poll(() => child(page)?.url()).toBe(`${devnet.urls.frame}/sdk?projectId=host-project`)
      const config = await child(page)!.waitForSelector('#wk-frame-config', { state: 'attached' })
      expect(JSON.parse((await config.textContent()) ?? '{}')).toMatchObject({
        projectId: 'host-project',
        allowedOrigins: expect.arrayContaining([allowed.url]),
      })
    } finally {
      await page.close()
    }
  })

  test('behavior: an origin that is not listed is refused by the browser (frame-ancestors)', async () => {
    const csp = (await fetch(`${devnet.urls.frame}/sdk?projectId=host-project`)).headers.get('content-security-policy')
    expect(csp).toBe(`frame-ancestors http://127.0.0.1:5173 http://localhost:5173 ${allowed.url}`)
    const page = await open(stranger)
    try {
      await expect.poll(() => child(page)?.url()).toMatch(/^chrome-error:/)
    } finally {
      await page.close()
    }
  })

  test('behavior: a bad origin fails before anything starts', async () => {
    await expect(startDevnet({ services: 0, only: ['services'], frameEmbedders: ['127.0.0.1:3000'] })).rejects.toThrow(
      'frameEmbedders: "127.0.0.1:3000" is not an origin',
    )
  })
})
