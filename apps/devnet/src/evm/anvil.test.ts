import { existsSync } from 'node:fs'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { resolveAnvilBinary, startAnvil } from './anvil'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('resolveAnvilBinary', () => {
  test('default: finds the binary @foundry-rs/anvil installed for this platform', () => {
    const path = resolveAnvilBinary()
    expect(path).toMatch(/@foundry-rs\/anvil-[a-z0-9]+-[a-z0-9]+\/bin\/anvil$/)
    expect(existsSync(path)).toBe(true)
  })

  test('parameters: WALLETKIT_ANVIL_BIN overrides it, with a clear error when missing', () => {
    vi.stubEnv('WALLETKIT_ANVIL_BIN', '/nowhere/anvil')
    expect(() => resolveAnvilBinary()).toThrow('WALLETKIT_ANVIL_BIN points to /nowhere/anvil, which does not exist.')
  })
})

describe('startAnvil', () => {
  test('behavior: port 0 gets a free port, and stop() ends the process', async () => {
    const anvil = await startAnvil({ port: 0, chainId: 31339 })
    const ask = () =>
      fetch(anvil.rpcUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
    expect(anvil.port).toBeGreaterThan(0)
    expect(await (await ask()).json()).toMatchObject({ result: '0x7a6b' })
    await anvil.stop()
    expect(() => process.kill(anvil.pid, 0)).toThrow()
    await expect(ask()).rejects.toThrow()
  })
})
