// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest'
import { watchEvmWallets } from '../../../registry/lib/connectors/eip6963'
import type { Connector } from '../../../registry/lib/connectors/connector-interface'
import { buildTestWalletScript } from './build'

describe('buildTestWalletScript', () => {
  test('behavior: the built IIFE installs a wallet announced over EIP-6963 as Devnet Wallet with test hooks', async () => {
    const script = await buildTestWalletScript({
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9/', name: 'Devnet' }],
      writeDist: false,
    })
    new Function(script)()
    let found: readonly Connector[] = []
    const stop = watchEvmWallets({ target: window, onChange: (list) => (found = list) })
    stop()
    expect(found).toMatchObject([{ name: 'Devnet Wallet', type: 'ANNOUNCED', info: { rdns: 'dev.walletkit.devnet' } }])
    expect(found[0]?.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/)
    const hooks = window.__devnetWallet
    expect(hooks?.chainId).toBe(31337)
    const changes: unknown[] = []
    found[0]?.events.on('chainChanged', (id) => changes.push(id))
    expect(await found[0]?.getChainId()).toBe(31337)
    // The unsupported-chain path the browser tests use: the wallet moves on its own.
    hooks?.provider.on('chainChanged', (id: never) => changes.push(id))
    hooks?.switchChain(999)
    expect(changes).toEqual(['0x3e7'])
    expect(await found[0]?.getChainId()).toBe(999)
  })

  test('behavior: switching to an unconfigured chain fails with 4902', async () => {
    const { createDevnetWalletProvider } = await import('./provider')
    const provider = createDevnetWalletProvider({ chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9/', name: 'Devnet' }] })
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })).rejects.toMatchObject({
      code: 4902,
    })
  })
})
