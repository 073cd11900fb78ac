import { afterEach, describe, expect, test } from 'vitest'
import { readTestDevnet } from './read-test-devnet'

const target = globalThis as unknown as { window?: { __walletkitDevnet?: unknown } }
const config = {
  services: 'http://127.0.0.1:40001',
  chains: [{ chainId: 31337, name: 'Devnet 31337', rpcUrl: 'http://127.0.0.1:40002' }],
  deployed: { counter: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
}

describe('readTestDevnet', () => {
  const had = 'window' in globalThis
  afterEach(() => {
    if (!had) delete target.window
    else delete target.window?.__walletkitDevnet
  })

  test('default', () => {
    target.window ??= {}
    target.window.__walletkitDevnet = config
    expect(readTestDevnet()).toEqual(config)
  })

  test('behavior: undefined without a test devnet, on a server, and for a malformed one', () => {
    target.window ??= {}
    expect(readTestDevnet()).toBeUndefined()
    target.window.__walletkitDevnet = { ...config, services: 'not a url' }
    expect(readTestDevnet()).toBeUndefined()
    target.window.__walletkitDevnet = { ...config, chains: [{ chainId: -1, name: 'x', rpcUrl: 'http://127.0.0.1:1' }] }
    expect(readTestDevnet()).toBeUndefined()
    if (!had) {
      delete target.window
      expect(readTestDevnet()).toBeUndefined()
    }
  })
})
