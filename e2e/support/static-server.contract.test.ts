import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { serveStatic } from './static-server'

const dir = mkdtempSync(join(tmpdir(), 'walletkit-static-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test("behavior: the head HTML reaches the page byte for byte, $-sequences included (a bundled wallet script holds $&, $` and $')", async () => {
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body></body></html>')
  const injected = "<script>const s = '$& $` $\\' $$ $1'</script>"
  const server = await serveStatic(dir, { headHtml: () => injected })
  try {
    for (const path of ['/', '/any/route']) {
      const body = await (await fetch(`${server.url}${path}`)).text()
      expect(body).toBe(`<!doctype html><html><head>${injected}<title>t</title></head><body></body></html>`)
    }
  } finally {
    await server.close()
  }
})
