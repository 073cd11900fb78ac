import { describe, expect, test } from 'vitest'
import * as entry from './index'

describe('wc-wallet entry', () => {
  test('exports', () => {
    expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
      [
        "createMemoryStorage",
        "startWcWallet",
      ]
    `)
  })
})
