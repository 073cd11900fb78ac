import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BaseError } from '@/registry/lib/errors/base'
import { startLocalServer, type LocalServer } from '../test-utils/local-server'
import { createBlockchainApiClient } from './create-blockchain-api-client'
import { generateOnrampUrl } from './generate-onramp-url'

// Issue 32: the checkout URL was opened in the popup unchecked; a javascript: URL runs there with
// the opener page's origin.
let server: LocalServer
let answer = ''
beforeAll(async () => {
  server = await startLocalServer(() => ({ json: { url: answer } }))
})
afterAll(() => server.close())

const generate = () =>
  generateOnrampUrl(createBlockchainApiClient({ baseUrl: server.url, projectId: 'p' }), { destinationWallets: [], partnerUserId: '0xabc' })

describe('generateOnrampUrl', () => {
  test.each(['https://pay.example/checkout?order=1', 'http://127.0.0.1:8787/dev/onramp?orderId=1', 'http://localhost:8787/dev/onramp'])(
    'default: %s is opened',
    async (url) => {
      answer = url
      expect(await generate()).toBe(url)
    },
  )

  test.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://pay.example/checkout',
    'blob:https://pay.example/x',
    'not a url',
  ])('behavior: %s is refused as an unexpected answer', async (url) => {
    answer = url
    const error = await generate().then(
      () => undefined,
      (cause: unknown) => cause,
    )
    expect(error).toBeInstanceOf(BaseError)
    expect((error as BaseError).shortMessage).toBe('Unexpected response shape')
  })
})
