import { describe, expect, test } from 'vitest'
import { ChunkShapeError, failedImportUrl, retryableImport } from '@/registry/lib/errors/chunk-import'

// The three engines' own texts for a chunk whose fetch failed (Chromium 150, Firefox ESR 153, WebKitGTK 2.50).
const chromium = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5173/assets/create-auth-connector-B2.js')
const firefox = new TypeError('error loading dynamically imported module: https://app.example/assets/modal-dialog-x1.js?v=2')
const webkit = new TypeError('Importing a module script failed.')

describe('failedImportUrl', () => {
  test('behavior: reads the URL Chromium and Firefox name; WebKit names none', () => {
    expect(failedImportUrl(chromium)?.href).toBe('http://127.0.0.1:5173/assets/create-auth-connector-B2.js')
    expect(failedImportUrl(firefox)?.href).toBe('https://app.example/assets/modal-dialog-x1.js?v=2')
    expect(failedImportUrl(webkit)).toBeUndefined()
  })

  test('invalid: no URL from what is not a browser import failure or not http(s)', () => {
    expect(failedImportUrl(new Error('Failed to fetch dynamically imported module: http://a.example/x.js'))).toBeUndefined()
    expect(failedImportUrl(new TypeError('Failed to fetch dynamically imported module: javascript:alert(1)'))).toBeUndefined()
    expect(failedImportUrl(new TypeError('Failed to fetch dynamically imported module: not a url'))).toBeUndefined()
    expect(failedImportUrl('Failed to fetch dynamically imported module: http://a.example/x.js')).toBeUndefined()
  })
})

describe('retryableImport', () => {
  type Module = { createAuthConnector: () => string }
  const module: Module = { createAuthConnector: () => 'connector' }

  test('behavior: after a failure naming its URL, each retry asks for that URL under a fresh query, then keeps what loaded', async () => {
    const asked: string[] = []
    let load = 0
    const again = retryableImport<Module>(() => (load++, Promise.reject(chromium)), ['createAuthConnector'], {
      importUrl: async (href) => {
        asked.push(href)
        if (asked.length === 1) throw new TypeError(`Failed to fetch dynamically imported module: ${href}`)
        return module
      },
    })
    await expect(again()).rejects.toBe(chromium)
    await expect(again()).rejects.toThrow(/walletkit-retry=1/)
    expect(await again()).toBe(module)
    expect(await again()).toBe(module)
    expect(load).toBe(1)
    expect(asked).toEqual([
      'http://127.0.0.1:5173/assets/create-auth-connector-B2.js?walletkit-retry=1',
      'http://127.0.0.1:5173/assets/create-auth-connector-B2.js?walletkit-retry=2',
    ])
  })

  test('behavior: a failure naming no URL (WebKit) is retried through the original import, which WebKit fetches again', async () => {
    let load = 0
    const again = retryableImport<Module>(
      () => (++load === 1 ? Promise.reject(webkit) : Promise.resolve(module)),
      ['createAuthConnector'],
      { importUrl: () => Promise.reject(new Error('not asked')) },
    )
    await expect(again()).rejects.toBe(webkit)
    expect(await again()).toBe(module)
    expect(load).toBe(2)
  })

  test('behavior: given the failure the caller met first, the first call already imports the named URL afresh', async () => {
    const asked: string[] = []
    const again = retryableImport<Module>(() => Promise.reject(new Error('not asked')), ['createAuthConnector'], {
      failure: firefox,
      importUrl: async (href) => (asked.push(href), module),
    })
    expect(await again()).toBe(module)
    expect(asked).toEqual(['https://app.example/assets/modal-dialog-x1.js?v=2&walletkit-retry=1'])
  })

  test('invalid: a module loaded again without the export used is refused with ChunkShapeError, not returned', async () => {
    const again = retryableImport<Module>(() => Promise.reject(firefox), ['createAuthConnector'], {
      importUrl: async () => ({ c: module.createAuthConnector }),
    })
    await expect(again()).rejects.toBe(firefox)
    const error = await again().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ChunkShapeError)
    expect(error).toMatchObject({ code: 'CHUNK_SHAPE', details: expect.stringContaining('has no export "createAuthConnector"') })
  })
})
